import type { PharmacyChatMessage } from '@fillwell/contracts';

/** A new chat message, told to whoever is watching its conversation or its pharmacy. */
export interface ChatEvent {
  partnerPharmacyId: string;
  patientId: string;
  message: PharmacyChatMessage;
}

export type ChatListener = (event: ChatEvent) => void;

/**
 * Tells open event streams of new chat messages, inside this process. Several server processes
 * would relay the events between them (PostgreSQL LISTEN/NOTIFY or Redis); see docs/decisions.md.
 */
export function createChatHub() {
  const byChat = new Map<string, Set<ChatListener>>();
  const byPharmacy = new Map<string, Set<ChatListener>>();

  function subscribe(map: Map<string, Set<ChatListener>>, key: string, listener: ChatListener) {
    const listeners = map.get(key) ?? new Set<ChatListener>();
    listeners.add(listener);
    map.set(key, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) map.delete(key);
    };
  }

  function notify(listeners: Set<ChatListener> | undefined, event: ChatEvent) {
    for (const listener of listeners ?? []) listener(event);
  }

  return {
    /** Messages of one conversation; returns the unsubscribe. */
    subscribeToChat: (chatId: string, listener: ChatListener) =>
      subscribe(byChat, chatId, listener),
    /** Messages of every conversation of a pharmacy; returns the unsubscribe. */
    subscribeToPharmacy: (pharmacyId: string, listener: ChatListener) =>
      subscribe(byPharmacy, pharmacyId, listener),
    publish(event: ChatEvent): void {
      notify(byChat.get(event.message.conversationId), event);
      notify(byPharmacy.get(event.partnerPharmacyId), event);
    },
    /** Open streams, for tests and diagnostics. */
    countListeners: () =>
      [...byChat.values(), ...byPharmacy.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;

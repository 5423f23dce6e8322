import { PHARMACY_PLUS_LIMITS, type PharmacyChatMessage } from '@fillwell/contracts';
import { ChatThread } from '@/components/ui/chat-thread';

type Author = PharmacyChatMessage['author'];

interface ChatMessagesProps {
  messages: readonly PharmacyChatMessage[];
  /** Who is reading: their own messages say "You". */
  viewer: Author;
  /** Sends a message; answers the error to show, or null when sent. */
  onSend: (body: string) => Promise<string | null>;
}

const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A patient's conversation with their pharmacy, as the patient or the pharmacy reads it. */
export function ChatMessages({ messages, viewer, onSend }: ChatMessagesProps) {
  const shown = messages.map((message) => ({
    id: message.id,
    body: message.body,
    author: message.author === viewer ? 'You' : message.authorName,
    sentAt: timeFormat.format(new Date(message.createdOn)),
    isOwn: message.author === viewer,
  }));
  return (
    <ChatThread messages={shown} maxLength={PHARMACY_PLUS_LIMITS.chatMessageMax} onSend={onSend} />
  );
}

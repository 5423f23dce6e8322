/** How the person hears that their order is ready for pickup or on its way. */
export type OrderUpdateChannel = 'text' | 'email';

export interface OrderUpdateContact {
  email: string | null;
  mobileNumber: string | null;
  /** Texts are off until the person turns them on. */
  smsOptIn: boolean;
}

/**
 * Text when the person turned texts on, else email. An account with only a phone number (signed
 * in by a texted code) can only be reached by text. Null when there is no way to reach them.
 */
export function chooseOrderUpdateChannel(contact: OrderUpdateContact): OrderUpdateChannel | null {
  if (contact.mobileNumber && contact.smsOptIn) return 'text';
  if (contact.email) return 'email';
  return contact.mobileNumber ? 'text' : null;
}

/** "We'll text you" or "We'll email you"; null when we will not tell them. */
export function describeOrderUpdatePromise(channel: OrderUpdateChannel | null): string | null {
  if (channel === 'text') return "We'll text you";
  return channel === 'email' ? "We'll email you" : null;
}

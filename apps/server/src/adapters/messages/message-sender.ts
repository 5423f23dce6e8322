/** An email with a plain-text body (links written out in full). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** A text message to a US mobile number (ten digits, or 1 and ten digits). */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * How the product sends messages: the outbox table by default; SMTP for email and an SMS
 * provider for texts when configured. A message that cannot be sent rejects the promise.
 */
export interface MessageSender {
  sendEmail(message: EmailMessage): Promise<void>;
  sendSms(message: SmsMessage): Promise<void>;
}

/** A provider refused or could not take a message; the message text is not in the error. */
export class MessageDeliveryError extends Error {
  override name = 'MessageDeliveryError';
}

export function isMessageDeliveryError(error: unknown): error is MessageDeliveryError {
  return error instanceof MessageDeliveryError;
}

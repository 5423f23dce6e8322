/** An email with a plain-text body (links written out in full). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** A text message to a US mobile number (ten digits). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** How the product sends messages: the outbox table by default, SMTP for email when configured. */
export interface MessageSender {
  sendEmail(message: EmailMessage): Promise<void>;
  sendSms(message: SmsMessage): Promise<void>;
}

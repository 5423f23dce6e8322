import nodemailer from 'nodemailer';
import type { MessageSender } from './message-sender';

/** Email through an SMTP server (nodemailer); SMS still goes to `smsFallback` (no SMS provider). */
export function createSmtpSender(
  smtpUrl: string,
  mailFrom: string,
  smsFallback: MessageSender,
): MessageSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async sendEmail(message) {
      await transport.sendMail({
        from: mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
    sendSms: (message) => smsFallback.sendSms(message),
  };
}

import nodemailer from 'nodemailer';
import type { MessageSender } from './message-sender';

/** Email through an SMTP server (nodemailer); texts go to `smsFallback`. */
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

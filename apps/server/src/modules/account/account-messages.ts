import { PRODUCT } from '@fillwell/domain';
import type { EmailMessage, SmsMessage } from '../../adapters/messages/index';

/** The texts of the emails and SMS that sign-in sends. Links are absolute. */
export function composeWelcomeEmail(to: string, origin: string): EmailMessage {
  return {
    to,
    subject: `Welcome to ${PRODUCT.name}`,
    text: [
      `Welcome to ${PRODUCT.name}!`,
      '',
      `Compare prescription prices at pharmacies near you and save up to 80%: ${origin}/`,
      `Your account: ${origin}/account`,
    ].join('\n'),
  };
}

export function composePasswordResetEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: `Reset your ${PRODUCT.name} password`,
    text: [
      `Someone asked to reset the password of your ${PRODUCT.name} account.`,
      '',
      `Choose a new password: ${link}`,
      '',
      'The link works once, for one hour. If you did not ask for it, you can ignore this email.',
    ].join('\n'),
  };
}

export function composeSignInLinkEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: `Your ${PRODUCT.name} sign-in link`,
    text: [
      `Sign in to ${PRODUCT.name}: ${link}`,
      '',
      'The link works once, for 30 minutes. If you did not ask for it, you can ignore this email.',
    ].join('\n'),
  };
}

export function composeOtpSms(to: string, code: string): SmsMessage {
  return {
    to,
    text: `${code} is your ${PRODUCT.name} code. It expires in 10 minutes. Never share it.`,
  };
}

/** "Text me the app": a link to the app page. */
export function composeAppLinkSms(to: string, origin: string): SmsMessage {
  return { to, text: `Get the ${PRODUCT.name} app: ${origin}/app` };
}

import { setTimeout as sleep } from 'node:timers/promises';
import type { SmsProviderConfig } from '../../config';
import { MessageDeliveryError, type MessageSender, type SmsMessage } from './message-sender';

/** Where the SMS sender reports a text the provider would not take (pino-compatible). */
export interface MessageLog {
  error(details: Record<string, unknown>, message: string): void;
}

export interface SmsProviderOptions {
  /** Keeps a text the provider would not take, with the reason, so that it is not lost. */
  keepUndelivered(message: SmsMessage, reason: string): Promise<void>;
  log?: MessageLog;
  /** Waits before the second, third… try of a text that failed for a passing reason. */
  retryDelaysMs?: readonly number[];
  /** One try's limit, connection and answer included. */
  timeoutMs?: number;
}

const DEFAULT_RETRY_DELAYS_MS = [250, 1_000] as const;
const DEFAULT_TIMEOUT_MS = 10_000;

/** How one try went: sent, or failed (worth another try or not) for a reason fit to log. */
type Attempt = { isSent: true } | { isSent: false; isRetryable: boolean; reason: string };

/**
 * Texts through a Twilio-style HTTP API: POST {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json
 * with basic auth (sid:token) and a form body (To, From, Body). A network failure, a timeout, a
 * 429 or a 5xx is tried again; a text still not taken is logged, kept in the outbox marked
 * undelivered, and the send rejects with a MessageDeliveryError (as the SMTP sender rejects).
 */
export function createSmsProviderSender(
  config: SmsProviderConfig,
  options: SmsProviderOptions,
): Pick<MessageSender, 'sendSms'> {
  const endpoint =
    `${config.apiUrl}/2010-04-01/Accounts/` +
    `${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function post(to: string, text: string): Promise<Attempt> {
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: to, From: config.fromNumber, Body: text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = await response.text();
      if (response.ok) return { isSent: true };
      return {
        isSent: false,
        isRetryable: response.status === 429 || response.status >= 500,
        reason: describeRefusal(response.status, answer),
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'request failed';
      return { isSent: false, isRetryable: true, reason: `no answer (${reason})` };
    }
  }

  async function postWithRetries(to: string, text: string): Promise<Attempt & { tries: number }> {
    let attempt = await post(to, text);
    let tries = 1;
    for (const delayMs of retryDelaysMs) {
      if (attempt.isSent || !attempt.isRetryable) break;
      await sleep(delayMs);
      attempt = await post(to, text);
      tries += 1;
    }
    return { ...attempt, tries };
  }

  return {
    async sendSms(message) {
      const to = toUsE164(message.to);
      const attempt = to
        ? await postWithRetries(to, message.text)
        : {
            isSent: false as const,
            isRetryable: false,
            reason: 'not a US mobile number',
            tries: 0,
          };
      if (attempt.isSent) return;
      options.log?.error(
        { recipient: maskNumber(message.to), reason: attempt.reason, tries: attempt.tries },
        'The SMS provider did not take a text message',
      );
      await options.keepUndelivered(message, attempt.reason);
      throw new MessageDeliveryError(`SMS not delivered: ${attempt.reason}`);
    },
  };
}

/** +1 and ten digits, from ten digits or 1 and ten digits; null for anything else. */
export function toUsE164(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (/^\d{10}$/.test(digits)) return `+1${digits}`;
  if (/^1\d{10}$/.test(digits)) return `+${digits}`;
  return null;
}

/** The status and, from a Twilio-style error body, the provider's code and message. */
function describeRefusal(status: number, answer: string): string {
  const detail = readProviderError(answer);
  return detail ? `HTTP ${status} (${detail})` : `HTTP ${status}`;
}

function readProviderError(answer: string): string | null {
  try {
    const parsed: unknown = JSON.parse(answer);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { code, message } = parsed as { code?: unknown; message?: unknown };
    const parts = [code, message].filter(
      (part): part is string | number => typeof part === 'string' || typeof part === 'number',
    );
    return parts.length > 0 ? parts.join(' ').slice(0, 200) : null;
  } catch {
    return null;
  }
}

/** Logs name the number by its last four digits only. */
function maskNumber(number: string): string {
  return `…${number.slice(-4)}`;
}

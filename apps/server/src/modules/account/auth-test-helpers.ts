import type { ApiClient } from '../../test/api-client';

export interface WireOutboxMessage {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
}

export interface WireUser {
  account: (Record<string, unknown> & { id: string; type: string; email: string | null }) | null;
  session: { authenticated: boolean };
}

export interface WireError {
  message: string;
  code: string;
  status: number;
  validation_errors: Record<string, string[]>;
  error_details: Record<string, unknown> | null;
}

/** The newest message the outbox holds for a recipient. */
export async function readLatestMessage(
  client: ApiClient,
  recipient: string,
): Promise<WireOutboxMessage> {
  const response = await client.get<{ result: WireOutboxMessage[] }>('/api/dev/outbox');
  const message = response.body.result.find((item) => item.recipient === recipient);
  if (!message) throw new Error(`No message for ${recipient}`);
  return message;
}

/** The token of the first link in a message (…?token=…). */
export function extractToken(body: string): string {
  const match = /token=([^\s&]+)/.exec(body);
  if (!match?.[1]) throw new Error('No link in the message');
  return decodeURIComponent(match[1]);
}

export function extractCode(body: string): string {
  const match = /\b(\d{6})\b/.exec(body);
  if (!match?.[1]) throw new Error('No code in the message');
  return match[1];
}

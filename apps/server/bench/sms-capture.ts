/**
 * A stand-in for the SMS provider during the benchmark: the server is configured with SMS_* to
 * send its texts here (the Twilio-style API the real adapter speaks), so the benchmark reads the
 * sign-in codes it needs from a production-mode server, which has no developer outbox.
 */
import { createServer, type IncomingMessage } from 'node:http';

export interface SmsCapture {
  /** Environment that points the server's SMS adapter here. */
  env: Record<string, string>;
  /** The newest text sent to a number (+1 and ten digits), waiting for it up to `timeoutMs`. */
  waitForText(to: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

const DEFAULT_WAIT_MS = 10_000;

export async function startSmsCapture(): Promise<SmsCapture> {
  const texts = new Map<string, string>();
  const waiters = new Map<string, Array<(text: string) => void>>();
  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => {
        const form = new URLSearchParams(body);
        const to = form.get('To') ?? '';
        const text = form.get('Body') ?? '';
        texts.set(to, text);
        for (const resolve of waiters.get(to) ?? []) resolve(text);
        waiters.delete(to);
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ sid: `SM${texts.size}`, status: 'queued' }));
      })
      .catch(() => {
        response.writeHead(400);
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    env: {
      SMS_API_URL: `http://127.0.0.1:${port}`,
      SMS_ACCOUNT_SID: 'ACbench',
      SMS_AUTH_TOKEN: 'bench-token',
      SMS_FROM_NUMBER: '+15005550006',
    },
    waitForText(to, timeoutMs = DEFAULT_WAIT_MS) {
      const known = texts.get(to);
      texts.delete(to);
      if (known !== undefined) return Promise.resolve(known);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no text to ${to}`)), timeoutMs);
        const list = waiters.get(to) ?? [];
        list.push((text) => {
          clearTimeout(timer);
          texts.delete(to);
          resolve(text);
        });
        waiters.set(to, list);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the provider received, as the test reads it. */
export interface ReceivedText {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/**
 * A Twilio-style SMS provider on a local port for tests: it records every request and answers
 * with the next of `answers` (then with the last one), 201 by default.
 */
export async function startSmsProviderTestServer() {
  const received: ReceivedText[] = [];
  let answers: ProviderAnswer[] = [];
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      const { status, body: payload } = answer ?? { status: 201, body: { sid: 'SM1' } };
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** The answers to give, in order; the last one repeats. */
    answerWith(next: ProviderAnswer[]) {
      answers = [...next];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmsProviderTestServer = Awaited<ReturnType<typeof startSmsProviderTestServer>>;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

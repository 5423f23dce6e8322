import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@fillwell/contracts';
import { APP_VERSION } from '@fillwell/domain';
import { readSlowClientCount } from '../test/attack-scale';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * One host trickling request bodies over many connections (a slowloris attack) must neither
 * hold them for ever nor crowd out other clients. The slow host is 127.0.0.2; everyone else
 * comes from 127.0.0.1.
 */
const SLOW_CLIENTS = readSlowClientCount();
const CONNECTION_CAP = 50;
const REQUEST_TIMEOUT_MS = 2000;
const SLOW_HOST = '127.0.0.2';
const TRICKLE_INTERVAL_MS = 250;
const WAIT_DEADLINE_MS = 30_000;

interface SlowClient {
  socket: Socket;
  answer: string;
  isClosed: boolean;
}

describe('slow clients', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: 'test',
      config: {
        http: {
          requestTimeoutMs: REQUEST_TIMEOUT_MS,
          idleTimeoutMs: 20_000,
          keepAliveTimeoutMs: 5000,
          maxConnectionsPerClient: CONNECTION_CAP,
        },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('caps one host’s connections, cuts trickling bodies after the timeout, serves others', async () => {
    const { port } = new URL(server.baseUrl);
    const slowClients = Array.from({ length: SLOW_CLIENTS }, () => openTricklingClient(port));
    const trickle = setInterval(() => {
      for (const client of slowClients) if (!client.isClosed) client.socket.write('{');
    }, TRICKLE_INTERVAL_MS);
    try {
      const closedCount = () => slowClients.filter((client) => client.isClosed).length;
      await waitUntil(() => closedCount() >= SLOW_CLIENTS - CONNECTION_CAP, 'the cap to apply');
      const others = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          fetch(`${server.baseUrl}/${index % 2 ? 'healthz' : 'readyz'}`).then(
            (response) => response.status,
          ),
        ),
      );
      await waitUntil(() => closedCount() === SLOW_CLIENTS, 'the request timeout to apply');

      const timedOut = slowClients.filter((client) => isTimeoutAnswer(client.answer));
      const refused = slowClients.filter((client) => client.answer === '');
      console.log(
        `slow clients: ${SLOW_CLIENTS} from one host, ${timedOut.length} held until the ` +
          `${REQUEST_TIMEOUT_MS / 1000} s request timeout, ${refused.length} refused by the cap ` +
          `of ${CONNECTION_CAP}; other requests served: ` +
          `${others.filter((status) => status === 200).length} of ${others.length}`,
      );
      expect(others.every((status) => status === 200)).toBe(true);
      expect(timedOut.length).toBeLessThanOrEqual(CONNECTION_CAP);
      expect(timedOut.length + refused.length).toBe(SLOW_CLIENTS);
      expect(await requestFrom(SLOW_HOST, `${server.baseUrl}/healthz`)).toBe(200);
    } finally {
      clearInterval(trickle);
      for (const client of slowClients) client.socket.destroy();
    }
  }, 60_000);
});

/**
 * A connection that sends the headers of a cart change (all a real client sends, so the server
 * waits for the body) and then its body far slower than it promised.
 */
function openTricklingClient(port: string): SlowClient {
  const socket = connect({ host: '127.0.0.1', port: Number(port), localAddress: SLOW_HOST });
  const client: SlowClient = { socket, answer: '', isClosed: false };
  socket.on('connect', () =>
    socket.write(
      `POST /api/v2/cart/items?platform=web&app=${APP_VERSION} HTTP/1.1\r\n` +
        `Host: 127.0.0.1\r\n${CSRF_HEADER.name}: ${CSRF_HEADER.value}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
    ),
  );
  socket.on('data', (chunk: Buffer) => (client.answer += chunk.toString()));
  socket.on('error', () => undefined);
  socket.on('close', () => (client.isClosed = true));
  return client;
}

/** A 408 in the one error shape. */
function isTimeoutAnswer(answer: string): boolean {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  if (!head.startsWith('HTTP/1.1 408')) return false;
  const parsed = JSON.parse(body) as { code?: unknown; status?: unknown };
  return parsed.code === 'request_timeout' && parsed.status === 408;
}

function requestFrom(localAddress: string, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { localAddress, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function waitUntil(condition: () => boolean, description: string): Promise<void> {
  const deadline = Date.now() + WAIT_DEADLINE_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A slowloris attack at scale: one host opens many connections that trickle a request body,
 * while other visitors keep asking for pages. Reports how many slow connections the server held
 * (its per-client cap) and how many of the other requests it answered.
 */
import { connect, type Socket } from 'node:net';
import { mapWithConcurrency, withClientQuery } from './bench-client';

const SLOW_CLIENTS = Number(process.env.BENCH_SLOW_CLIENTS ?? 20_000);
/** The attacking host: another loopback address than the visitors' 127.0.0.1. */
const SLOW_HOST = '127.0.0.3';
const BATCH = 500;
const TRICKLE_INTERVAL_MS = 1000;
const OTHER_REQUESTS = 80;
const OTHER_CONCURRENCY = 8;
/** Longer than the server's request timeout (30 s by default): every slow one is cut by then. */
const CUT_DEADLINE_MS = 120_000;

interface SlowClient {
  socket: Socket;
  hasSettled: boolean;
  isClosed: boolean;
}

export async function measureSlowClients(label: string, baseUrl: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  const clients: SlowClient[] = [];
  const trickle = setInterval(() => {
    for (const client of clients) if (!client.isClosed) client.socket.write(' ');
  }, TRICKLE_INTERVAL_MS);
  try {
    for (let opened = 0; opened < SLOW_CLIENTS; opened += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, SLOW_CLIENTS - opened) }, () =>
        openTricklingClient(hostname, Number(port)),
      );
      clients.push(...batch);
      await waitUntil(() => batch.every((client) => client.hasSettled), 30_000);
    }
    const held = clients.filter((client) => !client.isClosed).length;
    const statuses = await mapWithConcurrency(
      Array.from({ length: OTHER_REQUESTS }, (_, index) => index),
      OTHER_CONCURRENCY,
      (index) =>
        requestStatus(`${baseUrl}${index % 2 ? '/readyz' : withClientQuery('/api/v2/user')}`),
    );
    const served = statuses.filter((status) => status === 200).length;
    const cutStarted = Date.now();
    await waitUntil(() => clients.every((client) => client.isClosed), CUT_DEADLINE_MS);
    const stillOpen = clients.filter((client) => !client.isClosed).length;
    return (
      `${label}: ${SLOW_CLIENTS} slow clients from one host, ${held} held open (the rest refused ` +
      `by the per-client cap), all cut ${stillOpen === 0 ? `within ${Math.ceil((Date.now() - cutStarted) / 1000)} s` : `but ${stillOpen}`}; ` +
      `other requests answered 200: ${served} of ${OTHER_REQUESTS}`
    );
  } finally {
    clearInterval(trickle);
    for (const client of clients) client.socket.destroy();
  }
}

/** Sends a cart change's headers, then its promised body a byte at a time. */
function openTricklingClient(host: string, port: number): SlowClient {
  const socket = connect({ host, port, localAddress: SLOW_HOST });
  const client: SlowClient = { socket, hasSettled: false, isClosed: false };
  socket.on('connect', () => {
    socket.write(
      `POST ${withClientQuery('/api/v2/cart/items')} HTTP/1.1\r\nHost: ${host}\r\n` +
        'X-Requested-With: fillwell\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n',
    );
    // A connection the server keeps is settled once it has been open a moment.
    setTimeout(() => (client.hasSettled = true), 200);
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    client.isClosed = true;
    client.hasSettled = true;
  });
  return client;
}

async function requestStatus(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

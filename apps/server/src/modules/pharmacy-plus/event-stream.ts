import type { FastifyReply, FastifyRequest } from 'fastify';
import { snakeCaseKeys } from '@fillwell/contracts';

const HEARTBEAT_MS = 20_000;
/** How soon a browser reconnects after the stream ends. */
const RETRY_MS = 3_000;

export interface EventStream {
  send(event: string, data: unknown): void;
  /** Runs when the stream ends, whichever side ends it. */
  onClose(cleanup: () => void): void;
  close(): void;
}

/**
 * Turns the reply into server-sent events (what the browser's EventSource reads): the answer's
 * headers as set so far (security headers), a comment every 20 s so proxies keep it open, and
 * each event's data as wire (snake_case) JSON. Ends by itself after `maxMs`.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  maxMs: number,
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = String(value);
  }
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n: open\n\n`);
  const cleanups: Array<() => void> = [];
  let isClosed = false;
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const deadline = setTimeout(() => close(), maxMs);

  function close(): void {
    if (isClosed) return;
    isClosed = true;
    clearInterval(heartbeat);
    clearTimeout(deadline);
    for (const cleanup of cleanups) cleanup();
    if (!raw.writableEnded) raw.end();
  }
  request.raw.on('close', close);
  raw.on('close', close);

  return {
    send(event, data) {
      if (isClosed) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(snakeCaseKeys(data))}\n\n`);
    },
    onClose(cleanup) {
      if (isClosed) cleanup();
      else cleanups.push(cleanup);
    },
    close,
  };
}

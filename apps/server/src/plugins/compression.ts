import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { chooseContentCoding } from './accept-encoding';
import { compressNow } from './compress-bytes';
import type { KeptAnswers } from './kept-answers';

export interface CompressionOptions {
  /** Where the compressed forms of `keptRoutes` answers are kept. */
  keptAnswers: KeptAnswers;
  /** GET routes (as registered, with their prefix) whose answers are the same for everyone. */
  keptRoutes: readonly string[];
  /** Answers smaller than this are sent as they are (1 KiB). */
  thresholdBytes?: number;
}

const DEFAULT_THRESHOLD_BYTES = 1024;
/** JSON answers and the pages' HTML. */
const COMPRESSIBLE_TYPE = /^(?:application\/(?:[\w.-]+\+)?json|text\/html)\s*(?:;|$)/i;
/** Strings are written into this buffer to be compared and compressed, not into a new one each. */
const MAX_SCRATCH_BYTES = 1024 * 1024;
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

/**
 * Sends JSON answers and pages of `thresholdBytes` or more brotli- or gzip-compressed as the client's
 * Accept-Encoding prefers, with `Vary: Accept-Encoding` and the compressed length. Leaves alone
 * HEAD requests, 204 and 304 answers, streams (static files, precompressed at build time) and
 * answers that already name a Content-Encoding.
 */
async function registerCompression(app: FastifyInstance, options: CompressionOptions) {
  const keptRoutes = new Set(options.keptRoutes);
  const thresholdBytes = options.thresholdBytes ?? DEFAULT_THRESHOLD_BYTES;

  function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (!isCompressible(request, reply, payload)) return payload;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < thresholdBytes) return payload;
    addVary(reply);
    const coding = chooseContentCoding(request.headers['accept-encoding']);
    if (coding === null) return payload;
    const bytes = toBytes(payload, size);
    const compressed = isKeptAnswer(request, reply)
      ? options.keptAnswers.compress(toKeptKey(request.url), bytes, coding)
      : compressNow(coding, bytes);
    reply.header('content-encoding', coding);
    reply.header('content-length', compressed.length);
    return compressed;
  }

  function isKeptAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
    const route = request.routeOptions.url;
    return (
      reply.statusCode === 200 &&
      request.method === 'GET' &&
      route !== undefined &&
      keptRoutes.has(route)
    );
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, compressAnswer(request, reply, payload));
  });
}

function isCompressible(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is string | Buffer {
  const status = reply.statusCode;
  const type = reply.getHeader('content-type');
  return (
    (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
    request.method !== 'HEAD' &&
    status >= 200 &&
    status !== 204 &&
    status !== 304 &&
    !reply.hasHeader('content-encoding') &&
    typeof type === 'string' &&
    COMPRESSIBLE_TYPE.test(type)
  );
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'Accept-Encoding');
    return;
  }
  const names = String(vary);
  if (names.trim() !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(names)) {
    reply.header('vary', `${names}, Accept-Encoding`);
  }
}

/** The answer's bytes; for a string, a view on the scratch buffer, valid until the next call. */
function toBytes(payload: string | Buffer, size: number): Buffer {
  if (Buffer.isBuffer(payload)) return payload;
  if (size > MAX_SCRATCH_BYTES) return Buffer.from(payload);
  if (size > scratch.length)
    scratch = Buffer.allocUnsafeSlow(Math.min(size * 2, MAX_SCRATCH_BYTES));
  const written = scratch.write(payload);
  return scratch.subarray(0, written);
}

/**
 * The kept answer's key: the path without regard to case (slugs and letters are looked up that
 * way) and the query in name order. Two URLs meeting here with different answers cost a
 * compression, never a wrong answer: a kept form is used only for the exact bytes it was made from.
 */
export function toKeptKey(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url.toLowerCase();
  const query = url.slice(queryStart + 1);
  const sorted = query.includes('&') ? query.split('&').sort().join('&') : query;
  return `${url.slice(0, queryStart).toLowerCase()}?${sorted}`;
}

export const compressionPlugin = fp(registerCompression, { name: 'compression' });

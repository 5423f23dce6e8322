import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ContentCoding } from './accept-encoding';

/** Per-answer speed: about 0.1–0.3 ms for a 10–20 KB answer on this server's machines. */
const FAST_BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
/** For answers compressed once and kept: tens of milliseconds, so never on the event loop. */
const BEST_BROTLI_QUALITY = 11;

/** `bytes` compressed in `coding` at a speed fit for every request (synchronously). */
export function compressNow(coding: ContentCoding, bytes: Buffer): Buffer {
  return coding === 'br'
    ? brotliCompressSync(bytes, toBrotliOptions(FAST_BROTLI_QUALITY, bytes.length))
    : gzipSync(bytes, { level: GZIP_LEVEL });
}

/** `bytes` compressed with brotli's best quality, in the thread pool. */
export function compressBest(bytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    brotliCompress(bytes, toBrotliOptions(BEST_BROTLI_QUALITY, bytes.length), (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * A copy in memory of its own, exactly as long: zlib's results are views on its larger work
 * buffers, and a small Buffer.from copy shares Node's pool slab, either of which a kept answer
 * would hold on to.
 */
export function copyExact(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

function toBrotliOptions(quality: number, sizeHint: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
    },
  };
}

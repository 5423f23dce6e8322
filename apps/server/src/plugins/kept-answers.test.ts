import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { ContentCoding } from './accept-encoding';
import { compressBest, compressNow } from './compress-bytes';
import { createKeptAnswers, type AnswerCompressor } from './kept-answers';

const answerOf = (text: string, repeat = 100) => Buffer.from(text.repeat(repeat));

/** The real compressor, counting its calls; its best quality waits until released. */
function countingCompressor() {
  const released: Array<() => void> = [];
  const compressor = {
    compressNow: vi.fn((coding: ContentCoding, bytes: Buffer) => compressNow(coding, bytes)),
    compressBest: vi.fn(async (bytes: Buffer) => {
      await new Promise<void>((resolve) => released.push(resolve));
      return compressBest(bytes);
    }),
  } satisfies AnswerCompressor;
  return { compressor, releaseAll: () => released.splice(0).forEach((release) => release()) };
}

function decompress(coding: ContentCoding, bytes: Buffer): string {
  return (coding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString();
}

describe('kept answers', () => {
  it('compresses an answer once per coding and reuses it while the bytes are the same', () => {
    const { compressor } = countingCompressor();
    const kept = createKeptAnswers({ compressor });
    const answer = answerOf('{"name":"atorvastatin"}');
    const first = kept.compress('/a', answer, 'gzip');
    expect(decompress('gzip', first)).toBe(answer.toString());
    expect(kept.compress('/a', Buffer.from(answer), 'gzip')).toBe(first);
    const br = kept.compress('/a', answer, 'br');
    expect(decompress('br', br)).toBe(answer.toString());
    expect(compressor.compressNow).toHaveBeenCalledTimes(2);
    expect(kept.measure().entries).toBe(1);
  });

  it('never answers with a form made from other bytes', () => {
    const { compressor } = countingCompressor();
    const kept = createKeptAnswers({ compressor });
    const before = answerOf('{"price":"$12.00"}');
    const after = answerOf('{"price":"$120.00"}');
    kept.compress('/a', before, 'gzip');
    const changed = kept.compress('/a', after, 'gzip');
    expect(decompress('gzip', changed)).toBe(after.toString());
    expect(kept.measure().entries).toBe(1);
    expect(kept.measure().bytes).toBe(after.length + changed.length);
  });

  it('forgets everything when cleared', () => {
    const { compressor } = countingCompressor();
    const kept = createKeptAnswers({ compressor });
    const answer = answerOf('{"a":1}');
    kept.compress('/a', answer, 'br');
    kept.clear();
    expect(kept.measure()).toEqual({ entries: 0, bytes: 0 });
    kept.compress('/a', answer, 'br');
    expect(compressor.compressNow).toHaveBeenCalledTimes(2);
  });

  it('keeps within its bounds, giving answers used since a second chance', () => {
    const { compressor } = countingCompressor();
    const kept = createKeptAnswers({ compressor, maxEntries: 3 });
    const answers = ['a', 'b', 'c', 'd', 'e'].map((name) => answerOf(`{"${name}":1}`));
    const [a, b, c, d, e] = answers as [Buffer, Buffer, Buffer, Buffer, Buffer];
    kept.compress('/a', a, 'gzip');
    kept.compress('/b', b, 'gzip');
    kept.compress('/c', c, 'gzip');
    kept.compress('/a', a, 'gzip');
    kept.compress('/d', d, 'gzip');
    expect(kept.measure().entries).toBe(3);
    compressor.compressNow.mockClear();
    // /b went first; /a, used since it was kept, stayed.
    kept.compress('/a', a, 'gzip');
    expect(compressor.compressNow).not.toHaveBeenCalled();
    kept.compress('/b', b, 'gzip');
    expect(compressor.compressNow).toHaveBeenCalledTimes(1);
    kept.compress('/e', e, 'gzip');
    expect(kept.measure().entries).toBe(3);
  });

  it('holds no more than its byte bound, and does not keep answers too large for it', () => {
    const { compressor } = countingCompressor();
    const kept = createKeptAnswers({ compressor, maxBytes: 20_000 });
    for (let index = 0; index < 20; index += 1) {
      kept.compress(`/${index}`, answerOf(`{"n":${index}}`, 300), 'gzip');
      expect(kept.measure().bytes).toBeLessThanOrEqual(20_000);
    }
    const held = kept.measure();
    const large = answerOf('{"large":true}', 1000);
    expect(decompress('gzip', kept.compress('/large', large, 'gzip'))).toBe(large.toString());
    expect(kept.measure()).toEqual(held);
  });

  it('replaces the brotli form with the best quality once the answer is asked for again', async () => {
    const { compressor, releaseAll } = countingCompressor();
    const kept = createKeptAnswers({ compressor });
    const answer = Buffer.from(
      JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `drug ${i % 17}` }))),
    );
    const fast = kept.compress('/a', answer, 'br');
    expect(kept.compress('/a', answer, 'br')).toBe(fast);
    kept.compress('/a', answer, 'br');
    expect(compressor.compressBest).toHaveBeenCalledTimes(1);
    releaseAll();
    await vi.waitFor(() => expect(kept.compress('/a', answer, 'br')).not.toBe(fast));
    const best = kept.compress('/a', answer, 'br');
    expect(best.length).toBeLessThan(fast.length);
    expect(decompress('br', best)).toBe(answer.toString());
    expect(kept.measure().bytes).toBe(answer.length + best.length);
    expect(compressor.compressBest).toHaveBeenCalledTimes(1);
  });

  it('drops a best form made for data that changed meanwhile', async () => {
    const { compressor, releaseAll } = countingCompressor();
    const kept = createKeptAnswers({ compressor });
    const before = answerOf('{"price":"$12.00"}');
    const after = answerOf('{"price":"$99.00"}');
    kept.compress('/a', before, 'br');
    kept.compress('/a', before, 'br');
    const fresh = kept.compress('/a', after, 'br');
    releaseAll();
    await vi.waitFor(() => expect(compressor.compressBest.mock.results[0]?.type).toBe('return'));
    await compressor.compressBest.mock.results[0]?.value;
    await new Promise((resolve) => setImmediate(resolve));
    expect(kept.compress('/a', after, 'br')).toBe(fresh);
    expect(decompress('br', fresh)).toBe(after.toString());
  });
});

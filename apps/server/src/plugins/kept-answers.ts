import type { ContentCoding } from './accept-encoding';
import { compressBest, compressNow, copyExact } from './compress-bytes';

export interface AnswerCompressor {
  /** Compressed at once, for the answer being sent. */
  compressNow(coding: ContentCoding, bytes: Buffer): Buffer;
  /** Brotli at its best quality, off the event loop, once an answer proves to be asked for again. */
  compressBest(bytes: Buffer): Promise<Buffer>;
}

export interface KeptAnswersOptions {
  /** The most bytes kept, answers and their compressed forms together (4 MiB). */
  maxBytes?: number;
  /** The most answers kept (512). */
  maxEntries?: number;
  compressor?: AnswerCompressor;
}

export interface KeptAnswers {
  /**
   * `bytes` compressed in `coding`: the kept form when the answer kept under `key` is exactly
   * these bytes; otherwise compressed now and kept in its place.
   */
  compress(key: string, bytes: Buffer, coding: ContentCoding): Buffer;
  /** Forgets every kept answer (the data they were made from changed). */
  clear(): void;
  /** How many answers and bytes are kept now. */
  measure(): { entries: number; bytes: number };
}

interface KeptAnswer {
  /** A copy of the exact answer, checked on every use: a kept form never outlives its data. */
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** Used since the last eviction pass looked at it (it gets a second chance). */
  isUsed: boolean;
  /** Its brotli form is (being) made at the best quality. */
  isBrBest: boolean;
}

const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;
const DEFAULT_MAX_ENTRIES = 512;
const DEFAULT_COMPRESSOR: AnswerCompressor = { compressNow, compressBest };

/**
 * Compressed forms of answers that are the same for everyone, made once and kept as Buffers (off
 * the JavaScript heap), within a small bound. Kept objects that outlive the young generation
 * cost this server's p99 through old-generation collections, so a hit allocates nothing, and
 * eviction is first-in-first-out with a second chance for answers used since, rather than a
 * least-recently-used order that would move an entry on every hit.
 */
export function createKeptAnswers(options: KeptAnswersOptions = {}): KeptAnswers {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const compressor = options.compressor ?? DEFAULT_COMPRESSOR;
  const answers = new Map<string, KeptAnswer>();
  let keptBytes = 0;
  let isImproving = false;

  function remove(key: string, answer: KeptAnswer): void {
    answers.delete(key);
    keptBytes -= measureAnswer(answer);
  }

  function keep(key: string, bytes: Buffer): KeptAnswer {
    const answer: KeptAnswer = {
      identity: copyExact(bytes),
      br: null,
      gzip: null,
      isUsed: false,
      isBrBest: false,
    };
    answers.set(key, answer);
    keptBytes += bytes.length;
    return answer;
  }

  function evict(): void {
    for (const [key, answer] of answers) {
      if (keptBytes <= maxBytes && answers.size <= maxEntries) return;
      remove(key, answer);
      if (answer.isUsed) {
        answer.isUsed = false;
        answers.set(key, answer);
        keptBytes += measureAnswer(answer);
      }
    }
  }

  /** Replaces the fast brotli form with the best one, one answer at a time. */
  function improve(key: string, answer: KeptAnswer): void {
    if (isImproving) return;
    isImproving = true;
    answer.isBrBest = true;
    compressor
      .compressBest(answer.identity)
      .then((best) => {
        if (answers.get(key) !== answer || answer.br === null) return;
        keptBytes += best.length - answer.br.length;
        answer.br = copyExact(best);
      })
      // A failure keeps the fast form, which is just as correct.
      .catch(() => undefined)
      .finally(() => {
        isImproving = false;
      });
  }

  function compress(key: string, bytes: Buffer, coding: ContentCoding): Buffer {
    if (bytes.length * 4 > maxBytes) return compressor.compressNow(coding, bytes);
    let answer = answers.get(key);
    if (answer && !answer.identity.equals(bytes)) {
      remove(key, answer);
      answer = undefined;
    }
    answer ??= keep(key, bytes);
    const kept = answer[coding];
    if (kept !== null) {
      answer.isUsed = true;
      if (coding === 'br' && !answer.isBrBest) improve(key, answer);
      return kept;
    }
    const compressed = copyExact(compressor.compressNow(coding, bytes));
    answer[coding] = compressed;
    keptBytes += compressed.length;
    evict();
    return compressed;
  }

  return {
    compress,
    clear() {
      answers.clear();
      keptBytes = 0;
    },
    measure: () => ({ entries: answers.size, bytes: keptBytes }),
  };
}

function measureAnswer(answer: KeptAnswer): number {
  return answer.identity.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);
}

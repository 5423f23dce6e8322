import { LRUCache } from 'lru-cache';

/**
 * A page rendered for visitors, split where each visitor's own account answer goes: the same
 * bytes for every visitor before and after it.
 */
export interface VisitorPage {
  status: number;
  head: Buffer;
  tail: Buffer;
}

export interface VisitorPages {
  find(key: string): VisitorPage | undefined;
  keep(key: string, page: VisitorPage): void;
  /** Forgets every page (the data they were rendered from changed). */
  clear(): void;
}

export interface VisitorPagesOptions {
  /** The most bytes kept (32 MiB). */
  maxBytes?: number;
  /**
   * How long a page is kept (one minute). Reference data changes clear the pages at once; this
   * bounds how long a page can show anything else that changed (a treatment's price).
   */
  ttlMs?: number;
  /** The clock pages age by, in milliseconds. */
  now?: () => number;
}

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const DEFAULT_TTL_MS = 60_000;

/**
 * The public pages as rendered for visitors without an account, kept by address: a page asked
 * for again is sent without rendering it. A member's pages are always rendered.
 */
export function createVisitorPages(options: VisitorPagesOptions = {}): VisitorPages {
  const pages = new LRUCache<string, VisitorPage>({
    maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
    sizeCalculation: (page) => page.head.length + page.tail.length + 1,
    ttl: options.ttlMs ?? DEFAULT_TTL_MS,
    // A page is as old as its rendering: reading it does not make it younger.
    updateAgeOnGet: false,
    // Read the clock on each look-up rather than caching it on a timer.
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  return {
    find: (key) => pages.get(key),
    keep(key, page) {
      pages.set(key, page);
    },
    clear: () => pages.clear(),
  };
}

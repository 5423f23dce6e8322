/**
 * Counts a client's claims for member IDs that are no card's, in fixed windows, in this
 * process's memory (like the per-route rate limits). A client that keeps guessing is refused
 * for the rest of its window; paid claims are never counted, so a busy pharmacy switch sending
 * thousands of real claims from one address is never slowed.
 */
export interface GuessThrottle {
  /** Milliseconds until the client may claim again; 0 when it may now. */
  getWaitMs(client: string): number;
  /** One more unknown member ID from the client. */
  record(client: string): void;
}

export interface GuessThrottleOptions {
  /** Unknown member IDs a client may send within a window. */
  limit: number;
  windowMs: number;
  /** Clients remembered at once; past it the expired windows go, then the oldest. */
  maxClients?: number;
  now?: () => number;
}

interface Window {
  startedAt: number;
  count: number;
}

const DEFAULT_MAX_CLIENTS = 10_000;

export function createGuessThrottle(options: GuessThrottleOptions): GuessThrottle {
  const { limit, windowMs, maxClients = DEFAULT_MAX_CLIENTS, now = Date.now } = options;
  const windows = new Map<string, Window>();
  const isCurrent = (window: Window, at: number) => at - window.startedAt < windowMs;

  function makeRoom(at: number): void {
    for (const [client, window] of windows) if (!isCurrent(window, at)) windows.delete(client);
    const oldest = windows.keys().next();
    if (windows.size >= maxClients && !oldest.done) windows.delete(oldest.value);
  }

  return {
    getWaitMs(client) {
      const window = windows.get(client);
      const at = now();
      if (!window || !isCurrent(window, at) || window.count < limit) return 0;
      return window.startedAt + windowMs - at;
    },
    record(client) {
      const at = now();
      const window = windows.get(client);
      if (window && isCurrent(window, at)) {
        window.count += 1;
        return;
      }
      windows.delete(client);
      if (windows.size >= maxClients) makeRoom(at);
      windows.set(client, { startedAt: at, count: 1 });
    },
  };
}

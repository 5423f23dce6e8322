import type { AnalyticsEvent, UtmValuesPayload } from '@fillwell/contracts';
import { ANALYTICS_LIMITS } from '@fillwell/contracts';

/** A batch as sent: events, and the arrival's UTM values until they were delivered once. */
export interface EventBatch {
  events: AnalyticsEvent[];
  utm?: UtmValuesPayload;
}

/** Sends a batch; `isUnloading` asks for a request that outlives the page. True when delivered. */
export type SendBatch = (batch: EventBatch, isUnloading: boolean) => Promise<boolean>;

export interface EventQueueOptions {
  send: SendBatch;
  /** Sends once this many events wait (10), or every flushIntervalMs (5 s). */
  batchSize?: number;
  flushIntervalMs?: number;
  /** Events kept while the server cannot be reached; the oldest are dropped beyond it. */
  maxWaiting?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const DEFAULT_BATCH_SIZE = 10;
const DEFAULT_FLUSH_INTERVAL_MS = 5000;
const DEFAULT_MAX_WAITING = 200;

/**
 * Events in batches: sent when `batchSize` wait or `flushIntervalMs` after the first waiting
 * one, and all at once when the page goes away. A batch that fails is put back in front.
 */
export function createEventQueue(options: EventQueueOptions) {
  const batchSize = Math.min(
    options.batchSize ?? DEFAULT_BATCH_SIZE,
    ANALYTICS_LIMITS.maxEventsPerBatch,
  );
  const flushIntervalMs = options.flushIntervalMs ?? DEFAULT_FLUSH_INTERVAL_MS;
  const maxWaiting = options.maxWaiting ?? DEFAULT_MAX_WAITING;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as number));
  let waiting: AnalyticsEvent[] = [];
  let utm: UtmValuesPayload | null = null;
  let timer: unknown = null;
  let inFlight: Promise<void> | null = null;

  function schedule(): void {
    if (timer !== null || waiting.length === 0) return;
    timer = setTimer(() => {
      timer = null;
      void flush(false);
    }, flushIntervalMs);
  }

  function takeBatch(): EventBatch {
    const events = waiting.splice(0, batchSize);
    return utm ? { events, utm } : { events };
  }

  async function sendOne(isUnloading: boolean): Promise<boolean> {
    const batch = takeBatch();
    const isDelivered = await options.send(batch, isUnloading).catch(() => false);
    if (isDelivered) {
      if (batch.utm) utm = null;
    } else {
      waiting = [...batch.events, ...waiting].slice(0, maxWaiting);
    }
    return isDelivered;
  }

  async function flush(isUnloading: boolean): Promise<void> {
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    if (isUnloading) {
      // The page is going: every waiting event leaves now, in requests that outlive it.
      while (waiting.length > 0) void options.send(takeBatch(), true);
      return;
    }
    // One send at a time: a flush asked for meanwhile runs after the current one.
    if (inFlight) return inFlight.then(() => flush(false));
    inFlight = (async () => {
      while (waiting.length > 0 && (await sendOne(false)));
    })();
    try {
      await inFlight;
    } finally {
      inFlight = null;
      schedule();
    }
  }

  return {
    add(event: AnalyticsEvent): void {
      waiting.push(event);
      if (waiting.length > maxWaiting) waiting = waiting.slice(waiting.length - maxWaiting);
      if (waiting.length >= batchSize) void flush(false);
      else schedule();
    },
    /** The arrival's UTM values ride with the next batch, until one is delivered. */
    setArrivalUtm(values: UtmValuesPayload): void {
      utm = values;
    },
    flush,
    /** Ends the queue: its timer is cleared and waiting events are dropped. */
    stop(): void {
      if (timer !== null) clearTimer(timer);
      timer = null;
      waiting = [];
    },
    get size(): number {
      return waiting.length;
    },
  };
}

export type EventQueue = ReturnType<typeof createEventQueue>;

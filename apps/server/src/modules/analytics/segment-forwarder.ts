import { randomUUID } from 'node:crypto';
import { SPEC_SNAKE_CASE_PROPERTIES, type UtmValues } from '@fillwell/domain';
import type { AnalyticsEventType, AnalyticsProperties } from '@fillwell/contracts';

/** An event as the forwarder sends it on. */
export interface ForwardedEvent {
  type: AnalyticsEventType;
  name: string;
  properties: AnalyticsProperties;
  occurredAt: Date;
  visitId: string | null;
  accountId: string | null;
  /** The UTM values the batch arrived with, as Segment's context.campaign. */
  utm: UtmValues | null;
}

export interface SegmentForwarderOptions {
  writeKey: string;
  /** A Segment-compatible batch endpoint, e.g. https://api.segment.io/v1/batch. */
  url: string;
  /** Sends once this many events wait, or after flushIntervalMs. */
  maxBatch?: number;
  flushIntervalMs?: number;
  /** Events kept while the endpoint is slow or down; the oldest are dropped beyond it. */
  maxQueued?: number;
  fetch?: typeof fetch;
  onError: (error: unknown) => void;
}

/** The spec's own property names (a few are snake case) for a forwarded event. */
function toSpecProperties(properties: AnalyticsProperties): AnalyticsProperties {
  return Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      SPEC_SNAKE_CASE_PROPERTIES[key] ?? key,
      value,
    ]),
  );
}

/** The Segment HTTP API message (track or page) for an event. */
export function toSegmentMessage(event: ForwardedEvent): Record<string, unknown> {
  const identity = {
    // Segment needs one of the two; a session-less event gets a one-off id.
    anonymousId: event.visitId ?? randomUUID(),
    ...(event.accountId ? { userId: event.accountId } : {}),
  };
  const context = event.utm ? { campaign: { ...event.utm, name: event.utm.campaign } } : {};
  return {
    type: event.type,
    ...(event.type === 'track' ? { event: event.name } : { name: event.name }),
    properties: toSpecProperties(event.properties),
    ...identity,
    context,
    timestamp: event.occurredAt.toISOString(),
    messageId: randomUUID(),
  };
}

/**
 * Forwards events to a Segment-compatible batch endpoint (POST {batch, sentAt}, HTTP Basic
 * auth with the write key as user name), in the background: collecting never waits for it.
 */
export function createSegmentForwarder(options: SegmentForwarderOptions) {
  const maxBatch = options.maxBatch ?? 100;
  const maxQueued = options.maxQueued ?? 10_000;
  const send = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.writeKey}:`).toString('base64')}`;
  let queue: Array<Record<string, unknown>> = [];
  let inFlight: Promise<void> = Promise.resolve();
  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 1000);
  timer.unref();

  async function post(batch: Array<Record<string, unknown>>): Promise<void> {
    try {
      const response = await send(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ batch, sentAt: new Date().toISOString() }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Analytics forwarding answered ${response.status}`);
    } catch (error) {
      options.onError(error);
    }
  }

  function flush(): Promise<void> {
    if (queue.length === 0) return inFlight;
    const batch = queue.splice(0, maxBatch);
    inFlight = inFlight.then(() => post(batch));
    return queue.length > 0 ? flush() : inFlight;
  }

  return {
    enqueue(events: readonly ForwardedEvent[]): void {
      queue.push(...events.map(toSegmentMessage));
      if (queue.length > maxQueued) queue = queue.slice(queue.length - maxQueued);
      if (queue.length >= maxBatch) void flush();
    },
    /** Sends what waits and resolves once every send so far has ended. */
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

export type SegmentForwarder = ReturnType<typeof createSegmentForwarder>;

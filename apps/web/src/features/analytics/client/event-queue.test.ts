import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '@fillwell/contracts';
import { createEventQueue, type EventBatch } from './event-queue';

function event(index: number): AnalyticsEvent {
  return {
    type: 'track',
    name: `Event ${index}`,
    properties: {},
    occurredAt: new Date().toISOString(),
  };
}

function createFakeTimers() {
  const pending: Array<() => void> = [];
  return {
    setTimer: (callback: () => void) => {
      pending.push(callback);
      return pending.length;
    },
    clearTimer: vi.fn(),
    fire: () => pending.splice(0).forEach((callback) => callback()),
    get count() {
      return pending.length;
    },
  };
}

describe('the event queue', () => {
  it('sends a batch as soon as ten events wait, and the rest when the interval ends', async () => {
    const sent: EventBatch[] = [];
    const timers = createFakeTimers();
    const queue = createEventQueue({
      send: async (batch) => {
        sent.push(batch);
        return true;
      },
      ...timers,
    });
    for (let index = 0; index < 12; index += 1) queue.add(event(index));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.events.map((e) => e.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Event ${index}`),
    );
    expect(queue.size).toBe(2);
    timers.fire();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.events).toHaveLength(2);
    expect(queue.size).toBe(0);
  });

  it('keeps a batch that failed and sends it again, in order, next time', async () => {
    const outcomes = [false, true];
    const sent: EventBatch[] = [];
    const timers = createFakeTimers();
    const queue = createEventQueue({
      send: async (batch) => {
        sent.push(batch);
        return outcomes.shift() ?? true;
      },
      ...timers,
    });
    queue.add(event(1));
    queue.add(event(2));
    timers.fire();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await vi.waitFor(() => expect(queue.size).toBe(2));
    queue.add(event(3));
    timers.fire();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.events.map((e) => e.name)).toEqual(['Event 1', 'Event 2', 'Event 3']);
  });

  it('sends everything at once, as requests that outlive the page, when the page goes', async () => {
    const calls: Array<{ size: number; isUnloading: boolean }> = [];
    const queue = createEventQueue({
      send: async (batch, isUnloading) => {
        calls.push({ size: batch.events.length, isUnloading });
        return true;
      },
      batchSize: 10,
      ...createFakeTimers(),
    });
    // Added without reaching the batch size in between: 9, then more after each flush.
    for (let index = 0; index < 9; index += 1) queue.add(event(index));
    await queue.flush(true);
    expect(calls).toEqual([{ size: 9, isUnloading: true }]);
    expect(queue.size).toBe(0);
  });

  it('sends the arrival UTM values with batches until one is delivered', async () => {
    const sent: EventBatch[] = [];
    const outcomes = [false, true, true];
    const queue = createEventQueue({
      send: async (batch) => {
        sent.push(structuredClone(batch));
        return outcomes.shift() ?? true;
      },
      ...createFakeTimers(),
    });
    queue.setArrivalUtm({ source: 'news', campaign: 'spring' });
    queue.add(event(1));
    await queue.flush(false);
    await queue.flush(false);
    queue.add(event(2));
    await queue.flush(false);
    expect(sent.map((batch) => batch.utm ?? null)).toEqual([
      { source: 'news', campaign: 'spring' },
      { source: 'news', campaign: 'spring' },
      null,
    ]);
  });
});

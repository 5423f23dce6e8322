import type { AppDatabase } from '../../db/client';
import type { FulfillmentService } from './fulfillment-service';
import { listIdleOrders } from './order-repository';

export interface FulfillmentSimulatorOptions {
  db: AppDatabase;
  fulfillment: FulfillmentService;
  /** An order moves on once its status has not changed for this long. */
  stepSeconds: number;
  tickMs?: number;
  /** Orders moved per tick at most. */
  batchSize?: number;
  onError: (error: unknown) => void;
}

/**
 * Stands in for the pharmacy while none is connected: about every second, paid orders whose
 * status has not moved for a step's time move one step on. Runs between start() and stop().
 */
export function createFulfillmentSimulator(options: FulfillmentSimulatorOptions) {
  const { db, fulfillment, stepSeconds } = options;
  const tickMs = options.tickMs ?? 1000;
  const batchSize = options.batchSize ?? 100;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function tick(): Promise<number> {
    const idle = await listIdleOrders(db, stepSeconds, batchSize);
    let moved = 0;
    for (const { id, fulfillmentStatus } of idle) {
      if (await fulfillment.advance(id, 'simulator', { from: fulfillmentStatus })) moved += 1;
    }
    return moved;
  }

  /** One tick at a time: a slow one is not overlapped by the next. */
  function runTick(): void {
    if (running) return;
    running = tick()
      .then(() => undefined)
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  }

  function start(): void {
    if (timer) return;
    timer = setInterval(runTick, tickMs);
    timer.unref();
  }

  /** Stops the timer and waits for a tick under way, so the database can close after. */
  async function stop(): Promise<void> {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  }

  return { start, stop, tick };
}

export type FulfillmentSimulator = ReturnType<typeof createFulfillmentSimulator>;

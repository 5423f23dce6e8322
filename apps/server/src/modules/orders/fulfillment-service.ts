import { getNextFulfillmentStatus } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import { findOrder, insertOrderEvents, moveFulfillmentStatus } from './order-repository';
import { readFulfillment, readFulfillmentStatus } from './stored-values';

/**
 * Who moved an order: a person at the pharmacy, the simulator, a developer's dev call, or the
 * clinician whose prescription released it.
 */
export type FulfillmentActor = 'pharmacy' | 'simulator' | 'developer' | 'clinician';

export interface AdvanceResult {
  from: string;
  to: string;
}

export interface AdvanceOptions {
  /** Kept on the audit event. */
  note?: string;
  /**
   * The status the caller saw: the order moves only from it. A simulator's listed order that
   * another process moved meanwhile stays where that move left it, instead of a second step.
   */
  from?: string;
}

/**
 * Moves a paid order one fulfillment step: pending or transferring → dispensing → shipping →
 * delivered (pickup: dispensing → ready_for_pickup → picked_up), with an audit event. Null when
 * the order is not paid, is at the end, or was moved by someone else meanwhile.
 */
export interface FulfillmentServiceOptions {
  /** Told of each step the order moved (to tell the person); its failures are its own. */
  onMoved?: (orderId: string, moved: AdvanceResult) => Promise<void>;
}

export function createFulfillmentService(db: AppDatabase, options: FulfillmentServiceOptions = {}) {
  async function advance(
    orderId: string,
    actor: FulfillmentActor,
    { note, from: seenFrom }: AdvanceOptions = {},
  ): Promise<AdvanceResult | null> {
    const order = await findOrder(db, orderId);
    if (order?.status !== 'paid') return null;
    const from = readFulfillmentStatus(order.fulfillmentStatus);
    if (seenFrom !== undefined && from !== seenFrom) return null;
    const to = getNextFulfillmentStatus(from, readFulfillment(order.fulfillment));
    if (!to) return null;
    const moved = await db.transaction(async (tx) => {
      if (!(await moveFulfillmentStatus(tx, orderId, from, to))) return null;
      await insertOrderEvents(tx, [
        { orderId, kind: 'fulfillment', fromStatus: from, toStatus: to, actor, note: note ?? null },
      ]);
      return { from, to };
    });
    if (moved) await options.onMoved?.(orderId, moved);
    return moved;
  }

  return { advance };
}

export type FulfillmentService = ReturnType<typeof createFulfillmentService>;

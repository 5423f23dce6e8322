import type { AppDatabase } from '../../db/client';
import type { OrderRow } from '../../db/schema/index';
import { SERVER_INSTANCE_ID } from '../server-instances/index';
import type { OrderCancellations } from './cancellation-service';
import {
  claimOpenOrder,
  claimPendingRefund,
  listAbandonedOrders,
  listAbandonedRefunds,
  listUnconfirmedOrders,
} from './order-repository';
import type { OrderSettlement } from './order-settlement';

export interface PurchaseRecoveryOptions {
  db: AppDatabase;
  settlement: OrderSettlement;
  cancellations: Pick<OrderCancellations, 'resume'>;
  /**
   * Told of each order the recovery saw paid, and of each paid order whose process died before
   * it sent the confirmation (the call sends it unless it was sent).
   */
  onPaid: (order: OrderRow) => Promise<void>;
  onError: (error: unknown, what: string) => void;
  /** The server instance taking the work over; this process by default. */
  instanceId?: string;
  intervalMs?: number;
}

/** How often the recovery looks; an instance is known to be gone within seconds anyway. */
export const RECOVERY_INTERVAL_MS = 2_000;
/** At most this many orders and refunds a round; the next round takes the rest. */
const BATCH_SIZE = 20;

/**
 * Finishes what a server instance that is gone left half done: open orders it was settling (the
 * card charged or not) are settled against the provider's record, paid or failed; paid orders
 * whose confirmation it had not sent get it; refunds it was paying back are asked again and their
 * cancellation recorded. Runs at start and every couple of seconds in every process; each piece
 * of work is claimed by one instance at a time, and settling, refunding and confirming are
 * idempotent, so rounds in several processes never charge, refund or confirm twice.
 */
export function createPurchaseRecovery(options: PurchaseRecoveryOptions) {
  const { db, settlement, cancellations } = options;
  const instanceId = options.instanceId ?? SERVER_INSTANCE_ID;
  const intervalMs = options.intervalMs ?? RECOVERY_INTERVAL_MS;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<number> | null = null;

  async function recoverOrder(id: string, seenInstanceId: string | null): Promise<boolean> {
    if (!(await claimOpenOrder(db, id, seenInstanceId, instanceId))) return false;
    const outcome = await settlement.settle(id);
    if (outcome.kind === 'paid' && outcome.isNewlyPaid) await options.onPaid(outcome.order);
    return outcome.kind !== 'unavailable';
  }

  async function recoverOrders(): Promise<number> {
    let recovered = 0;
    for (const order of await listAbandonedOrders(db, BATCH_SIZE)) {
      try {
        if (await recoverOrder(order.id, order.settlingInstanceId)) recovered += 1;
      } catch (error) {
        options.onError(error, `order ${order.id}`);
      }
    }
    return recovered;
  }

  async function recoverConfirmations(): Promise<number> {
    let recovered = 0;
    for (const order of await listUnconfirmedOrders(db, BATCH_SIZE)) {
      try {
        await options.onPaid(order);
        recovered += 1;
      } catch (error) {
        options.onError(error, `confirmation of ${order.id}`);
      }
    }
    return recovered;
  }

  async function recoverRefunds(): Promise<number> {
    let recovered = 0;
    for (const refund of await listAbandonedRefunds(db, BATCH_SIZE)) {
      try {
        if (!(await claimPendingRefund(db, refund.paymentId, refund.instanceId, instanceId))) {
          continue;
        }
        const resumed = await cancellations.resume(refund);
        // Given up, so that a later round asks the provider again.
        if (resumed === 'unavailable') {
          await claimPendingRefund(db, refund.paymentId, instanceId, null);
        } else {
          recovered += 1;
        }
      } catch (error) {
        options.onError(error, `refund ${refund.paymentId}`);
      }
    }
    return recovered;
  }

  /** One round; answers how many orders and refunds it finished. Rounds never overlap. */
  async function runOnce(): Promise<number> {
    while (round) await round;
    round = (async () =>
      (await recoverOrders()) + (await recoverConfirmations()) + (await recoverRefunds()))();
    try {
      return await round;
    } finally {
      round = null;
    }
  }

  function runQuietly(): void {
    runOnce().catch((error: unknown) => options.onError(error, 'round'));
  }

  return {
    runOnce,
    start(): void {
      if (timer) return;
      runQuietly();
      // A round still under way is not queued behind.
      timer = setInterval(() => round ?? runQuietly(), intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await round?.catch(() => {});
    },
  };
}

export type PurchaseRecovery = ReturnType<typeof createPurchaseRecovery>;

import { setTimeout as sleep } from 'node:timers/promises';
import type { PurchaseRequest, PurchaseResponse } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { CartRow, OrderRow, PaymentCardRow } from '../../db/schema/index';
import { createNotFoundError, HttpError } from '../../plugins/http-error';
import { NO_CRASH, type CrashPoint } from '../../test-faults/crash-point';
import { findDefaultAddress } from '../addresses/address-repository';
import type { CartService, Executor, PurchaseCart } from '../cart/index';
import { assertCouponStillAvailable } from '../cart/index';
import { listCardRows } from '../payments/card-repository';
import { CARD_NOT_FOUND_MESSAGE } from '../payments/card-service';
import type { PharmacyIndex, PharmacyRecord } from '../pharmacies/index';
import { isInstanceAlive, SERVER_INSTANCE_ID } from '../server-instances/index';
import { planOrder, type OrderPlan } from './order-plan';
import {
  claimOpenOrder,
  findLastOrderEvent,
  findOpenOrder,
  findOrder,
  findOrderByKey,
  insertOrder,
  insertOrderEvents,
  readOrderAccount,
} from './order-repository';
import { describeSettled, type OrderSettlement, type SettleOutcome } from './order-settlement';
import {
  PURCHASE_ERRORS,
  assertCardUsable,
  assertCartPurchasable,
  computeWalletCents,
} from './purchase-rules';

export interface PurchaseCall {
  accountId: string;
  request: PurchaseRequest;
  /** The Idempotency-Key header; without it, the cart as it is now names the attempt. */
  idempotencyKey: string | undefined;
  /** The site's address, for the link in the confirmation message. */
  siteUrl: string;
}

export interface PurchaseTiming {
  /** How long a repeated request waits for the first one to finish. */
  waitMs: number;
  pollMs: number;
  /**
   * An order open this long was abandoned even though its server instance still runs (a
   * purchase takes seconds). An instance that stopped abandons its orders at once.
   */
  staleMs: number;
}

export const DEFAULT_PURCHASE_TIMING: PurchaseTiming = {
  waitMs: 15_000,
  pollMs: 150,
  staleMs: 120_000,
};

export interface PurchaseServiceOptions {
  db: AppDatabase;
  pharmacies: PharmacyIndex;
  cart: Pick<CartService, 'lockCartForPurchase'>;
  settlement: OrderSettlement;
  /** Told once of each order this service saw paid (to send the confirmation). */
  onPaid: (order: OrderRow, siteUrl: string) => Promise<void>;
  timing?: PurchaseTiming;
  now?: () => Date;
  /** The server instance this service settles orders as; this process by default. */
  instanceId?: string;
  crashPoint?: CrashPoint;
}

type PurchaseStart =
  | { kind: 'created'; orderId: string }
  /** An order under this key exists: this request repeats it. */
  | { kind: 'existing'; order: OrderRow }
  /** Another purchase of the account is open. */
  | { kind: 'blocked'; order: OrderRow }
  /** A concurrent request inserted the same key first: look again. */
  | { kind: 'conflict' };

/** Starting over after a conflict or a recovered purchase; more means something is wrong. */
const MAX_ATTEMPTS = 3;

/** The key of a purchase without an Idempotency-Key: this cart, as last changed. */
export function toCartKey(cart: Pick<CartRow, 'id' | 'updatedAt'>): string {
  return `cart:${cart.id}:${cart.updatedAt.getTime()}`;
}

export function toPurchaseResponse(order: OrderRow): PurchaseResponse {
  return {
    id: order.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    pharmacyId: order.pharmacy?.id ?? null,
    pharmacyNetworkId: order.pharmacyNetworkId,
    cartFlowId: order.cartId ?? order.id,
  };
}

/**
 * POST /cart/purchase in three steps: (1) a transaction locks the cart, checks it and records
 * the order as open with the prices shown, naming the server instance that settles it; (2) the
 * card is charged outside any transaction; (3) a transaction records the outcome. The same
 * attempt sent again, at once or later, answers the same order: no lost and no duplicate order
 * or charge. An order whose instance is gone (the process died mid-purchase) is taken over by
 * the retry, or by the recovery (purchase-recovery.ts) when nobody retries.
 */
export function createPurchaseService(options: PurchaseServiceOptions) {
  const { db, pharmacies, cart, settlement } = options;
  const timing = options.timing ?? DEFAULT_PURCHASE_TIMING;
  const now = options.now ?? (() => new Date());
  const instanceId = options.instanceId ?? SERVER_INSTANCE_ID;
  const crashPoint = options.crashPoint ?? NO_CRASH;

  async function purchase(call: PurchaseCall): Promise<PurchaseResponse> {
    for (let attempt = 1; ; attempt += 1) {
      const start = await startPurchase(call);
      if (start.kind === 'created') {
        crashPoint('purchase:after-open');
        const outcome = await settlement.settle(start.orderId);
        crashPoint('purchase:after-record');
        return answer(outcome, call);
      }
      if (start.kind === 'existing') return answerRepeat(start.order, call);
      if (attempt >= MAX_ATTEMPTS) throw PURCHASE_ERRORS.activePurchase();
      if (start.kind === 'blocked') {
        if (!(await isAbandoned(start.order)) || !(await takeOver(start.order))) {
          throw PURCHASE_ERRORS.activePurchase();
        }
        // Finish the abandoned purchase first; then this cart is looked at again.
        await reportPaid(await settlement.settle(start.order.id), call);
      }
    }
  }

  /** This instance settles the order from now on; false when another took it first. */
  function takeOver(order: OrderRow): Promise<boolean> {
    return claimOpenOrder(db, order.id, order.settlingInstanceId, instanceId);
  }

  async function startPurchase(call: PurchaseCall): Promise<PurchaseStart> {
    try {
      return await db.transaction((tx) => startInTransaction(tx, call));
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'conflict' };
      throw error;
    }
  }

  async function startInTransaction(tx: Executor, call: PurchaseCall): Promise<PurchaseStart> {
    const locked = await cart.lockCartForPurchase(tx, call.accountId);
    const key = call.idempotencyKey ?? (locked ? toCartKey(locked.cart) : null);
    const existing = key ? await findOrderByKey(tx, call.accountId, key) : undefined;
    if (existing) return { kind: 'existing', order: existing };
    if (!key || !locked?.view.items.length) throw PURCHASE_ERRORS.emptyCart();
    // The cart's view read the account's open orders after its lock: an order only when one is.
    const open = locked.view.isBlocked ? await findOpenOrder(tx, call.accountId) : undefined;
    if (open) return { kind: 'blocked', order: open };
    const plan = await prepareOrder(tx, call, locked, key);
    await assertCouponStillAvailable(tx, plan.order);
    await insertOrder(tx, plan.order, plan.items);
    await insertOrderEvents(tx, [
      { orderId: plan.order.id, kind: 'created', toStatus: 'open', actor: 'user' },
    ]);
    return { kind: 'created', orderId: plan.order.id };
  }

  async function prepareOrder(
    tx: Executor,
    call: PurchaseCall,
    locked: PurchaseCart,
    idempotencyKey: string,
  ): Promise<OrderPlan> {
    const { accountId, request } = call;
    const { view } = locked;
    const isDelivery = view.fulfillment === 'delivery';
    const address = isDelivery ? await findDefaultAddress(tx, accountId) : undefined;
    assertCartPurchasable(view, request, { hasShippingAddress: address !== undefined });
    const walletCents = computeWalletCents(view, request.useWallet);
    const chargeCents = view.total.amountCents - walletCents;
    const card = await chooseCard(tx, accountId, request.cardId, chargeCents);
    const account = await readOrderAccount(tx, accountId);
    return planOrder({
      accountId,
      idempotencyKey,
      cartId: locked.cart.id,
      view,
      request,
      card,
      shippingAddress: address ?? null,
      pharmacy: findFillingPharmacy(locked),
      walletCents,
      accountTelemedState: account?.telemedCurrentState ?? null,
      settlingInstanceId: instanceId,
    });
  }

  /** The card asked for (it must be the account's), else the default one; none if nothing is charged. */
  async function chooseCard(
    tx: Executor,
    accountId: string,
    cardId: string | undefined,
    chargeCents: number,
  ): Promise<PaymentCardRow | null> {
    const cards = await listCardRows(tx, accountId);
    const card = cardId
      ? cards.find((row) => row.id === cardId)
      : (cards.find((row) => row.isDefault) ?? cards[0]);
    if (cardId && !card) throw createNotFoundError(CARD_NOT_FOUND_MESSAGE);
    if (chargeCents <= 0) return null;
    if (!card) throw PURCHASE_ERRORS.noCard();
    assertCardUsable(card, now());
    return card;
  }

  /** Pickup: the cart's pharmacy. Delivery: the mail-order pharmacy that ships it. */
  function findFillingPharmacy({ view }: PurchaseCart): PharmacyRecord | null {
    const chosen = view.pharmacy ? pharmacies.get(view.pharmacy.id) : undefined;
    if (view.fulfillment !== 'delivery') return chosen ?? null;
    return chosen?.isMailOrder ? chosen : (pharmacies.listMailOrder()[0]?.record ?? null);
  }

  async function reportPaid(outcome: SettleOutcome, call: PurchaseCall): Promise<void> {
    if (outcome.kind === 'paid' && outcome.isNewlyPaid) {
      await options.onPaid(outcome.order, call.siteUrl);
    }
  }

  async function answer(outcome: SettleOutcome, call: PurchaseCall): Promise<PurchaseResponse> {
    if (outcome.kind === 'failed') throw PURCHASE_ERRORS.paymentFailed(outcome.message);
    if (outcome.kind === 'unavailable') {
      throw new HttpError(502, 'payment_provider_unavailable', outcome.error.message);
    }
    await reportPaid(outcome, call);
    return toPurchaseResponse(outcome.order);
  }

  /**
   * The same attempt again: its order's answer, once the first request has one. While it waits,
   * an order found abandoned is taken over and settled here.
   */
  async function answerRepeat(first: OrderRow, call: PurchaseCall): Promise<PurchaseResponse> {
    const deadline = Date.now() + timing.waitMs;
    for (let order = first; ;) {
      if (order.status !== 'open') return answer(describeSettled(order, false), call);
      if ((await isAbandoned(order)) && (await takeOver(order))) {
        return answer(await settlement.settle(order.id), call);
      }
      if (Date.now() >= deadline) throw PURCHASE_ERRORS.activePurchase();
      await sleep(timing.pollMs);
      const found = await findOrder(db, order.id);
      if (!found) throw new Error(`Order ${order.id} disappeared while it was settled`);
      order = found;
    }
  }

  /**
   * Nobody is finishing this open order: the server instance settling it is gone, its provider
   * did not answer, or it has been open far longer than a purchase takes. Settling it again is
   * safe (the charge is idempotent).
   */
  async function isAbandoned(order: OrderRow): Promise<boolean> {
    if (now().getTime() - order.createdAt.getTime() > timing.staleMs) return true;
    if (!(await isInstanceAlive(db, order.settlingInstanceId))) return true;
    return (await findLastOrderEvent(db, order.id))?.kind === 'payment_unavailable';
  }

  return { purchase };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;

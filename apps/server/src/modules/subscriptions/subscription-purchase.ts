import { setTimeout as sleep } from 'node:timers/promises';
import type { DrugPurchase, DrugPurchaseResponse } from '@fillwell/contracts';
import { addOneMonth, CHECKOUT_MESSAGES, computeFirstChargeCents } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/errors';
import { findDefaultAddress } from '../addresses/index';
import type { CatalogueIndex } from '../catalog/index';
import { assertCardUsable, PURCHASE_ERRORS, type StandingOrders } from '../orders/index';
import { listCardRows } from '../payments/index';
import type { Clock } from '../scheduling/index';
import { telemedEligibility } from '../telemed/index';
import {
  buildPlanName,
  resolveSubscriptionChoice,
  type SubscriptionChoice,
} from './subscription-choice';
import { judgeSubscription } from './subscription-eligibility';
import { createFirstMonthCharges, type FirstMonth } from './subscription-first-month';
import { createRecordId } from '../../db/record-id';
import { toSubscriptionId } from './subscription-ids';
import {
  assertSubscriberReady,
  chooseCard,
  SUBSCRIPTION_ERRORS,
} from './subscription-purchase-rules';
import {
  deleteSubscriptionCart,
  findCharge,
  findLiveSubscription,
  findSubscription,
  insertSubscription,
  listCharges,
  readSubscriberFacts,
  tryInsertCharge,
  type NewSubscription,
} from './subscription-repository';
import { toSubscriptionView } from './subscription-view';

export interface DrugPurchaseCall {
  accountId: string;
  /** The session whose subscription cart is emptied once bought. */
  sessionId: string | null;
  request: DrugPurchase;
  /** The Idempotency-Key header: the same key answers the same subscription and order. */
  idempotencyKey: string | undefined;
}

export interface SubscriptionPurchaseTiming {
  /** How often a repeated attempt looks whether the first one has finished. */
  pollMs: number;
  /** A first month still being charged after this long was abandoned: charge it again. */
  staleMs: number;
}

export interface SubscriptionPurchasesOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  standingOrders: StandingOrders;
  clock: Clock;
  timing?: SubscriptionPurchaseTiming;
}

type Start =
  | { kind: 'created'; subscription: SubscriptionRow }
  /** This attempt's subscription exists: the request repeats it. */
  | { kind: 'repeat'; subscription: SubscriptionRow };

const DEFAULT_TIMING: SubscriptionPurchaseTiming = { pollMs: 150, staleMs: 15_000 };

/**
 * POST /v2/subscription/drug_purchase: (1) a transaction records the subscription (active, cycle
 * 1, due again in a month) with its first charge pending; (2) the first month is ordered and
 * charged (subscription-first-month.ts); (3) the answer: the first month's order, or why not. The same
 * Idempotency-Key, sent again or many times at once, answers the one subscription and charge.
 */
export function createSubscriptionPurchases(options: SubscriptionPurchasesOptions) {
  const { db, catalogue, clock } = options;
  const timing = options.timing ?? DEFAULT_TIMING;
  const firstMonths = createFirstMonthCharges(options);

  async function purchase(call: DrugPurchaseCall): Promise<DrugPurchaseResponse> {
    const choice = resolveSubscriptionChoice(catalogue, call.request);
    const id = toSubscriptionId(call.accountId, call.idempotencyKey);
    const existing = await findSubscription(db, id);
    if (existing?.accountId === call.accountId) return answerRepeat(existing, call);
    const row = await prepareSubscription(call, choice, id);
    const start = await startSubscription(row);
    if (start.kind === 'repeat') return answerRepeat(start.subscription, call);
    return answer(await firstMonths.charge(start.subscription), call, start.subscription);
  }

  async function prepareSubscription(
    call: DrugPurchaseCall,
    choice: SubscriptionChoice,
    id: string,
  ): Promise<NewSubscription> {
    const { accountId, request } = call;
    const [facts, address, cards] = await Promise.all([
      readSubscriberFacts(db, accountId),
      findDefaultAddress(db, accountId),
      listCardRows(db, accountId),
    ]);
    const card = chooseCard(cards, request.cardId);
    assertSubscriberReady(facts, address !== undefined, card);
    const now = clock.now();
    assertCardUsable(card, now);
    const state = request.telemedCurrentState;
    const judgement = await judgeSubscription(
      db,
      choice.drug,
      state,
      telemedEligibility.toTelemedPatient(facts?.dob ?? null, facts?.gender ?? null, now),
    );
    if (!judgement.isEligible) throw SUBSCRIPTION_ERRORS.notEligible(judgement.reason ?? '');
    if (!request.sanofiConsentGiven) throw SUBSCRIPTION_ERRORS.consentRequired();
    return {
      id,
      accountId,
      planName: buildPlanName(choice.drug, choice.medication),
      medId: choice.medication.medId,
      medNameId: choice.drug.medNameId,
      medPriceId: choice.medPriceId,
      quantity: choice.quantity,
      condition: judgement.condition ?? choice.conditions[0] ?? 'general',
      status: 'active',
      subscriptionFeeCents: choice.subscriptionFeeCents,
      medicalFeeCents: choice.medicalFeeCents,
      paymentCardId: card.id,
      telemedCurrentState: state,
      consentGivenAt: new Date(),
      currentCycle: 1,
      nextChargeOn: addOneMonth(clock.today()),
      createdAt: now,
      updatedAt: now,
    };
  }

  /** Records the subscription and its first charge, unless this attempt or another made one. */
  async function startSubscription(row: NewSubscription): Promise<Start> {
    try {
      return await db.transaction(async (tx): Promise<Start> => {
        const live = await findLiveSubscription(tx, row.accountId, row.medNameId);
        if (live?.id === row.id) return { kind: 'repeat', subscription: live };
        if (live) throw SUBSCRIPTION_ERRORS.exists();
        await insertSubscription(tx, row);
        await tryInsertCharge(tx, {
          id: createRecordId('sch'),
          subscriptionId: row.id,
          cycle: 1,
          amountCents: computeFirstChargeCents(row.subscriptionFeeCents, row.medicalFeeCents),
          status: 'pending',
          providerReference: null,
          failureMessage: null,
          orderId: null,
        });
        return { kind: 'created', subscription: { ...row, cancelledAt: null } };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const same = await findSubscription(db, row.id);
      if (same) return { kind: 'repeat', subscription: same };
      throw SUBSCRIPTION_ERRORS.exists();
    }
  }

  async function answer(
    result: FirstMonth,
    call: DrugPurchaseCall,
    subscription: SubscriptionRow,
  ): Promise<DrugPurchaseResponse> {
    if (result.kind === 'unavailable') throw SUBSCRIPTION_ERRORS.unavailable(result.message);
    if (result.kind === 'failed') {
      throw result.step
        ? PURCHASE_ERRORS.checkoutIncomplete(result.message, result.step)
        : PURCHASE_ERRORS.paymentFailed(result.message);
    }
    if (call.sessionId) await deleteSubscriptionCart(db, call.sessionId);
    const [row, charges] = await Promise.all([
      findSubscription(db, subscription.id),
      listCharges(db, [subscription.id]),
    ]);
    return {
      orderId: result.orderId,
      subscription: toSubscriptionView(catalogue, row ?? subscription, charges),
    };
  }

  /** The same attempt again: its first month's answer, once the first request has one. */
  async function answerRepeat(
    subscription: SubscriptionRow,
    call: DrugPurchaseCall,
  ): Promise<DrugPurchaseResponse> {
    for (;;) {
      const charge = await findCharge(db, subscription.id, 1);
      if (!charge) throw new Error(`Subscription ${subscription.id} has no first charge`);
      if (charge.status === 'paid' && charge.orderId) {
        return answer({ kind: 'paid', orderId: charge.orderId }, call, subscription);
      }
      if (charge.status === 'failed') {
        throw PURCHASE_ERRORS.paymentFailed(
          charge.failureMessage ?? CHECKOUT_MESSAGES.purchaseFailed,
        );
      }
      if (Date.now() - charge.createdAt.getTime() >= timing.staleMs) {
        return answer(await firstMonths.charge(subscription), call, subscription);
      }
      await sleep(timing.pollMs);
    }
  }

  return { purchase };
}

export type SubscriptionPurchases = ReturnType<typeof createSubscriptionPurchases>;

import { TELEMED_ERROR_CODES, type ClinicianDecisionRequest } from '@fillwell/contracts';
import type { VisitDecision } from '@fillwell/domain';
import type { PaymentProvider } from '../../adapters/payments/index';
import type { AppDatabase, Executor } from '../../db/client';
import type { ConsultationRow, OrderItemRow, PrescriptionRow } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import type { CatalogueIndex } from '../catalog/index';
import {
  createOrderCancellations,
  findOrder,
  listOrderPayments,
  lockOrder,
  toPharmacySnapshot,
  type CancellationRequest,
  type FulfillmentService,
  type PendingRefund,
} from '../orders/index';
import type { PharmacyIndex } from '../pharmacies/index';
import { addDaysToIsoDate, type Clock } from '../scheduling/index';
import {
  createInvalidVisitError,
  createVisitRecordId,
  insertChatMessage,
  listItemsByIds,
  lockConsultation,
} from '../telemed/index';
import type { Clinician } from './clinician-access';
import {
  hasOtherUndecidedVisit,
  insertPrescription,
  recordDecision,
  setConsultationStatus,
  setOrderPharmacy,
} from './clinician-repository';
import type { DecisionNews } from './decision-message';
import type { DecisionNotifier } from './decision-notifier';
import {
  assertAwaitingReview,
  createItemCancelledError,
  createOrderChangingError,
  DECISION_MESSAGES,
  isRefundUnderWay,
} from './decision-rules';

/** A visit's prescription: a year, with three refills. */
const PRESCRIPTION_VALID_DAYS = 365;
const PRESCRIPTION_REFILLS = 3;
/** Fulfillment statuses of an order held for its prescription. */
const HELD_STATUSES = new Set(['pending', 'transferring']);

export interface VisitDecisionsOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  pharmacies: PharmacyIndex;
  clock: Clock;
  provider: PaymentProvider;
  fulfillment: FulfillmentService;
  notifier: DecisionNotifier;
}

interface DecisionContext {
  consultation: ConsultationRow;
  item: OrderItemRow | undefined;
}

interface Decided {
  context: DecisionContext;
  refundCents: number;
  pharmacyName: string | null;
}

type DeclinePlan =
  | { kind: 'decided'; context: DecisionContext }
  | { kind: 'refund'; context: DecisionContext; pending: PendingRefund };

/** Declining cancels the medication the way the orders module cancels an item, fee kept. */
function toDeclineCancellation(consultation: ConsultationRow, orderId: string, itemId: string) {
  const request: CancellationRequest = {
    accountId: consultation.accountId,
    orderId,
    target: { kind: 'item', itemId },
    reason: DECISION_MESSAGES.declineReason,
    actor: 'clinician',
    options: { isVisitFeeKept: true },
  };
  return request;
}

/**
 * The clinician's decision. Prescribing writes the prescription and releases the order to the
 * pharmacy (pending → dispensing); declining cancels the medication and pays back its price, not
 * the visit fee. Either way the patient reads the note in the chat and a message.
 */
export function createVisitDecisions(options: VisitDecisionsOptions) {
  const { db, catalogue, pharmacies, clock } = options;
  const cancellations = createOrderCancellations(options);

  async function openDecision(tx: Executor, id: string): Promise<DecisionContext> {
    const consultation = await lockConsultation(tx, id);
    if (!consultation) throw createInvalidVisitError();
    assertAwaitingReview(consultation);
    const itemId = consultation.orderItemId;
    const [item] = itemId ? await listItemsByIds(tx, [itemId]) : [];
    return { consultation, item };
  }

  async function recordVisitDecision(
    tx: Executor,
    { consultation }: DecisionContext,
    clinician: Clinician,
    decision: VisitDecision,
    note: string,
  ): Promise<void> {
    const { id: consultationId, accountId } = consultation;
    await recordDecision(tx, {
      consultationId,
      accountId,
      clinicianId: clinician.id,
      decision,
      note,
    });
    await insertChatMessage(tx, { accountId, consultationId, author: 'clinician', body: note });
  }

  function buildPrescription(
    { consultation, item }: DecisionContext,
    clinician: Clinician,
  ): Omit<PrescriptionRow, 'createdAt'> {
    const medication = catalogue.getDrug(consultation.medNameId)?.medications[0];
    const medId = item?.medId ?? medication?.medId;
    if (medId === undefined) throw new Error(`no medication for ${consultation.medNameId}`);
    const today = clock.today();
    return {
      id: createVisitRecordId('rx'),
      accountId: consultation.accountId,
      medNameId: item?.medNameId ?? consultation.medNameId,
      medId,
      quantity: item?.quantity ?? medication?.defaultQuantity ?? 30,
      refillsAllowed: PRESCRIPTION_REFILLS,
      source: 'consultation',
      consultationId: consultation.id,
      prescriberName: clinician.name,
      dispenseAsWritten: false,
      writtenOn: today,
      expiresOn: addDaysToIsoDate(today, PRESCRIPTION_VALID_DAYS),
      lastFilledOn: item ? today : null,
    };
  }

  /** The order goes to the pharmacy the visit chose; answers the pharmacy's name. */
  async function moveOrderToPharmacy(
    tx: Executor,
    consultation: ConsultationRow,
  ): Promise<string | null> {
    const order = consultation.orderId ? await lockOrder(tx, consultation.orderId) : undefined;
    if (!order) return null;
    const chosen = consultation.pharmacyId ? pharmacies.get(consultation.pharmacyId) : undefined;
    if (!chosen || chosen.id === order.pharmacy?.id) return order.pharmacy?.name ?? null;
    const networkId = order.pharmacy?.networkId ?? order.pharmacyNetworkId ?? chosen.networkIds[0];
    await setOrderPharmacy(tx, order.id, toPharmacySnapshot(chosen, networkId ?? 0));
    return chosen.name;
  }

  async function assertOrderSteady(tx: Executor, { consultation, item }: DecisionContext) {
    if (!item || !consultation.orderId) return;
    const payments = await listOrderPayments(tx, [consultation.orderId]);
    if (isRefundUnderWay(payments, item)) throw createOrderChangingError();
  }

  /** With its prescription written, a held order moves into fulfillment. */
  async function releaseOrder(consultation: ConsultationRow, clinician: Clinician) {
    const order = consultation.orderId ? await findOrder(db, consultation.orderId) : undefined;
    if (order?.status !== 'paid' || !HELD_STATUSES.has(order.fulfillmentStatus)) return;
    if (await hasOtherUndecidedVisit(db, order.id, consultation.id)) return;
    const note = `Prescribed by ${clinician.name} after the online doctor visit`;
    await options.fulfillment.advance(order.id, 'clinician', { note });
  }

  async function prescribe(clinician: Clinician, id: string, note: string): Promise<Decided> {
    const decided = await db.transaction(async (tx) => {
      const context = await openDecision(tx, id);
      if (context.item?.status === 'cancelled') {
        await setConsultationStatus(tx, id, 'cancelled');
        return null;
      }
      await assertOrderSteady(tx, context);
      await recordVisitDecision(tx, context, clinician, 'prescribed', note);
      await insertPrescription(tx, buildPrescription(context, clinician));
      const pharmacyName = await moveOrderToPharmacy(tx, context.consultation);
      return { context, refundCents: 0, pharmacyName };
    });
    if (!decided) throw createItemCancelledError();
    await releaseOrder(decided.context.consultation, clinician);
    return decided;
  }

  async function planDecline(
    tx: Executor,
    clinician: Clinician,
    id: string,
    note: string,
  ): Promise<DeclinePlan> {
    const context = await openDecision(tx, id);
    const { consultation, item } = context;
    const orderId = consultation.orderId;
    const started =
      item?.status === 'active' && orderId
        ? await cancellations.start(tx, toDeclineCancellation(consultation, orderId, item.id))
        : null;
    // Someone else's refund of the item or the order is under way.
    if (started?.kind === 'unchanged') throw createOrderChangingError();
    if (started?.kind === 'refund') return { kind: 'refund', context, pending: started.pending };
    await recordVisitDecision(tx, context, clinician, 'not_prescribed', note);
    return { kind: 'decided', context };
  }

  async function decline(clinician: Clinician, id: string, note: string): Promise<Decided> {
    const plan = await db.transaction((tx) => planDecline(tx, clinician, id, note));
    if (plan.kind === 'decided')
      return { context: plan.context, refundCents: 0, pharmacyName: null };
    const { pending, context } = plan;
    const refundId = await cancellations.payBack(pending);
    if (!refundId) {
      throw new HttpError(502, TELEMED_ERROR_CODES.refundFailed, DECISION_MESSAGES.refundFailed);
    }
    await db.transaction(async (tx) => {
      await recordVisitDecision(tx, context, clinician, 'not_prescribed', note);
      await cancellations.finish(tx, pending, refundId);
    });
    return { context, refundCents: pending.plan.refundCents, pharmacyName: null };
  }

  async function toNews(decided: Decided, clinician: Clinician, request: ClinicianDecisionRequest) {
    const { consultation, item } = decided.context;
    const order = consultation.orderId ? await findOrder(db, consultation.orderId) : undefined;
    const news: DecisionNews = {
      decision: request.decision,
      consultationId: consultation.id,
      order: order ? { id: order.id, orderNumber: order.orderNumber } : null,
      medicationName:
        item?.formattedName ?? catalogue.getDrug(consultation.medNameId)?.name ?? 'the medication',
      clinicianName: clinician.name,
      note: request.note,
      refundCents: decided.refundCents,
      feeCents: consultation.feeCents,
      pharmacyName: decided.pharmacyName,
    };
    return news;
  }

  async function decide(
    clinician: Clinician,
    id: string,
    request: ClinicianDecisionRequest,
    siteUrl: string,
  ): Promise<void> {
    const decided =
      request.decision === 'prescribed'
        ? await prescribe(clinician, id, request.note)
        : await decline(clinician, id, request.note);
    const news = await toNews(decided, clinician, request);
    await options.notifier.notify(decided.context.consultation.accountId, news, siteUrl);
  }

  return { decide };
}

export type VisitDecisions = ReturnType<typeof createVisitDecisions>;

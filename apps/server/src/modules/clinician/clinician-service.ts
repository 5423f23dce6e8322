import type {
  ChatMessage,
  ClinicianDecisionRequest,
  ClinicianVisitResponse,
  ClinicianVisitsResponse,
} from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import type { CatalogueIndex } from '../catalog/index';
import type { PharmacyIndex } from '../pharmacies/index';
import type { Clock } from '../scheduling/index';
import {
  createInvalidVisitError,
  describeDecision,
  insertChatMessage,
  listChatMessages,
  listItemsByIds,
  listTelemedConditions,
  toChatMessage,
} from '../telemed/index';
import type { Clinician } from './clinician-access';
import {
  findReviewedVisit,
  listAwaitingReview,
  type ReviewedVisitRow,
} from './clinician-repository';
import { toClinicianVisit, toVisitSummary, type ClinicianViewContext } from './clinician-view';
import type { VisitDecisions } from './visit-decisions';

export interface ClinicianServiceOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  pharmacies: PharmacyIndex;
  clock: Clock;
  decisions: VisitDecisions;
}

/** The clinician's view: the review queue, one visit, its decision and the patient's chat. */
export function createClinicianService(options: ClinicianServiceOptions) {
  const { db, catalogue, pharmacies } = options;

  async function loadContext(rows: readonly ReviewedVisitRow[]): Promise<ClinicianViewContext> {
    const itemIds = rows.flatMap(({ consultation }) =>
      consultation.orderItemId ? [consultation.orderItemId] : [],
    );
    const [conditions, items] = await Promise.all([
      listTelemedConditions(db),
      listItemsByIds(db, itemIds),
    ]);
    return {
      now: options.clock.now(),
      catalogue,
      conditionNames: new Map(conditions.map((row) => [row.slug, row.name])),
      items: new Map(items.map((item) => [item.id, item])),
    };
  }

  async function listQueue(): Promise<ClinicianVisitsResponse> {
    const rows = await listAwaitingReview(db);
    const context = await loadContext(rows);
    return { result: rows.map((row) => toVisitSummary(row, context)) };
  }

  async function findVisit(id: string): Promise<ReviewedVisitRow> {
    const row = await findReviewedVisit(db, id);
    if (!row) throw createInvalidVisitError();
    return row;
  }

  async function getVisit(id: string): Promise<ClinicianVisitResponse> {
    const row = await findVisit(id);
    const { consultation } = row;
    const [context, decision, messages] = await Promise.all([
      loadContext([row]),
      describeDecision(db, row.record ?? undefined),
      listChatMessages(db, consultation.accountId, consultation.id),
    ]);
    const extras = { pharmacies, decision, messages: messages.map(toChatMessage) };
    return { result: toClinicianVisit(row, context, extras) };
  }

  async function decide(
    clinician: Clinician,
    id: string,
    request: ClinicianDecisionRequest,
    siteUrl: string,
  ): Promise<ClinicianVisitResponse> {
    await options.decisions.decide(clinician, id, request, siteUrl);
    return getVisit(id);
  }

  /** The clinician answers the patient in the visit's chat. */
  async function sendMessage(id: string, body: string): Promise<{ result: ChatMessage }> {
    const { consultation } = await findVisit(id);
    const message = await insertChatMessage(db, {
      accountId: consultation.accountId,
      consultationId: consultation.id,
      author: 'clinician',
      body,
    });
    return { result: toChatMessage(message) };
  }

  return { listQueue, getVisit, decide, sendMessage };
}

export type ClinicianService = ReturnType<typeof createClinicianService>;

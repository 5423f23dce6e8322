import { TELEMED_ERROR_CODES, type Consultation } from '@fillwell/contracts';
import { CONSULTATION_MESSAGES } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import type { ConsultationRow } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import type { CatalogueIndex } from '../catalog/index';
import {
  findAccountConsultation,
  listItemsByIds,
  listVisitRecords,
} from './consultation-repository';
import { toConsultationView, type ConsultationViewContext } from './consultation-view';
import { listTelemedConditions } from './telemed-repository';

export interface ConsultationReaderOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
}

/** 404 'Invalid Visit Id': an unknown id and another person's look the same. */
export function createInvalidVisitError(): HttpError {
  return new HttpError(
    404,
    TELEMED_ERROR_CODES.invalidVisitId,
    CONSULTATION_MESSAGES.invalidVisitId,
  );
}

/** Consultations as the API answers them, and the owner check every visit call starts with. */
export function createConsultationReader({ db, catalogue }: ConsultationReaderOptions) {
  async function loadContext(rows: readonly ConsultationRow[]): Promise<ConsultationViewContext> {
    const itemIds = rows.flatMap((row) => (row.orderItemId ? [row.orderItemId] : []));
    const [conditions, items, records] = await Promise.all([
      listTelemedConditions(db),
      listItemsByIds(db, itemIds),
      listVisitRecords(
        db,
        rows.map((row) => row.id),
      ),
    ]);
    return {
      catalogue,
      conditionNames: new Map(conditions.map((row) => [row.slug, row.name])),
      items: new Map(items.map((item) => [item.id, item])),
      records: new Map(records.map((record) => [record.consultationId, record])),
    };
  }

  async function toViews(rows: readonly ConsultationRow[]): Promise<Consultation[]> {
    const context = await loadContext(rows);
    return rows.map((row) => toConsultationView(row, context));
  }

  async function toView(row: ConsultationRow): Promise<Consultation> {
    const [view] = await toViews([row]);
    if (!view) throw new Error('consultation view missing');
    return view;
  }

  /** The signed-in person's consultation, else 404 'Invalid Visit Id'. */
  async function findOwned(accountId: string, id: string): Promise<ConsultationRow> {
    const row = await findAccountConsultation(db, accountId, id);
    if (!row) throw createInvalidVisitError();
    return row;
  }

  return { loadContext, toViews, toView, findOwned };
}

export type ConsultationReader = ReturnType<typeof createConsultationReader>;

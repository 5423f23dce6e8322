import {
  TELEMED_ERROR_CODES,
  type Consultation,
  type ConsultationQuery,
  type ConsultationsResponse,
} from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import type { ConsultationRow } from '../../db/schema/index';
import { createNotFoundError, createValidationError, HttpError } from '../../plugins/http-error';
import { findOrder } from '../orders/index';
import type { PharmacyIndex, PharmacyRecord } from '../pharmacies/index';
import { createInvalidVisitError, type ConsultationReader } from './consultation-reader';
import {
  ensureVisitRecord,
  listAccountConsultations,
  listOrderConsultationRows,
  setConsultationPharmacy,
} from './consultation-repository';

export const CONSULTATION_SERVICE_MESSAGES = {
  orderNotFound: 'Order not found',
  pharmacyNotFound: 'Pharmacy not found',
  pharmacyNotDelivering:
    'This pharmacy does not deliver. Choose a pharmacy that delivers for a delivery order.',
  pharmacyLocked:
    'The doctor has already decided on this visit, so its pharmacy can no longer change.',
} as const;

/** Statuses in which the prescription has not been written yet. */
const UNDECIDED_STATUSES = new Set(['incomplete', 'awaiting_doctor_review', 'not_eligible']);

export interface ConsultationServiceOptions {
  db: AppDatabase;
  pharmacies: PharmacyIndex;
  reader: ConsultationReader;
}

/** The person's doctor visits: look one up, start it, list them, choose their pharmacy. */
export function createConsultationService({ db, pharmacies, reader }: ConsultationServiceOptions) {
  async function getConsultation(
    accountId: string,
    query: ConsultationQuery,
  ): Promise<Consultation> {
    const id = query.consultationId ?? query.visitId;
    if (!id) throw createInvalidVisitError();
    return reader.toView(await reader.findOwned(accountId, id));
  }

  /** Sets the built-in visit up (its record) once the consultation is created. */
  async function startConsultation(accountId: string, id: string): Promise<Consultation> {
    const row = await reader.findOwned(accountId, id);
    if (row.creationStatus === 'created') await ensureVisitRecord(db, row.id, accountId);
    return reader.toView(row);
  }

  async function listConsultations(accountId: string): Promise<ConsultationsResponse> {
    return { result: await reader.toViews(await listAccountConsultations(db, accountId)) };
  }

  async function setOrderPharmacy(
    accountId: string,
    orderId: string,
    pharmacyId: string,
  ): Promise<{ result: Consultation[] }> {
    const order = await findOrder(db, orderId);
    if (order?.accountId !== accountId)
      throw createNotFoundError(CONSULTATION_SERVICE_MESSAGES.orderNotFound);
    const rows = await listOrderConsultationRows(db, accountId, orderId);
    if (!rows.length) throw createInvalidVisitError();
    const pharmacy = pharmacies.get(pharmacyId);
    if (!pharmacy) {
      throw createValidationError({
        pharmacy_id: [CONSULTATION_SERVICE_MESSAGES.pharmacyNotFound],
      });
    }
    assertCanFill(order.fulfillment, pharmacy);
    const open = rows.filter((row) => UNDECIDED_STATUSES.has(row.status));
    if (!open.length) {
      throw new HttpError(
        409,
        TELEMED_ERROR_CODES.pharmacyLocked,
        CONSULTATION_SERVICE_MESSAGES.pharmacyLocked,
      );
    }
    await setConsultationPharmacy(
      db,
      open.map((row) => row.id),
      pharmacy.id,
    );
    const updated = rows.map((row): ConsultationRow =>
      open.includes(row) ? { ...row, pharmacyId: pharmacy.id } : row,
    );
    return { result: await reader.toViews(updated) };
  }

  return { getConsultation, startConsultation, listConsultations, setOrderPharmacy };
}

/** A delivery order needs a pharmacy that ships. */
function assertCanFill(fulfillment: string, pharmacy: PharmacyRecord): void {
  if (fulfillment !== 'delivery' || pharmacy.isDelivery || pharmacy.isMailOrder) return;
  throw new HttpError(
    400,
    TELEMED_ERROR_CODES.pharmacyNotDelivering,
    CONSULTATION_SERVICE_MESSAGES.pharmacyNotDelivering,
  );
}

export type ConsultationService = ReturnType<typeof createConsultationService>;

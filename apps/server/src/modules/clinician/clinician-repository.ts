import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  consultations,
  orders,
  prescriptions,
  visitRecords,
  type ConsultationRow,
  type OrderPharmacySnapshot,
  type PrescriptionRow,
  type VisitRecordRow,
} from '../../db/schema/index';

export interface ClinicianAccount {
  id: string;
  type: string;
  firstName: string | null;
  lastName: string | null;
}

/** What the clinician sees of the patient. */
export interface PatientFacts {
  firstName: string | null;
  lastName: string | null;
  dob: string | null;
  gender: string | null;
  telemedCurrentState: string | null;
}

/** A visit as the clinician reviews it: the consultation, its record and the patient. */
export interface ReviewedVisitRow {
  consultation: ConsultationRow;
  record: VisitRecordRow | null;
  patient: PatientFacts;
}

const MAX_QUEUE = 200;

export async function readClinicianAccount(
  db: Executor,
  accountId: string,
): Promise<ClinicianAccount | undefined> {
  const [row] = await db
    .select({
      id: accounts.id,
      type: accounts.type,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

function selectReviewedVisits(db: Executor) {
  return db
    .select({
      consultation: consultations,
      record: visitRecords,
      patient: {
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        dob: accounts.dob,
        gender: accounts.gender,
        telemedCurrentState: accounts.telemedCurrentState,
      },
    })
    .from(consultations)
    .innerJoin(accounts, eq(accounts.id, consultations.accountId))
    .leftJoin(visitRecords, eq(visitRecords.consultationId, consultations.id));
}

/** Visits sent to the doctor and not yet decided, the longest waiting first. */
export function listAwaitingReview(db: Executor): Promise<ReviewedVisitRow[]> {
  return selectReviewedVisits(db)
    .where(eq(consultations.status, 'awaiting_doctor_review'))
    .orderBy(sql`${visitRecords.submittedAt} asc nulls last`, asc(consultations.createdAt))
    .limit(MAX_QUEUE);
}

export async function findReviewedVisit(
  db: Executor,
  consultationId: string,
): Promise<ReviewedVisitRow | undefined> {
  const [row] = await selectReviewedVisits(db).where(eq(consultations.id, consultationId)).limit(1);
  return row;
}

export interface DecisionRecord {
  consultationId: string;
  accountId: string;
  clinicianId: string;
  decision: 'prescribed' | 'not_prescribed';
  note: string;
}

/** The clinician's decision on the visit record, and the consultation's status with it. */
export async function recordDecision(db: Executor, decision: DecisionRecord): Promise<void> {
  const values = {
    decision: decision.decision,
    clinicianNote: decision.note,
    clinicianId: decision.clinicianId,
    reviewedAt: sql`now()`,
    updatedAt: sql`now()`,
  };
  await db
    .insert(visitRecords)
    .values({ consultationId: decision.consultationId, accountId: decision.accountId, ...values })
    .onConflictDoUpdate({ target: visitRecords.consultationId, set: values });
  await db
    .update(consultations)
    .set({ status: decision.decision, updatedAt: sql`now()` })
    .where(eq(consultations.id, decision.consultationId));
}

export async function setConsultationStatus(
  db: Executor,
  id: string,
  status: string,
): Promise<void> {
  await db
    .update(consultations)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(consultations.id, id));
}

export async function insertPrescription(
  db: Executor,
  prescription: Omit<PrescriptionRow, 'createdAt'>,
): Promise<void> {
  await db.insert(prescriptions).values(prescription);
}

/** The pharmacy an order is filled at, when the visit chose another. */
export async function setOrderPharmacy(
  db: Executor,
  orderId: string,
  pharmacy: OrderPharmacySnapshot,
): Promise<void> {
  await db
    .update(orders)
    .set({ pharmacy, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** Another visit of the order still waits for its decision. */
export async function hasOtherUndecidedVisit(
  db: Executor,
  orderId: string,
  consultationId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(
      and(
        eq(consultations.orderId, orderId),
        ne(consultations.id, consultationId),
        inArray(consultations.status, ['incomplete', 'awaiting_doctor_review']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

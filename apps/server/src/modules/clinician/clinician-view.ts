import type {
  ChatMessage,
  ClinicianVisit,
  ClinicianVisitSummary,
  VisitDecisionView,
} from '@fillwell/contracts';
import type { OrderItemRow } from '../../db/schema/index';
import type { CatalogueIndex } from '../catalog/index';
import type { PharmacyIndex } from '../pharmacies/index';
import {
  computeAge,
  describeCondition,
  describeMedication,
  isAnswerFlagged,
  listVisitQuestions,
  readConsultationStatus,
} from '../telemed/index';
import type { PatientFacts, ReviewedVisitRow } from './clinician-repository';

export interface ClinicianViewContext {
  now: Date;
  catalogue: CatalogueIndex;
  conditionNames: ReadonlyMap<string, string>;
  items: ReadonlyMap<string, OrderItemRow>;
}

/** First name and last initial: enough to tell patients apart, no more. */
export function formatPatientName({ firstName, lastName }: PatientFacts): string {
  const first = firstName?.trim() || 'Patient';
  const initial = lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

function readSex(gender: string | null): 'male' | 'female' | null {
  return gender === 'male' || gender === 'female' ? gender : null;
}

export function toVisitSummary(
  { consultation, record, patient }: ReviewedVisitRow,
  context: ClinicianViewContext,
): ClinicianVisitSummary {
  const item = consultation.orderItemId ? context.items.get(consultation.orderItemId) : undefined;
  const medication = describeMedication(consultation, item, context.catalogue);
  const questions = listVisitQuestions(consultation.condition);
  return {
    consultationId: consultation.id,
    status: readConsultationStatus(consultation.status),
    patientName: formatPatientName(patient),
    age: computeAge(patient.dob, context.now),
    sex: readSex(patient.gender),
    state: consultation.patientState ?? patient.telemedCurrentState,
    condition: describeCondition(consultation.condition, context.conditionNames),
    medication: medication ? { name: medication.name, description: medication.description } : null,
    submittedOn: record?.submittedAt?.toISOString() ?? null,
    hasFlags: (record?.answers ?? []).some((answer) => isAnswerFlagged(questions, answer)),
  };
}

export interface ClinicianVisitExtras {
  pharmacies: PharmacyIndex;
  decision: VisitDecisionView | null;
  messages: ChatMessage[];
}

function describePharmacy(pharmacyId: string | null, pharmacies: PharmacyIndex) {
  const pharmacy = pharmacyId ? pharmacies.get(pharmacyId) : undefined;
  if (!pharmacy) return null;
  const { street1, city, stateCode, zipCode } = pharmacy;
  return {
    id: pharmacy.id,
    name: pharmacy.name,
    address: `${street1}, ${city}, ${stateCode} ${zipCode}`,
  };
}

export function toClinicianVisit(
  row: ReviewedVisitRow,
  context: ClinicianViewContext,
  extras: ClinicianVisitExtras,
): ClinicianVisit {
  const questions = listVisitQuestions(row.consultation.condition);
  return {
    ...toVisitSummary(row, context),
    answers: (row.record?.answers ?? []).map((answer) => ({
      ...answer,
      isFlagged: isAnswerFlagged(questions, answer),
    })),
    pharmacy: describePharmacy(row.consultation.pharmacyId, extras.pharmacies),
    decision: extras.decision,
    messages: extras.messages,
  };
}

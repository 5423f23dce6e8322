import { LIMITS } from './limits';

/** Where an online doctor visit is (core-shopping §4). */
export const CONSULTATION_STATUSES = [
  'incomplete',
  'awaiting_doctor_review',
  'prescribed',
  'not_prescribed',
  'not_eligible',
  'cancelled',
  'completed',
] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** How far setting the visit up has got; null is the spec's "empty". */
export const CONSULTATION_CREATION_STATUSES = ['creating', 'created', 'error'] as const;
export type ConsultationCreationStatus = (typeof CONSULTATION_CREATION_STATUSES)[number] | null;

/** The clinician's decision on a visit. */
export const VISIT_DECISIONS = ['prescribed', 'not_prescribed'] as const;
export type VisitDecision = (typeof VISIT_DECISIONS)[number];

export const CONSULTATION_MESSAGES = {
  troubleSettingUp: "We're having trouble setting up your doctor visit.",
  issueSettingUp: 'There was an issue setting up your doctor visit.',
  invalidVisitId: 'Invalid Visit Id',
  emptyPharmacyId: 'Provide non-empty newPharmacyId',
  chatStartFailed: 'Error occurred when starting chat session',
} as const;

export const CONSULTATION_STATUS_LABELS: Record<ConsultationStatus, string> = {
  incomplete: 'Not started',
  awaiting_doctor_review: 'Waiting for doctor review',
  prescribed: 'Prescribed',
  not_prescribed: 'Not prescribed',
  not_eligible: 'Not eligible',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export const CONSULTATIONS_PATH = '/account/consultations';

/** The built-in visit's pages, under the consultation's link. */
export const VISIT_PAGE_SUFFIXES = {
  report: '/report',
  confirmation: '/confirmation',
  chat: '/chat',
} as const;

/** The consultation's link: the built-in visit questionnaire. */
export function buildVisitLink(consultationId: string): string {
  return `/visit/${encodeURIComponent(consultationId)}`;
}

/** The visit is still being set up: its creation status is empty or creating. */
export function isConsultationBeingCreated(creationStatus: ConsultationCreationStatus): boolean {
  return creationStatus === null || creationStatus === 'creating';
}

/** Loading by id asks again (up to 3 times, 1.5 s apart) while the visit is being set up. */
export function shouldRetryConsultationLoad(
  creationStatus: ConsultationCreationStatus,
  retriesMade: number,
): boolean {
  return isConsultationBeingCreated(creationStatus) && retriesMade < LIMITS.consultationPollRetries;
}

/** Starting the visit (POST) asks once more while it is still being created. */
export function shouldRetryConsultationStart(
  creationStatus: ConsultationCreationStatus,
  retriesMade: number,
): boolean {
  return creationStatus === 'creating' && retriesMade < 1;
}

/** A decision has been made: the visit's report is there to read. */
export function isConsultationDecided(status: ConsultationStatus): boolean {
  return status === 'prescribed' || status === 'not_prescribed';
}

/** The path of a referrer URL, without query, fragment or trailing slashes. */
function readReferrerPath(referrer: string): string {
  const withoutExtras = referrer.split(/[?#]/)[0] ?? '';
  return withoutExtras.replace(/\/+$/, '');
}

/**
 * What the page the person came from says of the visit: ending in follow_up_care or chat means
 * completed; ending in confirmation means awaiting_doctor_review; anything else says nothing.
 */
export function readStatusFromReferrer(referrer: string | null): ConsultationStatus | null {
  if (!referrer) return null;
  const path = readReferrerPath(referrer);
  if (path.endsWith('follow_up_care') || path.endsWith('chat')) return 'completed';
  if (path.endsWith('confirmation')) return 'awaiting_doctor_review';
  return null;
}

export interface RoutableConsultation {
  link: string;
  status: ConsultationStatus;
}

/**
 * Where /consultation/{id} sends the person: the link with the report suffix once decided; the
 * link itself while it is to be filled in or not eligible; the account's consultations when
 * completed or cancelled; the visit's confirmation while a doctor reviews it.
 */
export function getConsultationDestination(
  consultation: RoutableConsultation,
  referrer: string | null = null,
): string {
  const status = readStatusFromReferrer(referrer) ?? consultation.status;
  switch (status) {
    case 'prescribed':
    case 'not_prescribed':
      return `${consultation.link}${VISIT_PAGE_SUFFIXES.report}`;
    case 'not_eligible':
    case 'incomplete':
      return consultation.link;
    case 'completed':
    case 'cancelled':
      return CONSULTATIONS_PATH;
    case 'awaiting_doctor_review':
      return `${consultation.link}${VISIT_PAGE_SUFFIXES.confirmation}`;
  }
}

/** The visit is to be started (POST) before its link opens: it has not been filled in yet. */
export function isConsultationToStart(destination: string, consultation: RoutableConsultation) {
  return destination === consultation.link && consultation.status === 'incomplete';
}

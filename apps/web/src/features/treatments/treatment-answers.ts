import type {
  Cart,
  CartItem,
  CheckTelemedEligibilityRequest,
  CheckoutAnswersRequest,
  KnownPatient,
} from '@fillwell/contracts';
import {
  checkDateOfBirth,
  isTreatmentStepIndex,
  TREATMENT_SOURCE_TYPES,
  type TreatmentSourceType,
} from '@fillwell/domain';

export type Sex = 'male' | 'female';

/** What the eligibility step asks: the state, date of birth (as typed) and sex. */
export interface TreatmentAnswers {
  state: string;
  dob: { month: string; day: string; year: string };
  gender: Sex | null;
}

export const EMPTY_ANSWERS: TreatmentAnswers = {
  state: '',
  dob: { month: '', day: '', year: '' },
  gender: null,
};

/** The answers the server already knows (account, else the session's location state). */
export function toInitialAnswers(known: KnownPatient | undefined): TreatmentAnswers {
  const [year = '', month = '', day = ''] = known?.dob?.split('-') ?? [];
  return {
    state: known?.state ?? '',
    dob: { month: trimZero(month), day: trimZero(day), year },
    gender: known?.gender ?? null,
  };
}

function trimZero(part: string): string {
  return part.replace(/^0(?=\d)/, '');
}

export type DobReading =
  | { kind: 'empty' }
  | { kind: 'incomplete' }
  | { kind: 'valid'; isoDate: string }
  | { kind: 'invalid'; message: string };

/** The typed date of birth: nothing yet, partly typed, a real past date, or wrong. */
export function readDob(dob: TreatmentAnswers['dob'], today: Date = new Date()): DobReading {
  const { month, day, year } = dob;
  if (!month && !day && !year) return { kind: 'empty' };
  if (!month || !day || year.length < 4) return { kind: 'incomplete' };
  const check = checkDateOfBirth(
    { month: Number(month), day: Number(day), year: Number(year) },
    today,
  );
  return check.isValid
    ? { kind: 'valid', isoDate: check.isoDate }
    : { kind: 'invalid', message: check.message };
}

/** The check to ask for: only once a state is chosen; the date only when it is a real one. */
export function toEligibilityRequest(
  condition: string,
  answers: TreatmentAnswers,
  today: Date = new Date(),
): CheckTelemedEligibilityRequest | null {
  const patient = toVisitPatient(answers, today);
  return patient ? { condition, ...patient } : null;
}

type VisitPatientRequest = NonNullable<CheckoutAnswersRequest['visitPatient']>;

/** The answers as checkout keeps them with the visit; null before a state is chosen. */
export function toVisitPatient(
  answers: TreatmentAnswers,
  today: Date = new Date(),
): VisitPatientRequest | null {
  if (!answers.state) return null;
  const dob = readDob(answers.dob, today);
  return {
    state: answers.state,
    ...(dob.kind === 'valid' ? { dob: dob.isoDate } : {}),
    ...(answers.gender ? { gender: answers.gender } : {}),
  };
}

/**
 * The cart's prescription answers once the item is bought with the visit chosen here: its
 * prescription question is answered by the visit, the others' answers stay.
 */
export function toVisitChoice(
  cart: Pick<Cart, 'confirmedPrescriptions' | 'isBuyingConsultations'>,
  item: Pick<CartItem, 'medId' | 'medNameId'>,
  patient: VisitPatientRequest | null,
): CheckoutAnswersRequest {
  return {
    confirmedPrescriptions: [
      ...cart.confirmedPrescriptions.filter((medId) => medId !== item.medId),
      item.medId,
    ],
    isBuyingConsultations: [
      ...cart.isBuyingConsultations.filter((medNameId) => medNameId !== item.medNameId),
      item.medNameId,
    ],
    ...(patient ? { visitPatient: patient } : {}),
  };
}

/** Every question answered, with a real date of birth. */
export function isAnswered(answers: TreatmentAnswers, today: Date = new Date()): boolean {
  return Boolean(answers.state && answers.gender) && readDob(answers.dob, today).kind === 'valid';
}

/** The step index of the address, or null when it is not one (e.g. "4", "01", "x"). */
export function parseStepIndex(value: string | undefined): number | null {
  if (!value || !/^\d$/.test(value)) return null;
  const index = Number(value);
  return isTreatmentStepIndex(index) ? index : null;
}

export interface SelectionParams {
  medId?: number;
  quantity?: number;
  sourceType?: TreatmentSourceType;
}

/** med_id, quantity and source_type from the address, each only when well formed. */
export function readSelectionParams(search: URLSearchParams): SelectionParams {
  const medId = readPositiveInteger(search.get('med_id'));
  const quantity = readPositiveInteger(search.get('quantity'));
  const sourceType = TREATMENT_SOURCE_TYPES.find((type) => type === search.get('source_type'));
  return {
    ...(medId ? { medId } : {}),
    ...(quantity ? { quantity } : {}),
    ...(sourceType ? { sourceType } : {}),
  };
}

function readPositiveInteger(value: string | null): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/** The address's query for a selection (only the parts chosen). */
export function toSearch(params: SelectionParams): string {
  const search = new URLSearchParams();
  if (params.medId) search.set('med_id', String(params.medId));
  if (params.quantity) search.set('quantity', String(params.quantity));
  if (params.sourceType) search.set('source_type', params.sourceType);
  const text = search.toString();
  return text ? `?${text}` : '';
}

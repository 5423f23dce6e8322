/**
 * The specialty (Nimbus) flow (partner-and-shell §2.1): the partner's patient arrives on an entry
 * page, signs up, gives an address and a card, and buys what their pharmacy prescribed.
 */

/** The pages a partner's link opens; each leads into the specialty flow. */
export const SPECIALTY_ENTRY_PATHS = [
  '/specialty',
  '/redirect-patient',
  '/pot/initial',
  '/nexus/initial',
] as const;
export type SpecialtyEntryPath = (typeof SPECIALTY_ENTRY_PATHS)[number];

/** The numbered steps of the flow. */
export const SPECIALTY_STEPS = {
  signUp: 1,
  address: 4,
  card: 6,
  review: 7,
  confirmation: 8,
} as const;

/** Where the person stands in the flow. */
export interface SpecialtyProgress {
  isSignedIn: boolean;
  hasAddress: boolean;
  hasCard: boolean;
  /** The order the flow's purchase made, once it has made one. */
  orderId?: string | null;
}

/** The path of one step; the confirmation step needs its order. */
export function buildSpecialtyStepPath(step: number, orderId?: string): string {
  if (step === SPECIALTY_STEPS.confirmation) {
    if (!orderId) throw new Error('The confirmation step needs an order id');
    return `/specialty/${step}/${encodeURIComponent(orderId)}`;
  }
  return `/specialty/${step}`;
}

/**
 * The next step after signup or purchase, exactly as the spec lists: not signed in /specialty/1;
 * signed in /specialty/4; with address /specialty/6; with address and card /specialty/7; plus an
 * order /specialty/8/{orderId}.
 */
export function computeSpecialtyNextStep(progress: SpecialtyProgress): string {
  if (!progress.isSignedIn) return buildSpecialtyStepPath(SPECIALTY_STEPS.signUp);
  if (!progress.hasAddress) return buildSpecialtyStepPath(SPECIALTY_STEPS.address);
  if (!progress.hasCard) return buildSpecialtyStepPath(SPECIALTY_STEPS.card);
  if (!progress.orderId) return buildSpecialtyStepPath(SPECIALTY_STEPS.review);
  return buildSpecialtyStepPath(SPECIALTY_STEPS.confirmation, progress.orderId);
}

/** Nimbus amounts travel in integer cents; shown, they are divided by 100 (dollars). */
export function convertNimbusCentsToDollars(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  return cents / 100;
}

/** A Nimbus amount (cents) as shown: dollars with two decimals, and zero shows `Free`. */
export function formatNimbusAmount(cents: number): string {
  const dollars = convertNimbusCentsToDollars(cents);
  if (dollars === 0) return 'Free';
  const sign = dollars < 0 ? '-' : '';
  const text = Math.abs(dollars).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${sign}$${text}`;
}

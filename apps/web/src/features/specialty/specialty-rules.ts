import { SPECIALTY_STEPS } from '@fillwell/domain';

/** The steps with a page of their own before the order (/specialty/{n}). */
const FORM_STEPS: readonly number[] = [
  SPECIALTY_STEPS.signUp,
  SPECIALTY_STEPS.address,
  SPECIALTY_STEPS.card,
  SPECIALTY_STEPS.review,
];

/** The step number of a specialty path (/specialty/6 → 6); null for anything else. */
export function readSpecialtyStep(path: string): number | null {
  const match = /^\/specialty\/(\d+)(?:\/|$)/.exec(path);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * Whether a step's page may show, given the next step the server computed: a step already done
 * may be visited again (to change the address or card), one ahead of the next step may not, and
 * signing up is only for visitors.
 */
export function canShowSpecialtyStep(step: number, nextStep: string, isSignedIn: boolean): boolean {
  if (!FORM_STEPS.includes(step)) return false;
  if (step === SPECIALTY_STEPS.signUp) return !isSignedIn;
  const next = readSpecialtyStep(nextStep);
  return next !== null && step <= next;
}

/** A step path that keeps the partner's link with it (signup needs it). */
export function withExitToken(path: string, exitToken: string | null): string {
  return exitToken ? `${path}?exit_token=${encodeURIComponent(exitToken)}` : path;
}

/** Where a step that may not show sends the person: the link goes along to signup only. */
export function buildStepRedirect(nextStep: string, exitToken: string | null): string {
  const isSignUp = readSpecialtyStep(nextStep) === SPECIALTY_STEPS.signUp;
  return isSignUp ? withExitToken(nextStep, exitToken) : nextStep;
}

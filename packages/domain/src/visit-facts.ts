import { CONSULTATION_FEE_CENTS } from './product';

/** What every online visit is: the same for each condition (core-shopping §9). */
export const VISIT_FACTS = {
  doctorReviewHours: 24,
  visitMinutes: 5,
  consultationFeeCents: CONSULTATION_FEE_CENTS,
} as const;

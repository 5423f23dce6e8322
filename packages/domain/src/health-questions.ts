/**
 * The patient profile's health questions (the checkout's additional-info step). An online visit
 * takes their answers from the profile instead of asking them again.
 */
export const HEALTH_QUESTIONS = {
  allergies: 'Do you have any allergies?',
  otherMedications: 'Do you take any other medications?',
  medicalConditions: 'Do you have any medical conditions?',
} as const;

/** What a visit record says for the entries listed under a yes. */
export const HEALTH_LIST_QUESTIONS = {
  allergies: 'Allergies',
  otherMedications: 'Other medications',
  medicalConditions: 'Medical conditions',
} as const;

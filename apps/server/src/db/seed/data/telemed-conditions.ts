import { US_STATE_CODES } from '@fillwell/domain';

export interface TelemedConditionEntry {
  slug: string;
  name: string;
  /** Visits are a questionnaire the clinician reviews ('async') or a live video call ('video'). */
  consultationType: 'async' | 'video';
  minAge: number;
  /** 99 means "and over". */
  maxAge: number;
  eligibleStates: readonly string[];
  maleEligible: boolean;
  femaleEligible: boolean;
  description: string;
  /** Sent with a purchase that includes an online visit (telemedTreatmentType). */
  treatmentType: string;
}

function allStatesExcept(excluded: readonly string[]): string[] {
  return US_STATE_CODES.filter((code) => !excluded.includes(code));
}

/**
 * Eligible states. Visits are questionnaire-based, so every condition leaves out four states
 * whose telehealth rules lean towards a real-time audio-video encounter before a first
 * prescription: Arkansas, Delaware, Louisiana and West Virginia. Birth control also leaves out
 * Alabama and Mississippi, and cholesterol (which needs recent lab results) Alaska and Hawaii:
 * these are coverage choices of the clinician network, not legal limits, and can widen later.
 * The District of Columbia is included throughout.
 */
const QUESTIONNAIRE_RESTRICTED_STATES = ['AR', 'DE', 'LA', 'WV'] as const;

export const TELEMED_CONDITIONS: readonly TelemedConditionEntry[] = [
  {
    slug: 'erectile-dysfunction',
    name: 'Erectile Dysfunction',
    consultationType: 'async',
    minAge: 18,
    maxAge: 99,
    eligibleStates: allStatesExcept(QUESTIONNAIRE_RESTRICTED_STATES),
    maleEligible: true,
    femaleEligible: false,
    description:
      'Answer a few questions about your health and a licensed clinician reviews them, usually within 24 hours. If treatment is right for you, your prescription is sent to the pharmacy you choose.',
    treatmentType: 'erectile_dysfunction',
  },
  {
    slug: 'hair-loss',
    name: 'Hair Loss',
    consultationType: 'async',
    minAge: 18,
    maxAge: 99,
    eligibleStates: allStatesExcept(QUESTIONNAIRE_RESTRICTED_STATES),
    maleEligible: true,
    femaleEligible: false,
    description:
      'Treatment for male pattern hair loss from a licensed clinician, without an office visit. Results build over months of daily use.',
    treatmentType: 'hair_loss',
  },
  {
    slug: 'birth-control',
    name: 'Birth Control',
    consultationType: 'async',
    minAge: 18,
    maxAge: 50,
    eligibleStates: allStatesExcept([...QUESTIONNAIRE_RESTRICTED_STATES, 'AL', 'MS']),
    maleEligible: false,
    femaleEligible: true,
    description:
      'Get a prescription for birth control pills from a licensed clinician online, with refills delivered to your door or ready at a pharmacy nearby.',
    treatmentType: 'birth_control',
  },
  {
    slug: 'cold-sores',
    name: 'Cold Sores',
    consultationType: 'async',
    minAge: 18,
    maxAge: 99,
    eligibleStates: allStatesExcept(QUESTIONNAIRE_RESTRICTED_STATES),
    maleEligible: true,
    femaleEligible: true,
    description:
      'Antiviral treatment for cold sore outbreaks, prescribed online. Starting treatment at the first tingle shortens an outbreak.',
    treatmentType: 'cold_sores',
  },
  {
    slug: 'cholesterol',
    name: 'High Cholesterol',
    consultationType: 'async',
    minAge: 18,
    maxAge: 99,
    eligibleStates: allStatesExcept([...QUESTIONNAIRE_RESTRICTED_STATES, 'AK', 'HI']),
    maleEligible: true,
    femaleEligible: true,
    description:
      'A licensed clinician reviews your health history and recent lipid results and, when appropriate, prescribes a statin to lower your cholesterol.',
    treatmentType: 'cholesterol',
  },
  {
    slug: 'acid-reflux',
    name: 'Acid Reflux',
    consultationType: 'async',
    minAge: 18,
    maxAge: 99,
    eligibleStates: allStatesExcept(QUESTIONNAIRE_RESTRICTED_STATES),
    maleEligible: true,
    femaleEligible: true,
    description:
      'Relief for frequent heartburn and acid reflux with prescription-strength treatment from a licensed clinician online.',
    treatmentType: 'acid_reflux',
  },
  {
    slug: 'seasonal-allergies',
    name: 'Seasonal Allergies',
    consultationType: 'async',
    minAge: 18,
    maxAge: 99,
    eligibleStates: allStatesExcept(QUESTIONNAIRE_RESTRICTED_STATES),
    maleEligible: true,
    femaleEligible: true,
    description:
      'Prescription allergy treatment for sneezing, congestion and itchy eyes, from a licensed clinician without an office visit.',
    treatmentType: 'seasonal_allergies',
  },
];

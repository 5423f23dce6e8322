import type { CuratedDrug } from './catalogue-types';
import { ANTI_INFECTIVE_DRUGS } from './curated-anti-infectives';
import { CARDIOVASCULAR_DRUGS } from './curated-cardiovascular';
import { DERMATOLOGY_DRUGS } from './curated-dermatology';
import { ENDOCRINE_DRUGS } from './curated-endocrine';
import { EYE_CARE_DRUGS } from './curated-eye-care';
import { GASTROINTESTINAL_DRUGS } from './curated-gastrointestinal';
import { GENITOURINARY_DRUGS } from './curated-genitourinary';
import { NEUROLOGY_DRUGS } from './curated-neurology';
import { PAIN_DRUGS } from './curated-pain';
import { PSYCHIATRIC_DRUGS } from './curated-psychiatric';
import { RESPIRATORY_DRUGS } from './curated-respiratory';

/** The hand-curated table: each generic with its forms, strengths, package sizes and brands. */
export const CURATED_DRUGS: readonly CuratedDrug[] = [
  ...CARDIOVASCULAR_DRUGS,
  ...ENDOCRINE_DRUGS,
  ...PSYCHIATRIC_DRUGS,
  ...NEUROLOGY_DRUGS,
  ...PAIN_DRUGS,
  ...RESPIRATORY_DRUGS,
  ...ANTI_INFECTIVE_DRUGS,
  ...GASTROINTESTINAL_DRUGS,
  ...GENITOURINARY_DRUGS,
  ...DERMATOLOGY_DRUGS,
  ...EYE_CARE_DRUGS,
];

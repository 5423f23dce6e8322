import type { PricingUnit } from './catalogue-types';

/** How NADAC descriptions name the physical form of a product. */
export type NadacFormClass =
  | 'tablet'
  | 'capsule'
  | 'suspension'
  | 'solution'
  | 'cream'
  | 'ointment'
  | 'gel'
  | 'lotion'
  | 'patch'
  | 'eye-drops'
  | 'nasal-spray'
  | 'inhaler'
  | 'pen'
  | 'vial'
  | 'syringe'
  | 'ring'
  | 'suppository'
  | 'film'
  | 'powder';

/** Release or presentation modifiers that NADAC writes next to the form. */
export type NadacRelease = 'immediate' | 'extended' | 'delayed' | 'odt' | 'chewable' | 'sublingual';

export interface DosageFormDefinition {
  displayForm: string;
  pricingUnit: PricingUnit;
  formClass: NadacFormClass;
  release: NadacRelease;
}

function defineForm(
  displayForm: string,
  pricingUnit: PricingUnit,
  formClass: NadacFormClass,
  release: NadacRelease = 'immediate',
): DosageFormDefinition {
  return { displayForm, pricingUnit, formClass, release };
}

export const DOSAGE_FORMS = {
  tablet: defineForm('Tablet', 'EA', 'tablet'),
  capsule: defineForm('Capsule', 'EA', 'capsule'),
  'extended-release tablet': defineForm('Extended-Release Tablet', 'EA', 'tablet', 'extended'),
  'extended-release capsule': defineForm('Extended-Release Capsule', 'EA', 'capsule', 'extended'),
  'delayed-release tablet': defineForm('Delayed-Release Tablet', 'EA', 'tablet', 'delayed'),
  'delayed-release capsule': defineForm('Delayed-Release Capsule', 'EA', 'capsule', 'delayed'),
  'orally disintegrating tablet': defineForm('Orally Disintegrating Tablet', 'EA', 'tablet', 'odt'),
  'chewable tablet': defineForm('Chewable Tablet', 'EA', 'tablet', 'chewable'),
  'sublingual tablet': defineForm('Sublingual Tablet', 'EA', 'tablet', 'sublingual'),
  'sublingual film': defineForm('Sublingual Film', 'EA', 'film', 'sublingual'),
  'oral suspension': defineForm('Oral Suspension', 'ML', 'suspension'),
  'oral solution': defineForm('Oral Solution', 'ML', 'solution'),
  'nasal spray': defineForm('Nasal Spray', 'GM', 'nasal-spray'),
  inhaler: defineForm('Inhaler', 'EA', 'inhaler'),
  'inhalation solution': defineForm('Inhalation Solution', 'ML', 'solution'),
  cream: defineForm('Cream', 'GM', 'cream'),
  ointment: defineForm('Ointment', 'GM', 'ointment'),
  gel: defineForm('Gel', 'GM', 'gel'),
  lotion: defineForm('Lotion', 'ML', 'lotion'),
  'topical solution': defineForm('Topical Solution', 'ML', 'solution'),
  shampoo: defineForm('Shampoo', 'ML', 'solution'),
  patch: defineForm('Patch', 'EA', 'patch'),
  'eye drops': defineForm('Eye Drops', 'ML', 'eye-drops'),
  'ear drops': defineForm('Ear Drops', 'ML', 'eye-drops'),
  'injection pen': defineForm('Injection Pen', 'ML', 'pen'),
  vial: defineForm('Vial', 'ML', 'vial'),
  'prefilled syringe': defineForm('Prefilled Syringe', 'EA', 'syringe'),
  'auto-injector': defineForm('Auto-Injector', 'EA', 'syringe'),
  'vaginal ring': defineForm('Vaginal Ring', 'EA', 'ring'),
  'vaginal cream': defineForm('Vaginal Cream', 'GM', 'cream'),
  'vaginal gel': defineForm('Vaginal Gel', 'GM', 'gel'),
  'oral powder': defineForm('Oral Powder', 'GM', 'powder'),
  suppository: defineForm('Suppository', 'EA', 'suppository'),
} satisfies Record<string, DosageFormDefinition>;

export type DosageFormName = keyof typeof DOSAGE_FORMS;

export function isDosageFormName(form: string): form is DosageFormName {
  return Object.hasOwn(DOSAGE_FORMS, form);
}

export function getDosageForm(form: string): DosageFormDefinition {
  if (!isDosageFormName(form)) throw new Error(`Unknown dosage form: ${form}`);
  return DOSAGE_FORMS[form];
}

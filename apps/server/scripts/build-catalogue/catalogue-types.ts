/** Shapes of the hand-curated drug table and of the generated drugs.json. */

export const CATEGORIES = [
  'Cardiovascular',
  'Endocrine & Metabolic',
  'CNS & Psychiatric',
  'Pain & Inflammation',
  'Anti-infectives',
  'Respiratory & Allergy',
  'Gastrointestinal',
  'Genitourinary',
  'Dermatology',
  'Eye Care',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const TELEMED_CONDITIONS = [
  'erectile-dysfunction',
  'hair-loss',
  'birth-control',
  'cold-sores',
  'cholesterol',
  'acid-reflux',
  'seasonal-allergies',
] as const;
export type TelemedCondition = (typeof TELEMED_CONDITIONS)[number];

export type DeaSchedule = 'II' | 'III' | 'IV' | 'V';
export type PromoExclusion = 'ed' | 'hair_loss';
export type PricingUnit = 'EA' | 'ML' | 'GM';

export const COST_SOURCES = [
  'nadac-2026-04',
  'nadac-2025-12',
  'nadac-group-estimate',
  'estimate',
] as const;
export type CostSource = (typeof COST_SOURCES)[number];

export interface CuratedDosage {
  strength: string;
  quantities: number[];
  defaultQuantity?: number;
  /** NADAC pricing units in one sold unit (e.g. 18 g of aerosol in one inhaler); 1 when omitted. */
  nadacUnits?: number;
}

export interface CuratedForm {
  form: string;
  /** Overrides the form's usual pricing unit (some nasal sprays are sold by mL). */
  pricingUnit?: PricingUnit;
  /** Per-unit acquisition cost of the first dosage when NADAC has no exact record. */
  costHint?: number;
  /**
   * The unit NADAC prices this form in, when it differs from the sold unit (dosages then give
   * nadacUnits). Inhalers are only priced from NADAC when this is set.
   */
  nadacPricingUnit?: PricingUnit;
  dosages: CuratedDosage[];
}

export interface CuratedBrand {
  name: string;
  /** Forms sold under the brand; defaults to all of the generic's forms. */
  forms?: string[];
  /** Strengths sold under the brand; defaults to all of the chosen forms' strengths. */
  strengths?: string[];
  /** Forms of the brand when they differ from the generic's (another product of the molecule). */
  ownForms?: CuratedForm[];
  /** Name as NADAC spells it, when it differs from the brand name. */
  nadacName?: string;
  /** Per-unit acquisition cost of the first dosage of each brand form when NADAC has no record. */
  costHint?: number;
  /** Overrides the generic's promotion exclusion (e.g. a 5 mg brand of a hair-loss generic). */
  promoExclusion?: PromoExclusion | null;
  /** Overrides the generic's online-visit conditions. */
  telemedConditions?: TelemedCondition[];
}

export interface CuratedDrug {
  name: string;
  slug?: string;
  genericName?: string;
  drugClass: string;
  commonUses: string;
  category: Category;
  deaSchedule?: DeaSchedule;
  isOpioid?: boolean;
  promoExclusion?: PromoExclusion;
  telemedConditions?: TelemedCondition[];
  /** Names as NADAC spells them, tried in order; defaults to the drug's name. */
  nadacNames?: string[];
  /** True when no generic is sold in the US: the generic entry is priced like its brand. */
  isBrandOnly?: boolean;
  forms: CuratedForm[];
  brands: CuratedBrand[];
}

export interface CatalogueDosage {
  strength: string;
  unitCost: number;
  costSource: CostSource;
  quantities: number[];
  defaultQuantity: number;
}

export interface CatalogueForm {
  form: string;
  displayForm: string;
  pricingUnit: PricingUnit;
  dosages: CatalogueDosage[];
}

export interface CatalogueDrug {
  slug: string;
  name: string;
  genericName: string;
  isBrand: boolean;
  genericSlug: string | null;
  brandSlugs: string[];
  drugClass: string;
  commonUses: string;
  category: Category;
  popularityRank: number;
  deaSchedule: DeaSchedule | null;
  isOpioid: boolean;
  promoExclusion: PromoExclusion | null;
  telemedConditions: TelemedCondition[];
  forms: CatalogueForm[];
}

export interface Catalogue {
  source: string;
  drugs: CatalogueDrug[];
}

import type { PricedMedication } from '../pricing/index';

/** One strength of a drug's form, as the catalogue index holds it. */
export interface CatalogueMedication extends PricedMedication {
  medNameId: number;
  slug: string;
  form: string;
  displayForm: string;
  strength: string;
  displayDosage: string;
  quantities: number[];
  defaultQuantity: number;
  isCustomQuantityAllowed: boolean;
  sortOrder: number;
}

/** One med name (generic or brand) with its medications in display order. */
export interface CatalogueDrug {
  medNameId: number;
  slug: string;
  name: string;
  genericName: string;
  isBrand: boolean;
  genericMedNameId: number | null;
  /** Brands of a generic, most popular first; empty for a brand. */
  brandMedNameIds: number[];
  drugClass: string;
  commonUses: string;
  category: string;
  popularityRank: number;
  deaSchedule: string | null;
  isOpioid: boolean;
  promoExclusion: string | null;
  telemedConditions: string[];
  isSynthetic: boolean;
  medications: CatalogueMedication[];
}

import type {
  Category,
  CuratedBrand,
  CuratedDosage,
  CuratedDrug,
  CuratedForm,
  PricingUnit,
} from './catalogue-types';
import type { DosageFormName } from './dosage-forms';

interface FormOptions {
  defaultQuantity?: number;
  costHint?: number;
  pricingUnit?: PricingUnit;
  nadacPricingUnit?: PricingUnit;
  nadacUnits?: number;
}

/** One strength with its own package quantities. */
export function dose(
  strength: string,
  quantities: number[],
  defaultQuantity?: number,
  nadacUnits?: number,
): CuratedDosage {
  return {
    strength,
    quantities,
    ...(defaultQuantity === undefined ? {} : { defaultQuantity }),
    ...(nadacUnits === undefined ? {} : { nadacUnits }),
  };
}

/** A form whose plain-string strengths share one list of package quantities. */
export function form(
  name: DosageFormName,
  strengths: (string | CuratedDosage)[],
  quantities: number[],
  options: FormOptions = {},
): CuratedForm {
  const { defaultQuantity, costHint, pricingUnit, nadacPricingUnit, nadacUnits } = options;
  return {
    form: name,
    ...(pricingUnit ? { pricingUnit } : {}),
    ...(nadacPricingUnit ? { nadacPricingUnit } : {}),
    ...(costHint === undefined ? {} : { costHint }),
    dosages: strengths.map((strength) =>
      typeof strength === 'string'
        ? dose(strength, quantities, defaultQuantity, nadacUnits)
        : strength,
    ),
  };
}

export function brand(name: string, options: Omit<CuratedBrand, 'name'> = {}): CuratedBrand {
  return { name, ...options };
}

/** Brand-name entry limited to some forms and, optionally, strengths. */
export function brandOf(
  name: string,
  forms: DosageFormName[],
  strengths?: string[],
  options: Omit<CuratedBrand, 'name' | 'forms' | 'strengths'> = {},
): CuratedBrand {
  return { name, forms, ...(strengths ? { strengths } : {}), ...options };
}

/** Usual package sizes. */
export const DAILY = [30, 90];
export const TWICE_DAILY = [60, 180];
export const DAILY_OR_TWICE = [30, 60, 90];
export const THREE_TIMES_DAILY = [90, 270];
export const AS_NEEDED = [10, 20, 30];
export const AS_NEEDED_LARGE = [30, 60, 90];

/** Gives every drug of a category file its category. */
export function inCategory(
  category: Category,
  drugs: (Omit<CuratedDrug, 'category'> & { category?: Category })[],
): CuratedDrug[] {
  return drugs.map((drug) => ({ ...drug, category: drug.category ?? category }));
}

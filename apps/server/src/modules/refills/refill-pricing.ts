import { PRICE_CATEGORIES, type PriceCategory } from '@fillwell/domain';
import type { CatalogueDrug, CatalogueIndex, CatalogueMedication } from '../catalog/index';
import { describeFormulation } from '../cart/index';
import { computePrice } from '../pricing/index';

/** A medication at a quantity, as a refill or a medication list names it. */
export interface MedicationChoice {
  medId: number;
  quantity: number;
  priceCategory: string;
}

export interface NamedMedication {
  drug: CatalogueDrug;
  medication: CatalogueMedication;
  name: string;
  description: string;
}

/** A stored price category; anything unknown reads as home delivery, what auto-refill ships. */
export function toPriceCategory(text: string): PriceCategory {
  return PRICE_CATEGORIES.find((category) => category === text) ?? 'delivery';
}

/** Names and prices medications from the catalogue, with the pricing engine, at today's prices. */
export function createRefillPricing(catalogue: CatalogueIndex) {
  function findMedication(medId: number): CatalogueMedication | undefined {
    return catalogue.getMedication(medId);
  }

  /** The drug's name and "20mg tablet, 30 tablets"; null once the catalogue no longer has it. */
  function describe(choice: Pick<MedicationChoice, 'medId' | 'quantity'>): NamedMedication | null {
    const medication = findMedication(choice.medId);
    const drug = medication ? catalogue.getDrug(medication.medNameId) : undefined;
    if (!medication || !drug) return null;
    return {
      drug,
      medication,
      name: drug.name,
      description: describeFormulation(medication, choice.quantity),
    };
  }

  /** The price in cents now, in a category; null when it cannot be priced any more. */
  function priceCents(choice: MedicationChoice, category?: PriceCategory): number | null {
    const medication = findMedication(choice.medId);
    if (!medication) return null;
    try {
      return computePrice({
        medication,
        quantity: choice.quantity,
        category: category ?? toPriceCategory(choice.priceCategory),
      }).amountCents;
    } catch {
      return null;
    }
  }

  /** The full price (id and money) in a category, for lists that offer to buy again. */
  function price(choice: Omit<MedicationChoice, 'priceCategory'>, category: PriceCategory) {
    const medication = findMedication(choice.medId);
    if (!medication) return null;
    try {
      return computePrice({ medication, quantity: choice.quantity, category });
    } catch {
      return null;
    }
  }

  return { describe, priceCents, price };
}

export type RefillPricing = ReturnType<typeof createRefillPricing>;

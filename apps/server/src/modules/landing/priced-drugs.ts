import type { PricedDrug } from '@fillwell/contracts';
import {
  findDefaultMedication,
  formatDisplayQuantity,
  type CatalogueIndex,
  type CatalogueMedication,
} from '../catalog/index';
import { computeCategoryPrices, getLowestPrice } from '../pricing/index';

/** A drug's usual dosage and quantity, the way its page opens. */
export interface DefaultItem {
  slug: string;
  name: string;
  medication: CatalogueMedication;
  quantity: number;
  displayQuantity: string;
}

/** The drugs of `slugs` the catalogue has, each at its usual dosage and quantity. */
export function listDefaultItems(
  catalogue: CatalogueIndex,
  slugs: readonly string[],
): DefaultItem[] {
  return slugs.flatMap((slug) => {
    const drug = catalogue.getDrugBySlug(slug);
    const medication = drug ? findDefaultMedication(drug) : undefined;
    if (!drug || !medication) return [];
    const quantity = medication.defaultQuantity;
    const displayQuantity = `${medication.displayDosage}, ${formatDisplayQuantity(
      medication.form,
      medication.pricingUnit,
      quantity,
    )}`;
    return [{ slug: drug.slug, name: drug.name, medication, quantity, displayQuantity }];
  });
}

/** Each item at its lowest price over the categories anyone can buy in. */
export function priceAnywhere(item: DefaultItem): PricedDrug {
  const { amountCents, displayValue } = getLowestPrice(
    computeCategoryPrices(item.medication, item.quantity),
  );
  return {
    slug: item.slug,
    name: item.name,
    displayQuantity: item.displayQuantity,
    lowestPrice: { amountCents, displayValue },
    pharmacyName: null,
  };
}

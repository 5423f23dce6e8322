import type { Price } from '@fillwell/contracts';
import { NETWORK_IDS, type PriceCategory } from '@fillwell/domain';
import { createPharmacyPriceChooser, type PharmacyEntry } from '../pharmacies/index';
import type { PricedMedication } from '../pricing/index';

/** What a fill costs on the card at a pharmacy, and that pharmacy's retail price for it. */
export interface ClaimPrices {
  owed: Price;
  retail: Price;
}

/**
 * The card's price is the discount-card category's price at the pharmacy, worked out by the same
 * chooser the pharmacy list prices each pharmacy with (its chain's adjustment included), so the
 * counter and the site can never differ. Null when the medication cannot be priced.
 */
export function priceClaim(
  pharmacy: PharmacyEntry,
  medication: PricedMedication,
  quantity: number,
): ClaimPrices | null {
  try {
    const owed = choosePrice(pharmacy, medication, quantity, 'magic');
    const retail = choosePrice(pharmacy, medication, quantity, 'edlp');
    return owed && retail ? { owed, retail } : null;
  } catch (error) {
    // A cost the price engine refuses (or a price out of range) is a drug the card cannot cover.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

function choosePrice(
  pharmacy: PharmacyEntry,
  medication: PricedMedication,
  quantity: number,
  category: PriceCategory,
): Price | null {
  const chooser = createPharmacyPriceChooser({ medication, quantity, category });
  return chooser.choose(1 << NETWORK_IDS[category], pharmacy.chain)?.price ?? null;
}

import type { Price } from '@fillwell/contracts';
import type { PriceCategory } from '@fillwell/domain';
import { computePrice, type PricedMedication } from '../pricing/index';
import type { PharmacyChain } from './pharmacy-entry';
import { getNetworkPriceCategory, listMaskedNetworkIds } from './pharmacy-networks';

export interface PriceableItem {
  medication: PricedMedication;
  quantity: number;
}

/** An item's price at one pharmacy and the network that sells at that price. */
export interface PharmacyPriceChoice {
  price: Price;
  networkId: number;
}

/** Takes the pharmacy's applicable priced networks as a bit set (see pharmacy-networks.ts). */
export type PharmacyPriceChooser = (
  networkMask: number,
  chain: PharmacyChain,
) => PharmacyPriceChoice | null;

/**
 * Chooses an item's price at a pharmacy: the lowest of the categories its networks sell at
 * (the discount-card category with the pharmacy chain's adjustment); on a tie the lower network
 * id wins. Null when none of its networks is priced.
 *
 * Pharmacies with the same networks and the same chain adjustment share a price, so one
 * chooser remembers its answers, and each category price it computes once (the discount-card
 * one once per adjustment): a search over thousands of pharmacies computes a few dozen.
 */
export function createPharmacyPriceChooser(item: PriceableItem): PharmacyPriceChooser {
  const choices = new Map<number, PharmacyPriceChoice | null>();
  const getCategoryPrice = createCategoryPriceReader(item);
  return (networkMask, chain) => {
    const key = chain.adjustmentBasisPoints * MASK_SPAN + networkMask;
    let choice = choices.get(key);
    if (choice === undefined) {
      choice = chooseLowest(listMaskedNetworkIds(networkMask), chain, getCategoryPrice);
      choices.set(key, choice);
    }
    return choice;
  };
}

/** Network masks are below this (network ids under 10), so adjustment and mask make one key. */
const MASK_SPAN = 1 << 10;

type CategoryPriceReader = (category: PriceCategory, chain: PharmacyChain) => Price;

/** The item's price in a category, computed once (per chain adjustment for the discount card). */
function createCategoryPriceReader(item: PriceableItem): CategoryPriceReader {
  const pricesByCategory = new Map<PriceCategory, Price>();
  const discountCardPricesByAdjustment = new Map<number, Price>();
  return (category, chain) => {
    const isDiscountCard = category === 'magic';
    const prices = isDiscountCard ? discountCardPricesByAdjustment : pricesByCategory;
    const key = isDiscountCard ? chain.adjustmentBasisPoints : category;
    let price = (prices as Map<PriceCategory | number, Price>).get(key);
    if (price === undefined) {
      const chainShortName = isDiscountCard ? chain.shortName : undefined;
      price = computePrice({ ...item, category, chainShortName });
      (prices as Map<PriceCategory | number, Price>).set(key, price);
    }
    return price;
  };
}

function chooseLowest(
  networkIds: readonly number[],
  chain: PharmacyChain,
  getCategoryPrice: CategoryPriceReader,
): PharmacyPriceChoice | null {
  let lowest: PharmacyPriceChoice | null = null;
  for (const networkId of networkIds) {
    const category = getNetworkPriceCategory(networkId);
    if (!category) continue;
    const price = getCategoryPrice(category, chain);
    if (!lowest || price.amountCents < lowest.price.amountCents) lowest = { price, networkId };
  }
  return lowest;
}

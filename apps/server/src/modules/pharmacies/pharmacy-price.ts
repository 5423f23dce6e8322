import type { Price } from '@fillwell/contracts';
import { NETWORK_IDS, type PriceCategory } from '@fillwell/domain';
import {
  computeAmountCents,
  computePrice,
  type PriceInput,
  type PricedMedication,
} from '../pricing/index';
import type { PharmacyChain } from './pharmacy-entry';
import { getNetworkPriceCategory, listMaskedNetworkIds } from './pharmacy-networks';

export interface PriceableItem {
  medication: PricedMedication;
  quantity: number;
  /** Only this category's network prices the item; none: the lowest of the pharmacy's. */
  category?: PriceCategory | null;
}

/** An item's price at one pharmacy and the network that sells at that price. */
export interface PharmacyPriceChoice {
  price: Price;
  networkId: number;
}

/**
 * An item's price at a pharmacy: the lowest of the categories its networks sell at (the
 * discount-card category with the pharmacy chain's adjustment), or the item's own category where
 * the pharmacy sells in it; on a tie the lower network id wins. Both take the pharmacy's
 * applicable priced networks as a bit set (see pharmacy-networks.ts) and answer null when none
 * of them is priced.
 */
export interface PharmacyPriceChooser {
  /** Just the amount, for ranking many pharmacies. */
  findLowestCents(networkMask: number, chain: PharmacyChain): number | null;
  /** The price itself, for the few pharmacies shown. */
  choose(networkMask: number, chain: PharmacyChain): PharmacyPriceChoice | null;
}

/** Network masks are below this (network ids under 10), so adjustment and mask make one key. */
const MASK_SPAN = 1 << 10;

/**
 * Pharmacies with the same networks and chain adjustment share a price, so the chooser works
 * out each category's amount once (the discount card's once per adjustment), and whole prices,
 * with their ids, money text and breakdown, only for the pharmacies shown.
 */
export function createPharmacyPriceChooser(item: PriceableItem): PharmacyPriceChooser {
  const readAmount = memoizeByCategory((category, chain) =>
    computeAmountCents(toPriceInput(item, category, chain)),
  );
  const readPrice = memoizeByCategory((category, chain) =>
    computePrice(toPriceInput(item, category, chain)),
  );
  const choices = new Map<number, PharmacyPriceChoice | null>();
  const categoryMask = item.category ? 1 << NETWORK_IDS[item.category] : ~0;
  /** The network with the lowest amount among the mask's priced ones; -1 when none is priced. */
  const findLowestNetworkId = (networkMask: number, chain: PharmacyChain): number => {
    let lowestNetworkId = -1;
    let lowestCents = Infinity;
    for (const networkId of listMaskedNetworkIds(networkMask & categoryMask)) {
      const category = getNetworkPriceCategory(networkId);
      if (!category) continue;
      const amountCents = readAmount(category, chain);
      if (amountCents < lowestCents) {
        lowestNetworkId = networkId;
        lowestCents = amountCents;
      }
    }
    return lowestNetworkId;
  };
  const readNetworkAmount = (networkId: number, chain: PharmacyChain): number | null => {
    const category = getNetworkPriceCategory(networkId);
    return category ? readAmount(category, chain) : null;
  };
  return {
    findLowestCents: (networkMask, chain) =>
      readNetworkAmount(findLowestNetworkId(networkMask, chain), chain),
    choose(networkMask, chain) {
      const key = chain.adjustmentBasisPoints * MASK_SPAN + networkMask;
      let choice = choices.get(key);
      if (choice === undefined) {
        const networkId = findLowestNetworkId(networkMask, chain);
        const category = getNetworkPriceCategory(networkId);
        choice = category ? { networkId, price: readPrice(category, chain) } : null;
        choices.set(key, choice);
      }
      return choice;
    },
  };
}

function toPriceInput(
  { medication, quantity }: PriceableItem,
  category: PriceCategory,
  chain: PharmacyChain,
): PriceInput {
  // Named properties, not a spread: a spread of objects of many shapes is a slow copy.
  const chainShortName = category === 'magic' ? chain.shortName : null;
  return { medication, quantity, category, chainShortName };
}

/**
 * A category's value worked out once, the discount card's once per chain adjustment (the other
 * categories do not depend on the chain).
 */
function memoizeByCategory<T>(
  compute: (category: PriceCategory, chain: PharmacyChain) => T,
): (category: PriceCategory, chain: PharmacyChain) => T {
  const byCategory = new Map<PriceCategory, T>();
  const discountCardByAdjustment = new Map<number, T>();
  return (category, chain) => {
    const isDiscountCard = category === 'magic';
    const known = isDiscountCard
      ? discountCardByAdjustment.get(chain.adjustmentBasisPoints)
      : byCategory.get(category);
    if (known !== undefined) return known;
    const value = compute(category, chain);
    if (isDiscountCard) discountCardByAdjustment.set(chain.adjustmentBasisPoints, value);
    else byCategory.set(category, value);
    return value;
  };
}

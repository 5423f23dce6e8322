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
  const choicesByMask = new Map<number, Map<number, PharmacyPriceChoice | null>>();
  const getCategoryPrice = createCategoryPriceReader(item);
  return (networkMask, chain) => {
    let choices = choicesByMask.get(networkMask);
    if (!choices) {
      choices = new Map();
      choicesByMask.set(networkMask, choices);
    }
    let choice = choices.get(chain.adjustmentBasisPoints);
    if (choice === undefined) {
      choice = chooseLowest(listMaskedNetworkIds(networkMask), chain, getCategoryPrice);
      choices.set(chain.adjustmentBasisPoints, choice);
    }
    return choice;
  };
}

type CategoryPriceReader = (category: PriceCategory, chain: PharmacyChain) => Price;

/** The item's price in a category, computed once (per chain adjustment for the discount card). */
function createCategoryPriceReader(item: PriceableItem): CategoryPriceReader {
  const pricesByCategory = new Map<PriceCategory, Price>();
  const discountCardPricesByAdjustment = new Map<number, Price>();
  return (category, chain) =>
    category === 'magic'
      ? findOrAdd(discountCardPricesByAdjustment, chain.adjustmentBasisPoints, () =>
          computePrice({ ...item, category, chainShortName: chain.shortName }),
        )
      : findOrAdd(pricesByCategory, category, () => computePrice({ ...item, category }));
}

function findOrAdd<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
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

import type { Price } from '@fillwell/contracts';
import {
  computePrice,
  getChainAdjustmentBasisPoints,
  type PricedMedication,
} from '../pricing/index';
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
  chainShortName: string,
) => PharmacyPriceChoice | null;

/**
 * Chooses an item's price at a pharmacy: the lowest of the categories its networks sell at
 * (the discount-card category with the pharmacy chain's adjustment); on a tie the lower network
 * id wins. Null when none of its networks is priced.
 *
 * Pharmacies with the same networks and the same chain adjustment share a price, so one
 * chooser remembers its answers: a search over thousands of pharmacies computes a few dozen.
 */
export function createPharmacyPriceChooser(item: PriceableItem): PharmacyPriceChooser {
  const choicesByMask = new Map<number, Map<number, PharmacyPriceChoice | null>>();
  return (networkMask, chainShortName) => {
    const adjustment = getCachedAdjustment(chainShortName);
    let choices = choicesByMask.get(networkMask);
    if (!choices) {
      choices = new Map();
      choicesByMask.set(networkMask, choices);
    }
    let choice = choices.get(adjustment);
    if (choice === undefined) {
      choice = choosePrice(item, listMaskedNetworkIds(networkMask), chainShortName);
      choices.set(adjustment, choice);
    }
    return choice;
  };
}

/** Chain adjustments by short name: a directory has a bounded number of chains. */
const adjustmentsByChain = new Map<string, number>();

function getCachedAdjustment(chainShortName: string): number {
  let adjustment = adjustmentsByChain.get(chainShortName);
  if (adjustment === undefined) {
    adjustment = getChainAdjustmentBasisPoints(chainShortName);
    adjustmentsByChain.set(chainShortName, adjustment);
  }
  return adjustment;
}

function choosePrice(
  item: PriceableItem,
  networkIds: readonly number[],
  chainShortName: string,
): PharmacyPriceChoice | null {
  let lowest: PharmacyPriceChoice | null = null;
  for (const networkId of networkIds) {
    const category = getNetworkPriceCategory(networkId);
    if (!category) continue;
    const price = computePrice({ ...item, category, chainShortName });
    if (!lowest || price.amountCents < lowest.price.amountCents) lowest = { price, networkId };
  }
  return lowest;
}

import type { PricedMedication } from '../pricing/index';
import {
  createPharmacyPriceChooser,
  type PharmacyPriceChooser,
  type PriceableItem,
} from './pharmacy-price';

/** Items searched lately whose choosers are kept; a chooser holds a few dozen prices. */
export const PRICE_CHOOSER_CACHE_SIZE = 256;

interface CachedChooser {
  medication: PricedMedication;
  choose: PharmacyPriceChooser;
}

/**
 * Price choosers for the items searched lately, least recently used dropped first: a popular
 * item's prices are computed once, not on every search. A chooser is kept for the medication
 * object it priced, so a catalogue reload (new objects, perhaps new costs) starts afresh.
 */
export function createPriceChooserCache(
  capacity = PRICE_CHOOSER_CACHE_SIZE,
): (item: PriceableItem) => PharmacyPriceChooser {
  const choosers = new Map<string, CachedChooser>();
  return (item) => {
    const key = `${item.medication.medId}:${item.quantity}`;
    const cached = choosers.get(key);
    choosers.delete(key);
    const entry =
      cached?.medication === item.medication
        ? cached
        : { medication: item.medication, choose: createPharmacyPriceChooser(item) };
    choosers.set(key, entry);
    if (choosers.size > capacity) {
      const oldest = choosers.keys().next();
      if (!oldest.done) choosers.delete(oldest.value);
    }
    return entry.choose;
  };
}

import { describe, expect, it } from 'vitest';
import { computePrice, type PricedMedication } from '../pricing/index';
import { createPharmacyChain as chain } from './pharmacy-entry';
import { createPharmacyPriceChooser } from './pharmacy-price';

const generic: PricedMedication = {
  medId: 101,
  unitCostMicrodollars: 250_000,
  isBrand: false,
  pricingUnit: 'EA',
};
const item = { medication: generic, quantity: 30 };
const mask = (networkIds: number[]) =>
  networkIds.reduce((bits, networkId) => bits | (1 << networkId), 0);
const priceOf = (category: 'edlp' | 'local' | 'delivery' | 'magic', chain?: string) =>
  computePrice({ ...item, category, chainShortName: chain }).amountCents;

describe('createPharmacyPriceChooser', () => {
  it('prices a retail-only pharmacy at the retail price', () => {
    const choice = createPharmacyPriceChooser(item).choose(mask([1]), chain('cvs'));
    expect(choice?.networkId).toBe(1);
    expect(choice?.price.category).toBe('edlp');
    expect(choice?.price.amountCents).toBe(priceOf('edlp'));
  });

  it('takes the lowest category the pharmacy offers', () => {
    const { choose } = createPharmacyPriceChooser(item);
    const smartDeal = choose(mask([1, 2]), chain('cvs'));
    expect(smartDeal?.price.category).toBe('local');
    expect(smartDeal?.networkId).toBe(2);
    const expected = Math.min(priceOf('edlp'), priceOf('local'), priceOf('magic', 'costco'));
    expect(choose(mask([1, 2, 4]), chain('costco'))?.price.amountCents).toBe(expected);
  });

  it("applies the chain's discount-card adjustment", () => {
    const { choose } = createPharmacyPriceChooser(item);
    const costco = choose(mask([4]), chain('costco'));
    const cvs = choose(mask([4]), chain('cvs'));
    expect(costco?.price.amountCents).toBe(priceOf('magic', 'costco'));
    expect(cvs?.price.amountCents).toBe(priceOf('magic', 'cvs'));
    expect(costco?.price.amountCents).toBeLessThan(cvs?.price.amountCents ?? 0);
  });

  it('prices the mail-order pharmacy at the delivery price', () => {
    const choice = createPharmacyPriceChooser(item).choose(mask([3]), chain('fillwell-mail'));
    expect(choice?.price.category).toBe('delivery');
    expect(choice?.price.amountCents).toBe(priceOf('delivery'));
  });

  it('has no price for a pharmacy in no priced network', () => {
    const { choose } = createPharmacyPriceChooser(item);
    expect(choose(mask([]), chain('cvs'))).toBeNull();
    expect(choose(mask([9]), chain('cvs'))).toBeNull();
    expect(choose(0, chain('cvs'))).toBeNull();
  });

  it('finds the same lowest amount it chooses, without making the price', () => {
    const chooser = createPharmacyPriceChooser(item);
    for (const networks of [[1], [1, 2], [1, 2, 4], [3], [4], [2, 4]])
      for (const name of ['cvs', 'costco', 'walmart', 'an-independent'])
        expect(chooser.findLowestCents(mask(networks), chain(name))).toBe(
          chooser.choose(mask(networks), chain(name))?.price.amountCents,
        );
    expect(chooser.findLowestCents(mask([9]), chain('cvs'))).toBeNull();
  });

  it('gives the same answer from its memory as computed fresh', () => {
    const { choose } = createPharmacyPriceChooser(item);
    const first = choose(mask([1, 4]), chain('walmart'));
    expect(choose(mask([1, 4]), chain('walmart'))).toBe(first);
    expect(createPharmacyPriceChooser(item).choose(mask([1, 4]), chain('walmart'))).toEqual(first);
  });
});

import { describe, expect, it } from 'vitest';
import type { PricedMedication } from '../pricing/index';
import { createPharmacyChain } from './pharmacy-entry';
import { createPharmacyPriceChooser } from './pharmacy-price';
import { createPriceChooserCache } from './price-chooser-cache';

const makeMedication = (medId: number, unitCostMicrodollars = 250_000): PricedMedication => ({
  medId,
  unitCostMicrodollars,
  isBrand: false,
  pricingUnit: 'EA',
});
const cvs = createPharmacyChain('cvs');
const RETAIL_AND_CARD = (1 << 1) | (1 << 4);

describe('createPriceChooserCache', () => {
  it('gives the same chooser for the same medication and quantity', () => {
    const getChooser = createPriceChooserCache();
    const medication = makeMedication(1);
    const choose = getChooser({ medication, quantity: 30 });
    expect(getChooser({ medication, quantity: 30 })).toBe(choose);
    expect(getChooser({ medication, quantity: 60 })).not.toBe(choose);
  });

  it('chooses what a fresh chooser chooses', () => {
    const item = { medication: makeMedication(2), quantity: 90 };
    const cached = createPriceChooserCache()(item)(RETAIL_AND_CARD, cvs);
    expect(cached).toEqual(createPharmacyPriceChooser(item)(RETAIL_AND_CARD, cvs));
  });

  it('starts afresh for a reloaded medication object', () => {
    const getChooser = createPriceChooserCache();
    const before = getChooser({ medication: makeMedication(3), quantity: 30 });
    const repriced = makeMedication(3, 500_000);
    const after = getChooser({ medication: repriced, quantity: 30 });
    expect(after).not.toBe(before);
    expect(after(RETAIL_AND_CARD, cvs)?.price.amountCents).toBeGreaterThan(
      before(RETAIL_AND_CARD, cvs)?.price.amountCents ?? Infinity,
    );
  });

  it('drops the least recently used item beyond its capacity', () => {
    const getChooser = createPriceChooserCache(2);
    const [a, b, c] = [1, 2, 3].map((medId) => ({
      medication: makeMedication(medId),
      quantity: 30,
    }));
    if (!a || !b || !c) throw new Error('items missing');
    const chooseA = getChooser(a);
    const chooseB = getChooser(b);
    expect(getChooser(a)).toBe(chooseA);
    getChooser(c);
    expect(getChooser(a)).toBe(chooseA);
    expect(getChooser(b)).not.toBe(chooseB);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PREFERRED_CHAINS, PRICE_CATEGORIES } from '@fillwell/domain';
import { priceSchema } from '@fillwell/contracts';
import {
  computeCategoryPrices,
  computePrice,
  getLowestPrice,
  type PricedMedication,
} from './index';
import { multiplyDivideRounded } from './price-engine';

/** Atorvastatin 20 mg tablet: NADAC $0.02872 per tablet (the docs/pricing.md example). */
const ATORVASTATIN_20: PricedMedication = {
  medId: 101,
  unitCostMicrodollars: 28_720,
  isBrand: false,
  pricingUnit: 'EA',
};

const LIPITOR_20: PricedMedication = {
  medId: 202,
  unitCostMicrodollars: 17_200_000,
  isBrand: true,
  pricingUnit: 'EA',
};

function sumParts(price: ReturnType<typeof computePrice>): number {
  const { acquisitionCostCents, markupCents, dispensingFeeCents, chainAdjustmentCents } =
    price.breakdown;
  return acquisitionCostCents + markupCents + dispensingFeeCents + chainAdjustmentCents;
}

describe('the worked example in docs/pricing.md (atorvastatin 20 mg × 30)', () => {
  const prices = computeCategoryPrices(ATORVASTATIN_20, 30);

  it('prices each category as documented', () => {
    expect(prices.edlp.breakdown).toMatchObject({
      acquisitionCostCents: 86,
      markupCents: 700,
      dispensingFeeCents: 525,
      chainAdjustmentCents: 0,
      markupPercent: 30,
    });
    expect(prices.edlp.displayValue).toBe('$13.11');
    expect(prices.local).toMatchObject({ amountCents: 886, displayValue: '$8.86' });
    expect(prices.delivery).toMatchObject({ amountCents: 536, displayValue: '$5.36' });
    expect(prices.magic).toMatchObject({ amountCents: 736, displayValue: '$7.36' });
  });

  it('adjusts the discount-card price per chain as documented', () => {
    const atChain = (chainShortName: string) =>
      computePrice({
        medication: ATORVASTATIN_20,
        quantity: 30,
        category: 'magic',
        chainShortName,
      });
    expect(atChain('cvs')).toMatchObject({ amountCents: 788 });
    expect(atChain('cvs').breakdown.chainAdjustmentCents).toBe(52);
    expect(atChain('walmart')).toMatchObject({ amountCents: 677 });
    expect(atChain('costco')).toMatchObject({ amountCents: 662 });
  });

  it('gives each price an id naming medication, quantity and category', () => {
    expect(prices.local.priceId).toBe('p-101-30-local');
    expect(getLowestPrice(prices).category).toBe('delivery');
  });
});

describe('computePrice', () => {
  it('charges a percentage markup once it passes the minimum, lower for brands', () => {
    const brand = computePrice({ medication: LIPITOR_20, quantity: 30, category: 'edlp' });
    expect(brand.breakdown).toMatchObject({
      acquisitionCostCents: 51_600,
      markupCents: 6_192,
      markupPercent: 12,
    });
    expect(brand.amountCents).toBe(51_600 + 6_192 + 525);
    const generic = computePrice({
      medication: { ...LIPITOR_20, isBrand: false },
      quantity: 30,
      category: 'edlp',
    });
    expect(generic.breakdown.markupCents).toBe(15_480);
  });

  it('orders categories retail > Smart Deal > discount card > delivery', () => {
    const prices = computeCategoryPrices(ATORVASTATIN_20, 90);
    expect(prices.edlp.amountCents).toBeGreaterThan(prices.local.amountCents);
    expect(prices.local.amountCents).toBeGreaterThan(prices.magic.amountCents);
    expect(prices.magic.amountCents).toBeGreaterThan(prices.delivery.amountCents);
  });

  it('ignores a chain outside the discount-card category', () => {
    const plain = computePrice({ medication: ATORVASTATIN_20, quantity: 30, category: 'edlp' });
    const atChain = computePrice({
      medication: ATORVASTATIN_20,
      quantity: 30,
      category: 'edlp',
      chainShortName: 'cvs',
    });
    expect(atChain).toEqual(plain);
  });

  it('gives independents a stable adjustment within the documented range', () => {
    const price = (chainShortName: string) =>
      computePrice({ medication: LIPITOR_20, quantity: 30, category: 'magic', chainShortName });
    const subtotal = price('').amountCents;
    for (const name of ['main-street-pharmacy', 'oak-drug', 'corner-apothecary']) {
      const adjustment = price(name).breakdown.chainAdjustmentCents;
      expect(adjustment).toBe(price(name).breakdown.chainAdjustmentCents);
      expect(adjustment).toBeGreaterThanOrEqual(Math.round(subtotal * -0.03) - 1);
      expect(adjustment).toBeLessThanOrEqual(Math.round(subtotal * 0.06) + 1);
    }
    expect(price('CVS').amountCents).toBe(price('cvs').amountCents);
  });

  it('prices a free acquisition at the minimum markup plus the fee', () => {
    const free = computePrice({
      medication: { ...ATORVASTATIN_20, unitCostMicrodollars: 0 },
      quantity: 1,
      category: 'delivery',
    });
    expect(free.amountCents).toBe(450);
  });

  it('rejects quantities and costs it cannot price', () => {
    const attempt =
      (quantity: number, unitCostMicrodollars = 1) =>
      () =>
        computePrice({
          medication: { ...ATORVASTATIN_20, unitCostMicrodollars },
          quantity,
          category: 'edlp',
        });
    expect(attempt(0)).toThrow(RangeError);
    expect(attempt(-3)).toThrow(RangeError);
    expect(attempt(1.5)).toThrow(RangeError);
    expect(attempt(Number.NaN)).toThrow(RangeError);
    expect(attempt(10, -1)).toThrow(RangeError);
  });
});

describe('price properties', () => {
  const medicationArbitrary = fc.record({
    medId: fc.integer({ min: 1, max: 2_000_000_000 }),
    unitCostMicrodollars: fc.integer({ min: 0, max: 5_000_000_000 }),
    isBrand: fc.boolean(),
    pricingUnit: fc.constantFrom('EA' as const, 'ML' as const, 'GM' as const),
  });
  const chainArbitrary = fc.oneof(
    fc.constant(null),
    fc.constantFrom(...PREFERRED_CHAINS.map((chain) => chain.shortName)),
    fc.string({ maxLength: 30 }),
  );
  const inputArbitrary = fc.record({
    medication: medicationArbitrary,
    quantity: fc.integer({ min: 1, max: 100_000 }),
    category: fc.constantFrom(...PRICE_CATEGORIES),
    chainShortName: chainArbitrary,
  });

  it('has a breakdown whose parts add up to the amount, in whole cents', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const price = computePrice(input);
        expect(priceSchema.parse(price)).toEqual(price);
        expect(sumParts(price)).toBe(price.amountCents);
        expect(Number.isSafeInteger(price.amountCents)).toBe(true);
      }),
    );
  });

  it('is deterministic and never below the dispensing fee', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const price = computePrice(input);
        expect(computePrice(structuredClone(input))).toEqual(price);
        expect(price.amountCents).toBeGreaterThanOrEqual(price.breakdown.dispensingFeeCents);
        expect(price.breakdown.quantity).toBe(input.quantity);
      }),
    );
  });

  it('never lowers the price when the quantity grows', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.integer({ min: 1, max: 1000 }), (input, extra) => {
        fc.pre(input.quantity + extra <= 100_000);
        const more = computePrice({ ...input, quantity: input.quantity + extra });
        expect(more.amountCents).toBeGreaterThanOrEqual(computePrice(input).amountCents);
      }),
    );
  });
});

describe('multiplyDivideRounded', () => {
  /** The exact reference: BigInt throughout, half away from zero. */
  function referenceRounded(a: number, b: number, divisor: number): number {
    const product = BigInt(a) * BigInt(b);
    const magnitude = ((product < 0n ? -product : product) + BigInt(divisor / 2)) / BigInt(divisor);
    return Number(product < 0n ? -magnitude : magnitude);
  }

  it('agrees with exact BigInt arithmetic, near the safe-integer edge too', () => {
    const factor = fc.oneof(
      fc.integer({ min: -20_000, max: 20_000 }),
      fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
      fc.constantFrom(94_906_265, 94_906_266, -94_906_266, 2 ** 26, 2 ** 27 - 1),
    );
    fc.assert(
      fc.property(factor, factor, fc.constantFrom(2, 10_000), (a, b, divisor) => {
        fc.pre(Math.abs(referenceRounded(a, b, divisor)) <= Number.MAX_SAFE_INTEGER);
        expect(multiplyDivideRounded(a, b, divisor)).toBe(referenceRounded(a, b, divisor));
      }),
      { numRuns: 5_000 },
    );
  });

  it('rounds halves away from zero and never answers minus zero', () => {
    expect(multiplyDivideRounded(5_000, 1, 10_000)).toBe(1);
    expect(multiplyDivideRounded(-5_000, 1, 10_000)).toBe(-1);
    expect(multiplyDivideRounded(4_999, 1, 10_000)).toBe(0);
    expect(Object.is(multiplyDivideRounded(-4_999, 1, 10_000), 0)).toBe(true);
  });
});

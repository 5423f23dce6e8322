import {
  describeBreakdown,
  findLowestCategory,
  formatPart,
  formatUnitCost,
  listBuyableCategories,
} from './price-rules';
import { createPrice, createPrices } from './testing/drug-fixtures';

describe('findLowestCategory', () => {
  it('finds the cheapest category', () => {
    expect(
      findLowestCategory(createPrices({ edlp: 900, local: 500, delivery: 700, magic: 600 })),
    ).toBe('local');
  });

  it('prefers the earlier category on a tie', () => {
    expect(
      findLowestCategory(createPrices({ edlp: 900, local: 800, delivery: 500, magic: 500 })),
    ).toBe('delivery');
  });

  it('passes over the discount card until the card is verified', () => {
    const prices = createPrices({ edlp: 900, local: 800, delivery: 700, magic: 400 });
    expect(findLowestCategory(prices, listBuyableCategories(false))).toBe('delivery');
    expect(findLowestCategory(prices, listBuyableCategories(true))).toBe('magic');
  });
});

describe('describeBreakdown', () => {
  it('lists cost, markup and fee that add up to the price', () => {
    const price = createPrice('edlp', 1299);
    const lines = describeBreakdown(price, '30 tablets');
    expect(lines.map((line) => line.label)).toEqual([
      'Medication cost',
      'Markup',
      'Dispensing fee',
    ]);
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(1299);
    expect(lines[0]?.explanation).toContain('30 tablets');
  });

  it('adds the chain adjustment only when it is not zero', () => {
    const price = createPrice('magic', 1000);
    price.breakdown.chainAdjustmentCents = -50;
    price.breakdown.acquisitionCostCents += 50;
    const lines = describeBreakdown(price, '30 tablets');
    expect(lines.at(-1)?.label).toBe('Pharmacy chain adjustment');
    expect(lines.at(-1)?.explanation).toContain('discount');
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(1000);
  });

  it('says when the minimum markup applies', () => {
    const price = createPrice('edlp', 1299);
    price.breakdown = {
      ...price.breakdown,
      acquisitionCostCents: 74,
      markupCents: 700,
      markupPercent: 30,
    };
    expect(describeBreakdown(price, '30 tablets')[1]?.explanation).toContain('smallest markup');
    price.breakdown = { ...price.breakdown, acquisitionCostCents: 10_000, markupCents: 3000 };
    expect(describeBreakdown(price, '30 tablets')[1]?.explanation).toBe(
      '30% of the medication cost, which keeps the pharmacy in business.',
    );
  });
});

describe('money parts', () => {
  it('shows zero as $0.00 and negatives with a minus sign', () => {
    expect(formatPart(0)).toBe('$0.00');
    expect(formatPart(525)).toBe('$5.25');
    expect(formatPart(-150)).toBe('−$1.50');
  });

  it('shows unit costs with up to five decimals', () => {
    expect(formatUnitCost(24_830)).toBe('$0.02483');
    expect(formatUnitCost(12_426_040)).toBe('$12.42604');
    expect(formatUnitCost(1_000_000)).toBe('$1.00');
  });
});

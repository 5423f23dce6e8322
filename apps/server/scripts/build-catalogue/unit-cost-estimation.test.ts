import { describe, expect, it } from 'vitest';
import { getDosageForm } from './dosage-forms';
import { buildNadacIndex, type NadacSummary } from './nadac-index';
import { estimateUnitCost, scaleByStrength, type CostRequest } from './unit-cost-estimation';

function sample(d: string, p: number, u: 'EA' | 'ML' | 'GM' = 'EA', o = false) {
  return { d, n: '00000000000', p, u, o };
}

const summary: NadacSummary = {
  date: '2025-12-24',
  src: 'CMS NADAC',
  d: {
    LISINOPRIL: {
      n: 'LISINOPRIL',
      c: 10,
      l: [sample('LISINOPRIL 2.5 MG TABLET', 0.01329), sample('LISINOPRIL 10 MG TABLET', 0.02)],
      min: 0.01329,
      max: 0.0551,
      avg: 0.02809,
    },
    METFORMIN: {
      n: 'METFORMIN',
      c: 10,
      l: [sample('METFORMIN HCL 500 MG TABLET', 0.01304)],
      min: 0.01304,
      max: 14.605,
      avg: 0.13538,
    },
    SYMBICORT: {
      n: 'SYMBICORT',
      c: 3,
      l: [sample('SYMBICORT 80-4.5 MCG INHALER', 19.19548, 'GM')],
      min: 19.19548,
      max: 25.42146,
      avg: 21.48194,
    },
    LORATADINE: {
      n: 'LORATADINE',
      c: 3,
      l: [sample('LORATADINE 5 MG/5 ML SYRUP', 0.03842, 'ML', true)],
      min: 0.03842,
      max: 0.74459,
      avg: 0.12225,
    },
  },
};
const index = buildNadacIndex(summary);

function request(overrides: Partial<CostRequest>): CostRequest {
  return {
    names: ['LISINOPRIL'],
    form: getDosageForm('tablet'),
    strength: '10 mg',
    nadacUnits: 1,
    nadacPricingUnit: 'EA',
    firstStrength: '2.5 mg',
    hint: null,
    isPricedPerPiece: false,
    fallbackCost: 0.25,
    ...overrides,
  };
}

describe('estimateUnitCost', () => {
  it('uses the exact NADAC record for the same name, strength and form', () => {
    expect(estimateUnitCost(index, request({}))).toEqual({
      unitCost: 0.02,
      costSource: 'nadac-2025-12',
    });
  });

  it('scales the nearest strength of the same product when there is no exact record', () => {
    const result = estimateUnitCost(index, request({ strength: '40 mg' }));
    expect(result.costSource).toBe('nadac-group-estimate');
    expect(result.unitCost).toBeCloseTo(0.02 * 4 ** 0.4, 5);
  });

  it('keeps a scaled cost inside the group minimum and maximum', () => {
    const result = estimateUnitCost(index, request({ strength: '1000 mg' }));
    expect(result.unitCost).toBe(0.0551);
  });

  it('prefers a curated hint over a scaled record', () => {
    const hint = { strength: '2.5 mg', nadacUnits: 1, unitCost: 0.03 };
    const result = estimateUnitCost(index, request({ strength: '40 mg', hint }));
    expect(result.costSource).toBe('estimate');
    expect(result.unitCost).toBeCloseTo(0.03 * 16 ** 0.4, 5);
  });

  it('places an unmatched form between the group minimum and average', () => {
    const result = estimateUnitCost(
      index,
      request({
        names: ['METFORMIN'],
        form: getDosageForm('extended-release tablet'),
        strength: '500 mg',
        firstStrength: '500 mg',
      }),
    );
    expect(result.costSource).toBe('nadac-group-estimate');
    expect(result.unitCost).toBeCloseTo(Math.sqrt(0.01304 * 0.13538), 5);
  });

  it('multiplies a per-gram price by the grams in an inhaler', () => {
    const result = estimateUnitCost(
      index,
      request({
        names: ['SYMBICORT'],
        form: getDosageForm('inhaler'),
        strength: '80 mcg/4.5 mcg',
        firstStrength: '80 mcg/4.5 mcg',
        nadacUnits: 10.2,
        nadacPricingUnit: 'GM',
        isPricedPerPiece: true,
      }),
    );
    expect(result).toEqual({ unitCost: 195.7939, costSource: 'nadac-2025-12' });
  });

  it('ignores records priced in another unit', () => {
    const result = estimateUnitCost(
      index,
      request({
        names: ['SYMBICORT'],
        form: getDosageForm('inhaler'),
        strength: '80 mcg/4.5 mcg',
        nadacPricingUnit: 'EA',
      }),
    );
    expect(result).toEqual({ unitCost: 0.25, costSource: 'estimate' });
  });

  it('uses over-the-counter records when nothing else matches', () => {
    const result = estimateUnitCost(
      index,
      request({
        names: ['LORATADINE'],
        form: getDosageForm('oral solution'),
        strength: '5 mg/5 mL',
        nadacPricingUnit: 'ML',
      }),
    );
    expect(result).toEqual({ unitCost: 0.03842, costSource: 'nadac-2025-12' });
  });

  it('falls back to the given estimate when no source prices the product', () => {
    const result = estimateUnitCost(
      index,
      request({ names: ['UNKNOWNOL'], fallbackCost: 0.123456 }),
    );
    expect(result).toEqual({ unitCost: 0.12346, costSource: 'estimate' });
  });

  it('keeps brands at one price whatever the strength', () => {
    const result = estimateUnitCost(index, request({ strength: '40 mg', isPricedPerPiece: true }));
    expect(result.unitCost).toBe(0.02);
  });
});

describe('scaleByStrength', () => {
  it('scales by the ratio of the first amounts raised to the exponent', () => {
    expect(scaleByStrength(1, 0.5, '10 mg', '40 mg')).toBeCloseTo(2, 10);
  });

  it('leaves the cost unchanged across different units', () => {
    expect(scaleByStrength(1, 0.5, '10 mg', '40 mcg')).toBe(1);
  });
});

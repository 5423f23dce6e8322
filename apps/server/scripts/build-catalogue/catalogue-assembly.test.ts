import { describe, expect, it } from 'vitest';
import {
  addCalibrationRecords,
  assembleCatalogue,
  findUncuratedSlugs,
  slugify,
} from './catalogue-assembly';
import type { CuratedDrug } from './catalogue-types';
import { brand, brandOf, dose, form } from './curated-builders';
import { CURATED_DRUGS } from './curated-drugs';
import { buildNadacIndex, type NadacIndex } from './nadac-index';
import { POPULARITY_ORDER } from './popularity-order';

function emptyIndex(): NadacIndex {
  const index = buildNadacIndex({ date: '2025-12-24', src: 'CMS NADAC', d: {} });
  addCalibrationRecords(index);
  return index;
}

const LISINOPRIL: CuratedDrug = {
  name: 'Lisinopril',
  drugClass: 'ACE inhibitor',
  commonUses: 'High blood pressure',
  category: 'Cardiovascular',
  forms: [form('tablet', ['10 mg', '20 mg', '40 mg'], [30, 90])],
  brands: [brand('Zestril'), brand('Prinivil', { strengths: ['10 mg'] })],
};

const FINASTERIDE: CuratedDrug = {
  name: 'Finasteride',
  drugClass: '5-alpha reductase inhibitor',
  commonUses: 'Hair loss; enlarged prostate',
  category: 'Genitourinary',
  promoExclusion: 'hair_loss',
  telemedConditions: ['hair-loss'],
  forms: [
    form('tablet', [dose('1 mg', [30, 90]), dose('5 mg', [30, 90])], [30], { costHint: 0.04 }),
  ],
  brands: [
    brandOf('Propecia', ['tablet'], ['1 mg']),
    brandOf('Proscar', ['tablet'], ['5 mg'], { promoExclusion: null, telemedConditions: [] }),
  ],
};

describe('assembleCatalogue', () => {
  const catalogue = assembleCatalogue(
    [FINASTERIDE, LISINOPRIL],
    ['lisinopril', 'finasteride'],
    emptyIndex(),
  );
  const bySlug = new Map(catalogue.drugs.map((drug) => [drug.slug, drug]));

  it('sorts by popularity rank, then slug', () => {
    expect(catalogue.drugs.map((drug) => drug.slug)).toEqual([
      'lisinopril',
      'prinivil',
      'zestril',
      'finasteride',
      'propecia',
      'proscar',
    ]);
  });

  it('links generics and brands both ways', () => {
    expect(bySlug.get('lisinopril')).toMatchObject({
      isBrand: false,
      genericSlug: null,
      brandSlugs: ['zestril', 'prinivil'],
    });
    expect(bySlug.get('zestril')).toMatchObject({
      isBrand: true,
      genericSlug: 'lisinopril',
      brandSlugs: [],
      popularityRank: 1,
    });
  });

  it('uses the published calibration costs exactly', () => {
    const dosages = bySlug.get('lisinopril')?.forms[0]?.dosages ?? [];
    expect(dosages.map((dosage) => [dosage.unitCost, dosage.costSource])).toEqual([
      [0.01873, 'nadac-2026-04'],
      [0.02587, 'nadac-2026-04'],
      [0.04738, 'nadac-2026-04'],
    ]);
  });

  it('prices a brand without a NADAC record well above its generic', () => {
    const zestril = bySlug.get('zestril')?.forms[0]?.dosages[0];
    expect(zestril?.costSource).toBe('estimate');
    expect(zestril?.unitCost).toBeGreaterThanOrEqual(7);
  });

  it('restricts brands to their strengths and lets them override promotion and visit flags', () => {
    expect(bySlug.get('prinivil')?.forms[0]?.dosages.map((dosage) => dosage.strength)).toEqual([
      '10 mg',
    ]);
    expect(bySlug.get('propecia')).toMatchObject({
      promoExclusion: 'hair_loss',
      telemedConditions: ['hair-loss'],
    });
    expect(bySlug.get('proscar')).toMatchObject({ promoExclusion: null, telemedConditions: [] });
  });

  it('fills form labels, pricing units and default quantities', () => {
    expect(bySlug.get('finasteride')?.forms[0]).toMatchObject({
      form: 'tablet',
      displayForm: 'Tablet',
      pricingUnit: 'EA',
      dosages: [
        { strength: '1 mg', quantities: [30, 90], defaultQuantity: 30 },
        { strength: '5 mg', quantities: [30, 90], defaultQuantity: 30 },
      ],
    });
  });

  it('rejects a default quantity that is not offered', () => {
    const broken: CuratedDrug = {
      ...LISINOPRIL,
      brands: [],
      forms: [form('tablet', ['10 mg'], [30], { defaultQuantity: 90 })],
    };
    expect(() => assembleCatalogue([broken], ['lisinopril'], emptyIndex())).toThrow(
      /default quantity/,
    );
  });

  it('rejects a drug missing from the popularity order and duplicate slugs', () => {
    expect(() => assembleCatalogue([LISINOPRIL], ['finasteride'], emptyIndex())).toThrow(
      /popularity order/,
    );
    const twin: CuratedDrug = { ...FINASTERIDE, brands: [brand('Lisinopril')] };
    expect(() =>
      assembleCatalogue([LISINOPRIL, twin], ['lisinopril', 'finasteride'], emptyIndex()),
    ).toThrow(/Duplicate slug/);
  });

  it('gives the same output for the same input', () => {
    const again = assembleCatalogue(
      [FINASTERIDE, LISINOPRIL],
      ['lisinopril', 'finasteride'],
      emptyIndex(),
    );
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalogue));
  });
});

describe('slugify', () => {
  it('makes lowercase hyphenated slugs', () => {
    expect(slugify('Toprol-XL')).toBe('toprol-xl');
    expect(slugify('Glucophage XR')).toBe('glucophage-xr');
    expect(slugify('Tylenol with Codeine #3')).toBe('tylenol-with-codeine-3');
    expect(slugify('Hydrocodone/Acetaminophen')).toBe('hydrocodone-acetaminophen');
  });
});

describe('the curated table', () => {
  it('ranks every curated generic exactly once', () => {
    expect(findUncuratedSlugs(CURATED_DRUGS, POPULARITY_ORDER)).toEqual([]);
    expect(new Set(POPULARITY_ORDER).size).toBe(POPULARITY_ORDER.length);
    expect(() => assembleCatalogue(CURATED_DRUGS, POPULARITY_ORDER, emptyIndex())).not.toThrow();
  });
});

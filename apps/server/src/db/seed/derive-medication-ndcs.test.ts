import { describe, expect, it } from 'vitest';
import type { DrugCatalogue } from './drug-catalogue';
import { deriveMedicationNdcs, parseDescription } from './derive-medication-ndcs';

type Drug = DrugCatalogue['drugs'][number];

function drug(slug: string, overrides: Partial<Drug>): Drug {
  return {
    slug,
    name: slug,
    genericName: slug,
    isBrand: false,
    genericSlug: null,
    brandSlugs: [],
    drugClass: '',
    commonUses: '',
    category: 'Test',
    popularityRank: 1,
    deaSchedule: null,
    isOpioid: false,
    promoExclusion: null,
    telemedConditions: [],
    forms: [],
    ...overrides,
  };
}

function form(name: string, strengths: string[]): Drug['forms'][number] {
  return {
    form: name,
    displayForm: name,
    pricingUnit: 'EA',
    dosages: strengths.map((strength) => ({
      strength,
      unitCost: 0.01,
      costSource: 'test',
      quantities: [30],
      defaultQuantity: 30,
    })),
  };
}

const CATALOGUE: DrugCatalogue = {
  source: 'test',
  drugs: [
    drug('metformin', { forms: [form('tablet', ['500 mg'])] }),
    drug('glucophage', {
      name: 'Glucophage',
      genericName: 'metformin',
      isBrand: true,
      forms: [form('tablet', ['500 mg'])],
    }),
    drug('metoprolol-tartrate', {
      genericName: 'metoprolol tartrate',
      forms: [form('tablet', ['25 mg'])],
    }),
    drug('metoprolol-succinate-er', {
      genericName: 'metoprolol succinate',
      forms: [form('extended-release tablet', ['25 mg'])],
    }),
    drug('omeprazole', { forms: [form('delayed-release capsule', ['20 mg'])] }),
  ],
};

describe('parseDescription', () => {
  it('reads name, strength and form, moving a release word from the name to the form', () => {
    expect(parseDescription('METFORMIN HCL 500 MG TABLET')).toEqual({
      name: 'METFORMIN HCL',
      strength: '500 mg',
      form: 'tablet',
    });
    expect(parseDescription('OMEPRAZOLE DR 20 MG CAPSULE')?.form).toBe('delayed-release capsule');
    expect(parseDescription('NIFEDIPINE ER 30 MG TABLET')?.form).toBe('extended-release tablet');
    expect(parseDescription('LEVOTHYROXINE 25 MCG TABLET')?.strength).toBe('25 mcg');
  });

  it('leaves out combinations, liquids and unknown forms', () => {
    expect(parseDescription('HYDROCODONE-APAP 5-325 MG TAB')).toBeNull();
    expect(parseDescription('AMOXICILLIN 400 MG/5 ML SUSP')).toBeNull();
    expect(parseDescription('FT ETHYL RUBBING ALCOHOL 70%')).toBeNull();
  });
});

describe('deriveMedicationNdcs', () => {
  const csv = [
    'group,ndc_description,ndc,nadac_per_unit,pricing_unit,otc',
    'METFORMIN,METFORMIN HCL 500 MG TABLET,00001000001,0.01,EA,N',
    'GLUCOPHAGE,GLUCOPHAGE 500 MG TABLET,00001000002,0.5,EA,N',
    'METOPROLOL,METOPROLOL TARTRATE 25 MG TAB,00001000003,0.01,EA,N',
    'METOPROLOL,METOPROLOL SUCC ER 25 MG TAB,00001000004,0.01,EA,N',
    'OMEPRAZOLE,OMEPRAZOLE DR 20 MG CAPSULE,00001000005,0.01,EA,N',
    'METFORMIN,METFORMIN HCL 850 MG TABLET,00001000006,0.01,EA,N',
    'METFORMIN,METFORMIN HCL ER 500 MG TABLET,00001000007,0.01,EA,N',
  ].join('\n');

  it('keeps the NDCs that name exactly one catalogue medication', () => {
    const rows = deriveMedicationNdcs(csv, CATALOGUE);
    expect(rows.map((row) => [row.ndc, row.slug, row.form, row.strength])).toEqual([
      ['00001000001', 'metformin', 'tablet', '500 mg'],
      ['00001000002', 'glucophage', 'tablet', '500 mg'],
      ['00001000003', 'metoprolol-tartrate', 'tablet', '25 mg'],
      ['00001000005', 'omeprazole', 'delayed-release capsule', '20 mg'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatCatalogue } from './catalogue-format';
import type { Catalogue } from './catalogue-types';

const catalogue: Catalogue = {
  source: 'test',
  drugs: [
    {
      slug: 'atorvastatin',
      name: 'Atorvastatin',
      genericName: 'atorvastatin',
      isBrand: false,
      genericSlug: null,
      brandSlugs: ['lipitor'],
      drugClass: 'Statin',
      commonUses: 'High cholesterol',
      category: 'Cardiovascular',
      popularityRank: 1,
      deaSchedule: null,
      isOpioid: false,
      promoExclusion: null,
      telemedConditions: ['cholesterol'],
      forms: [
        {
          form: 'tablet',
          displayForm: 'Tablet',
          pricingUnit: 'EA',
          dosages: [
            {
              strength: '10 mg',
              unitCost: 0.02483,
              costSource: 'nadac-2026-04',
              quantities: [30, 90],
              defaultQuantity: 30,
            },
          ],
        },
      ],
    },
  ],
};

describe('formatCatalogue', () => {
  const text = formatCatalogue(catalogue);

  it('writes JSON that reads back to the same catalogue', () => {
    expect(JSON.parse(text)).toEqual(catalogue);
  });

  it('puts each dosage and each list of names on one line', () => {
    expect(text).toContain(
      '{ "strength": "10 mg", "unitCost": 0.02483, "costSource": "nadac-2026-04", "quantities": [30, 90], "defaultQuantity": 30 }',
    );
    expect(text).toContain('"brandSlugs": ["lipitor"],');
    expect(text.endsWith('}\n')).toBe(true);
  });
});

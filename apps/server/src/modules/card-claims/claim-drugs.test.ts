import { describe, expect, it } from 'vitest';
import type { CatalogueDrug, CatalogueMedication } from '../catalog/index';
import { createClaimDrugLookup } from './claim-drugs';

function medication(medId: number, form: string, strength: string): CatalogueMedication {
  return {
    medId,
    medNameId: 1,
    slug: 'atorvastatin',
    form,
    displayForm: form,
    strength,
    displayDosage: strength,
    quantities: [30],
    defaultQuantity: 30,
    isCustomQuantityAllowed: true,
    sortOrder: 0,
    unitCostMicrodollars: 24_830,
    isBrand: false,
    pricingUnit: 'EA',
  };
}

const TEN = medication(11, 'tablet', '10 mg');
const TWENTY = medication(12, 'tablet', '20 mg');
const DRUG = { slug: 'atorvastatin', medications: [TEN, TWENTY] } as unknown as CatalogueDrug;

const findDrug = createClaimDrugLookup(
  {
    getMedication: (medId) => [TEN, TWENTY].find((item) => item.medId === medId),
    getDrugBySlug: (slug) => (slug === 'atorvastatin' ? DRUG : undefined),
  },
  [
    {
      ndc: '00093505610',
      slug: 'atorvastatin',
      form: 'tablet',
      strength: '10 mg',
      description: '',
    },
    { ndc: '00000000001', slug: 'gone', form: 'tablet', strength: '10 mg', description: '' },
    { ndc: '00000000002', slug: 'atorvastatin', form: 'tablet', strength: '5 mg', description: '' },
  ],
);

describe('createClaimDrugLookup', () => {
  it('finds a medication by med_id, by NDC, or by both when they agree', () => {
    expect(findDrug({ medId: 12 })).toBe(TWENTY);
    expect(findDrug({ ndc: '00093505610' })).toBe(TEN);
    expect(findDrug({ medId: 11, ndc: '00093505610' })).toBe(TEN);
  });

  it('finds nothing for unknown ids and NDCs, stale map rows, or a disagreeing pair', () => {
    expect(findDrug({ medId: 99 })).toBeNull();
    expect(findDrug({ ndc: '12345678901' })).toBeNull();
    expect(findDrug({ ndc: '00000000001' })).toBeNull();
    expect(findDrug({ ndc: '00000000002' })).toBeNull();
    expect(findDrug({ medId: 12, ndc: '00093505610' })).toBeNull();
    expect(findDrug({})).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { CatalogueDrug, CatalogueMedication } from '../catalog/index';
import {
  isPrescribableAsIs,
  listTelehealthFormulations,
  TELEHEALTH_MAX_UNITS,
} from './formulation-limits';

function createMedication(medId: number, form: string, quantities: number[]): CatalogueMedication {
  return {
    medId,
    medNameId: 1,
    slug: 'acyclovir',
    form,
    displayForm: form,
    strength: `${medId} mg`,
    displayDosage: `${medId}mg`,
    quantities,
    defaultQuantity: quantities[0] ?? 1,
    isCustomQuantityAllowed: true,
    sortOrder: medId,
    unitCostMicrodollars: 10_000,
    isBrand: false,
    pricingUnit: 'EA',
  };
}

const CAPSULE_200 = createMedication(200, 'capsule', [25, 50]);
const TABLET_400 = createMedication(400, 'tablet', [21, 30, 90, 180]);
const TABLET_800 = createMedication(800, 'tablet', [35, 50]);
const TABLET_BULK = createMedication(900, 'tablet', [100, 500]);
const DRUG = {
  medNameId: 1,
  name: 'Acyclovir',
  medications: [CAPSULE_200, TABLET_400, TABLET_800, TABLET_BULK],
} as unknown as CatalogueDrug;

describe('telehealth formulation limits', () => {
  it('needs no change for a listed dosage within the limit', () => {
    expect(TELEHEALTH_MAX_UNITS).toBe(90);
    expect(isPrescribableAsIs(DRUG, { medId: 400, quantity: 90 })).toBe(true);
    expect(listTelehealthFormulations(DRUG, { medId: 400, quantity: 30 })).toEqual([]);
  });

  it('offers each dosage at its largest quantity within 90, the same form first', () => {
    const options = listTelehealthFormulations(DRUG, { medId: 400, quantity: 180 });
    expect(
      options.map((option) => [option.medication.medId, option.quantity, option.isDefault]),
    ).toEqual([
      [400, 90, true],
      [800, 50, false],
      [200, 50, false],
    ]);
  });

  it('offers every dosage when the held one left the catalogue', () => {
    expect(isPrescribableAsIs(DRUG, { medId: 999, quantity: 30 })).toBe(false);
    const options = listTelehealthFormulations(DRUG, { medId: 999, quantity: 30 });
    expect(options.map((option) => option.medication.medId)).toEqual([200, 400, 800]);
    expect(options.some((option) => option.isDefault)).toBe(false);
  });
});

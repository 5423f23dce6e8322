import {
  chooseQuantity,
  findDosage,
  resolveSelection,
  selectDosage,
  selectForm,
} from './drug-selection';
import { createDosage, createDrugDetail } from './testing/drug-fixtures';

describe('chooseQuantity', () => {
  const dosage = createDosage(25, '25 mg', [10, 20, 30], 1);

  it('keeps the current quantity when the dosage offers it', () => {
    expect(chooseQuantity(dosage, 30)).toBe(30);
  });

  it("falls back to the dosage's default quantity", () => {
    expect(chooseQuantity(dosage, 90)).toBe(20);
    expect(chooseQuantity(dosage, null)).toBe(20);
  });

  it('falls back to the first quantity when the default index is out of range', () => {
    expect(chooseQuantity(createDosage(1, '1 mg', [14, 28], 5), 90)).toBe(14);
  });
});

describe('changing form or dosage', () => {
  const detail = createDrugDetail();

  it('keeps 90 when moving from 10 mg to 20 mg', () => {
    expect(selectDosage(detail, 20, 90)).toEqual({ medId: 20, quantity: 90 });
  });

  it('uses the default quantity when the new dosage lacks the current one', () => {
    expect(selectDosage(detail, 25, 90)).toEqual({ medId: 25, quantity: 20 });
  });

  it('opens a new form at its first dosage', () => {
    expect(selectForm(detail, 'capsule', 30)).toEqual({ medId: 40, quantity: 30 });
    expect(selectForm(detail, 'capsule', 90)).toEqual({ medId: 40, quantity: 15 });
  });

  it("opens a form at the drug's default dosage when that form has it", () => {
    expect(selectForm(detail, 'tablet', 15)).toEqual({ medId: 10, quantity: 30 });
  });

  it('ignores unknown dosages and forms', () => {
    expect(selectDosage(detail, 999, 30)).toBeNull();
    expect(selectForm(detail, 'patch', 30)).toBeNull();
  });
});

describe('resolveSelection', () => {
  const detail = createDrugDetail({ defaultMedId: 25 });
  const none = { medId: null, quantity: null };

  it("opens at the drug's default dosage and that dosage's default quantity", () => {
    expect(resolveSelection(detail, none)).toEqual({ medId: 25, quantity: 20 });
  });

  it('honours a requested dosage and listed quantity', () => {
    expect(resolveSelection(detail, { medId: 20, quantity: 90 })).toEqual({
      medId: 20,
      quantity: 90,
    });
  });

  it('keeps a requested custom quantity where the dosage allows one', () => {
    expect(resolveSelection(detail, { medId: 10, quantity: 45 })).toEqual({
      medId: 10,
      quantity: 45,
    });
  });

  it('drops a requested quantity the dosage cannot have', () => {
    const fixedOnly = createDrugDetail();
    const dosage = findDosage(fixedOnly, 10)?.dosage;
    if (!dosage) throw new Error('fixture lacks 10 mg');
    dosage.isCustomQuantityAllowed = false;
    expect(resolveSelection(fixedOnly, { medId: 10, quantity: 45 })).toEqual({
      medId: 10,
      quantity: 30,
    });
    expect(resolveSelection(detail, { medId: 10, quantity: 200_000 })).toEqual({
      medId: 10,
      quantity: 30,
    });
  });

  it('falls back to the default dosage for an unknown one', () => {
    expect(resolveSelection(detail, { medId: 12345, quantity: null })).toEqual({
      medId: 25,
      quantity: 20,
    });
  });

  it('uses the first dosage when the default is missing, and nothing for an empty drug', () => {
    expect(resolveSelection(createDrugDetail({ defaultMedId: 777 }), none)).toEqual({
      medId: 10,
      quantity: 30,
    });
    expect(resolveSelection(createDrugDetail({ forms: [] }), none)).toBeNull();
  });
});

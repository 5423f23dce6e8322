import { describe, expect, it } from 'vitest';
import { parseDrugCatalogue, readDrugCatalogueText } from './drug-catalogue';
import {
  formatMedicationNdcsFile,
  parseMedicationNdcsFile,
  readMedicationNdcs,
} from './medication-ndcs';

describe('medication-ndcs.tsv', () => {
  const rows = readMedicationNdcs();

  it('holds each NDC once', () => {
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((row) => row.ndc)).size).toBe(rows.length);
  });

  it('names only medications drugs.json has (derive it again when they change)', () => {
    const catalogue = parseDrugCatalogue(readDrugCatalogueText());
    const keys = new Set(
      catalogue.drugs.flatMap((drug) =>
        drug.forms.flatMap((form) =>
          form.dosages.map((dosage) => `${drug.slug}|${form.form}|${dosage.strength}`),
        ),
      ),
    );
    const unknown = rows.filter((row) => !keys.has(`${row.slug}|${row.form}|${row.strength}`));
    expect(unknown).toEqual([]);
  });

  it('reads back what it writes', () => {
    const row = {
      ndc: '00093505610',
      slug: 'atorvastatin',
      form: 'tablet',
      strength: '10 mg',
      description: 'ATORVASTATIN 10 MG TABLET',
    };
    expect(parseMedicationNdcsFile(formatMedicationNdcsFile([row]))).toEqual([row]);
    expect(() => parseMedicationNdcsFile('ndc\n')).toThrow(/header/);
  });
});

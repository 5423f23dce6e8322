import { readFileSync } from 'node:fs';

/** An NDC (11 digits, no dashes) and the catalogue medication it is: drug slug, form, strength. */
export interface MedicationNdcRow {
  ndc: string;
  slug: string;
  form: string;
  strength: string;
  /** The NDC's description in its source (NADAC), kept to check the match by eye. */
  description: string;
}

/** Derived from CMS NADAC by derive-medication-ndcs.ts; read where a claim names its drug by NDC. */
export const MEDICATION_NDCS_FILE = new URL('./data/medication-ndcs.tsv', import.meta.url);

const HEADER = 'ndc\tslug\tform\tstrength\tdescription';

export function formatMedicationNdcsFile(rows: readonly MedicationNdcRow[]): string {
  const lines = rows.map((row) =>
    [row.ndc, row.slug, row.form, row.strength, row.description].join('\t'),
  );
  return `${HEADER}\n${lines.join('\n')}\n`;
}

export function parseMedicationNdcsFile(text: string): MedicationNdcRow[] {
  const [header, ...lines] = text.split('\n');
  if (header !== HEADER) throw new Error('medication-ndcs.tsv: unexpected header');
  return lines
    .filter((line) => line.length > 0)
    .map((line) => {
      const [ndc = '', slug = '', form = '', strength = '', description = ''] = line.split('\t');
      if (!/^\d{11}$/.test(ndc)) throw new Error(`medication-ndcs.tsv: bad NDC ${ndc}`);
      return { ndc, slug, form, strength, description };
    });
}

export function readMedicationNdcs(): MedicationNdcRow[] {
  return parseMedicationNdcsFile(readFileSync(MEDICATION_NDCS_FILE, 'utf8'));
}

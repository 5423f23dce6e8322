import { readFileSync } from 'node:fs';

export interface MedicalConditionRow {
  /** ICD-10-CM with the dot, e.g. E11.9. */
  code: string;
  description: string;
}

export const MEDICAL_CONDITIONS_FILE = new URL('./data/medical-conditions.tsv', import.meta.url);

/** One "code<TAB>description" line per condition, under a header line. */
export function formatMedicalConditionsFile(rows: readonly MedicalConditionRow[]): string {
  const lines = rows.map(({ code, description }) => `${code}\t${description}`);
  return `code\tdescription\n${lines.join('\n')}\n`;
}

export function parseMedicalConditionsFile(text: string): MedicalConditionRow[] {
  return text
    .split('\n')
    .slice(1)
    .filter((line) => line.length > 0)
    .map((line) => {
      const [code = '', description = ''] = line.split('\t');
      return { code, description };
    });
}

export function readMedicalConditionsFile(): string {
  return readFileSync(MEDICAL_CONDITIONS_FILE, 'utf8');
}

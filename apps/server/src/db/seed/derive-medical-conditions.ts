/**
 * Builds data/medical-conditions.tsv from the ICD-10-CM code list kept beside the repository
 * (shared/data/conditions): every three-character category and every four-character code,
 * with the dot put back (E119 -> E11.9). Run by hand when the source list changes:
 *   npx tsx apps/server/src/db/seed/derive-medical-conditions.ts [source.csv]
 */
import { parse } from 'csv-parse/sync';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatMedicalConditionsFile, type MedicalConditionRow } from './medical-conditions';

const DEFAULT_SOURCE = new URL(
  '../../../../../../shared/data/conditions/icd10cm_2018_codes_titles.csv',
  import.meta.url,
);
const TARGET = new URL('./data/medical-conditions.tsv', import.meta.url);

/** Keeps categories (3 characters) and their first subdivision (4 characters). */
export function deriveMedicalConditions(csvText: string): MedicalConditionRow[] {
  const records: string[][] = parse(csvText, { relax_column_count: true, skip_empty_lines: true });
  return records
    .map(([code = '', title = '']) => ({ code: code.trim(), description: title.trim() }))
    .filter(({ code }) => /^[A-Z][0-9][0-9A-Z]{1,2}$/.test(code))
    .map(({ code, description }) => ({ code: addDot(code), description }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

function addDot(code: string): string {
  return code.length > 3 ? `${code.slice(0, 3)}.${code.slice(3)}` : code;
}

function main(): void {
  const source = process.argv[2] ?? fileURLToPath(DEFAULT_SOURCE);
  const rows = deriveMedicalConditions(readFileSync(source, 'utf8'));
  writeFileSync(TARGET, formatMedicalConditionsFile(rows));
  console.log(`Wrote ${rows.length} medical conditions to ${fileURLToPath(TARGET)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

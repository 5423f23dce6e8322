/**
 * Builds data/medication-ndcs.tsv: the NDCs of CMS NADAC's sample (kept beside the repository
 * in shared/data/prices) that are one of the catalogue's medications, matched by name, strength
 * and form from the NDC's description ("LISINOPRIL 10 MG TABLET" is lisinopril, tablet, 10 mg).
 * Only plain single-strength descriptions whose name, form and strength name exactly one
 * catalogue medication are kept; anything else is left out rather than guessed. Run by hand when
 * the source list or drugs.json changes:
 *   npx tsx apps/server/src/db/seed/derive-medication-ndcs.ts [source.csv]
 */
import { parse } from 'csv-parse/sync';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseDrugCatalogue, readDrugCatalogueText, type DrugCatalogue } from './drug-catalogue';
import {
  formatMedicationNdcsFile,
  MEDICATION_NDCS_FILE,
  type MedicationNdcRow,
} from './medication-ndcs';

const DEFAULT_SOURCE = new URL(
  '../../../../../../shared/data/prices/nadac_sample_ndc_prices_2025-12-24.csv',
  import.meta.url,
);

/** Name, one strength in mg or mcg, then the dosage form: "METFORMIN HCL 500 MG TABLET". */
const DESCRIPTION_PATTERN = /^([A-Z][A-Z-]*(?: [A-Z][A-Z-]*)*) (\d+(?:\.\d+)?) (MG|MCG) ([A-Z ]+)$/;
const RELEASE_WORDS = new Set(['ER', 'XR', 'XL', 'SR', 'DR', 'EC']);
/** Salt words a description adds to the generic name: "AMLODIPINE BESYLATE" is amlodipine. */
const SALT_WORDS = new Set([
  'HCL',
  'HYDROCHLORIDE',
  'SODIUM',
  'POTASSIUM',
  'CALCIUM',
  'MAGNESIUM',
  'FUMARATE',
  'TARTRATE',
  'MALEATE',
  'BESYLATE',
  'MESYLATE',
  'CITRATE',
  'SULFATE',
  'ACETATE',
  'HBR',
  'HYDROBROMIDE',
  'PHOSPHATE',
]);
const FORMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(TABLET|TAB|TB)$/, 'tablet'],
  [/^(CAPSULE|CAP|CP)$/, 'capsule'],
  [/^(ER|XR|XL|SR) (TABLET|TAB)$|^(TABLET|TAB) (ER|XR|XL|SR)$/, 'extended-release tablet'],
  [/^(ER|XR|SR) (CAPSULE|CAP)$|^(CAPSULE|CAP) (ER|XR|SR)$/, 'extended-release capsule'],
  [/^(DR|EC) (TABLET|TAB)$|^(TABLET|TAB) (DR|EC)$/, 'delayed-release tablet'],
  [/^DR (CAPSULE|CAP)$|^(CAPSULE|CAP) DR$/, 'delayed-release capsule'],
  [/^CHEWABLE (TABLET|TAB)$|^(TABLET|TAB) (CHEW|CHEWABLE)$/, 'chewable tablet'],
  [/^ODT$|^(TABLET|TAB) ODT$/, 'orally disintegrating tablet'],
];

interface ParsedDescription {
  /** Upper case, as in the description, salts included. */
  name: string;
  form: string;
  strength: string;
}

type CatalogueEntry = DrugCatalogue['drugs'][number];

/** The NDCs of the NADAC rows that are exactly one catalogue medication, by NDC. */
export function deriveMedicationNdcs(
  csvText: string,
  catalogue: DrugCatalogue,
): MedicationNdcRow[] {
  const records: Array<Record<string, string>> = parse(csvText, {
    columns: true,
    skip_empty_lines: true,
  });
  const rows = new Map<string, MedicationNdcRow>();
  for (const record of records) {
    const ndc = record.ndc?.trim() ?? '';
    const description = record.ndc_description?.trim() ?? '';
    const parsed = parseDescription(description);
    const match = parsed && findMedication(parsed, catalogue.drugs);
    if (/^\d{11}$/.test(ndc) && match) rows.set(ndc, { ndc, ...match, description });
  }
  return [...rows.values()].sort((a, b) => a.ndc.localeCompare(b.ndc));
}

export function parseDescription(description: string): ParsedDescription | null {
  const match = DESCRIPTION_PATTERN.exec(description.replace(/\s+/g, ' '));
  if (!match) return null;
  const [, fullName = '', amount = '', unit = '', formText = ''] = match;
  const nameWords = fullName.split(' ');
  const release = RELEASE_WORDS.has(nameWords.at(-1) ?? '') ? nameWords.pop() : undefined;
  const form = toCatalogueForm(release ? `${release} ${formText}` : formText);
  if (!form || nameWords.length === 0) return null;
  return { name: nameWords.join(' '), form, strength: `${amount} ${unit.toLowerCase()}` };
}

function toCatalogueForm(formText: string): string | null {
  return FORMS.find(([pattern]) => pattern.test(formText.trim()))?.[1] ?? null;
}

/**
 * The one medication with the form and strength among the drugs the name names: a brand by its
 * name, else the generics by their generic name (with or without the description's salt words).
 */
function findMedication(
  parsed: ParsedDescription,
  drugs: readonly CatalogueEntry[],
): Omit<MedicationNdcRow, 'ndc' | 'description'> | null {
  const matches = listNamedDrugs(parsed.name, drugs).flatMap((drug) =>
    drug.forms
      .filter((form) => form.form === parsed.form)
      .flatMap((form) => form.dosages.filter((dosage) => dosage.strength === parsed.strength))
      .map((dosage) => ({ slug: drug.slug, form: parsed.form, strength: dosage.strength })),
  );
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

function listNamedDrugs(name: string, drugs: readonly CatalogueEntry[]): CatalogueEntry[] {
  const brands = drugs.filter((drug) => drug.isBrand && drug.name.toUpperCase() === name);
  if (brands.length > 0) return brands;
  const plainName = stripSalts(name);
  for (const wanted of [name, plainName]) {
    const generics = drugs.filter(
      (drug) => !drug.isBrand && drug.genericName.toUpperCase() === wanted,
    );
    if (generics.length > 0) return generics;
  }
  return [];
}

function stripSalts(name: string): string {
  const words = name.split(' ');
  while (words.length > 1 && SALT_WORDS.has(words.at(-1) ?? '')) words.pop();
  return words.join(' ');
}

function main(): void {
  const source = process.argv[2] ?? fileURLToPath(DEFAULT_SOURCE);
  const catalogue = parseDrugCatalogue(readDrugCatalogueText());
  const rows = deriveMedicationNdcs(readFileSync(source, 'utf8'), catalogue);
  writeFileSync(MEDICATION_NDCS_FILE, formatMedicationNdcsFile(rows));
  const medications = new Set(rows.map((row) => `${row.slug}|${row.form}|${row.strength}`));
  console.log(
    `Wrote ${rows.length} NDCs of ${medications.size} medications to ` +
      fileURLToPath(MEDICATION_NDCS_FILE),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

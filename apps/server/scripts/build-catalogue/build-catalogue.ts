/**
 * Builds apps/server/src/db/seed/data/drugs.json from the curated drug table and CMS NADAC.
 *
 *   npx tsx apps/server/scripts/build-catalogue/build-catalogue.ts [data-dir] [--out file]
 *
 * data-dir defaults to ../shared/data next to the repository root; it must hold
 * prices/nadac_summary_2025-12-24.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { addCalibrationRecords, assembleCatalogue, findUncuratedSlugs } from './catalogue-assembly';
import { formatCatalogue } from './catalogue-format';
import { CURATED_DRUGS } from './curated-drugs';
import { POPULARITY_ORDER } from './popularity-order';
import { buildNadacIndex, nadacSummarySchema } from './nadac-index';

const scriptDirectory = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(scriptDirectory, '../../../..');
const DEFAULT_DATA_DIRECTORY = path.resolve(repositoryRoot, '../shared/data');
const DEFAULT_OUTPUT = path.resolve(repositoryRoot, 'apps/server/src/db/seed/data/drugs.json');
const NADAC_SUMMARY_FILE = 'prices/nadac_summary_2025-12-24.json';

function readArguments(): { dataDirectory: string; output: string } {
  const { values, positionals } = parseArgs({
    options: { out: { type: 'string' } },
    allowPositionals: true,
  });
  return {
    dataDirectory: path.resolve(positionals[0] ?? DEFAULT_DATA_DIRECTORY),
    output: path.resolve(values.out ?? DEFAULT_OUTPUT),
  };
}

export function buildCatalogueFile(dataDirectory: string, output: string): string {
  const raw: unknown = JSON.parse(
    readFileSync(path.join(dataDirectory, NADAC_SUMMARY_FILE), 'utf8'),
  );
  const index = buildNadacIndex(nadacSummarySchema.parse(raw));
  addCalibrationRecords(index);
  const catalogue = assembleCatalogue(CURATED_DRUGS, POPULARITY_ORDER, index);
  const text = formatCatalogue(catalogue);
  writeFileSync(output, text);
  return text;
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  return entry !== undefined && import.meta.url === pathToFileURL(path.resolve(entry)).href;
}

if (isMainModule()) {
  const { dataDirectory, output } = readArguments();
  const text = buildCatalogueFile(dataDirectory, output);
  console.log(`Wrote ${path.relative(process.cwd(), output)} (${text.length} bytes)`);
  const uncurated = findUncuratedSlugs(CURATED_DRUGS, POPULARITY_ORDER);
  if (uncurated.length > 0) console.warn(`Ranked but not curated: ${uncurated.join(', ')}`);
}

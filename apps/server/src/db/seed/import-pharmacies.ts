/**
 * Loads a real pharmacy directory from an NPPES-style CSV in place of the generated one:
 *   npm run import:pharmacies -- path/to/npidata.csv
 * A relative path is looked up from the current directory first, then from the repository
 * root (npm runs workspace scripts from apps/server). Uses the configured database.
 */
import { existsSync, createReadStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { readNppesPharmacies, type NppesImportResult } from './nppes-pharmacies';
import { loadZipCodeIndex, replacePharmacyDirectory } from './pharmacy-directory';
import { seedReferenceData } from './seed-reference-data';

const REJECTIONS_SHOWN = 20;

export function resolveInputFile(argument: string, directories: readonly string[]): string | null {
  const candidates = path.isAbsolute(argument)
    ? [argument]
    : directories.map((directory) => path.resolve(directory, argument));
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

async function main(argument: string | undefined): Promise<number> {
  if (!argument) {
    console.error('Usage: npm run import:pharmacies -- <nppes-file.csv>');
    return 2;
  }
  const config = loadConfig();
  const file = resolveInputFile(argument, [process.cwd(), config.repoRoot]);
  if (!file) {
    console.error(`File not found: ${argument} (give an absolute path if it is elsewhere)`);
    return 2;
  }
  const handle = await openDatabase(config.database);
  try {
    // ZIP codes (for geocoding) and the rest of the catalogue must be there first.
    await seedReferenceData(handle.db, { scale: config.seedScale, log: console.log });
    const zipIndex = await loadZipCodeIndex(handle.db);
    const result = await readNppesPharmacies(createReadStream(file), (zip) => zipIndex.get(zip));
    printSummary(result);
    if (result.pharmacies.length === 0) {
      console.error('No valid pharmacy in the file: the directory was left unchanged.');
      return 1;
    }
    const total = await replacePharmacyDirectory(handle.db, result.pharmacies, path.basename(file));
    console.log(`Pharmacy directory replaced: ${total} pharmacies (mail-order pharmacy included).`);
    return 0;
  } finally {
    await handle.close();
  }
}

function printSummary(result: NppesImportResult): void {
  console.log(`Pharmacies read: ${result.pharmacies.length}`);
  console.log(`Other providers skipped: ${result.skippedNonPharmacies}`);
  console.log(`Rows rejected: ${result.rejected.length}`);
  for (const row of result.rejected.slice(0, REJECTIONS_SHOWN)) {
    console.log(`  line ${row.line} (NPI ${row.npi || '-'}): ${row.reason}`);
  }
  if (result.rejected.length > REJECTIONS_SHOWN) {
    console.log(`  … and ${result.rejected.length - REJECTIONS_SHOWN} more`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv[2]).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

import { createRequire } from 'node:module';
import { eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  allergens,
  drugs,
  medicalConditions,
  medications,
  pharmacies,
  prescribers,
  telemedConditions,
  zipCodes,
} from '../schema/catalog';
import type { DataSetName } from '../data-versions';
import { ALLERGENS } from './data/allergens';
import { TELEMED_CONDITIONS } from './data/telemed-conditions';
import {
  buildDrugRows,
  hashText,
  parseDrugCatalogue,
  readDrugCatalogueText,
  type DrugRow,
  type MedicationRow,
} from './drug-catalogue';
import { generatePharmacies, PHARMACY_GENERATOR_REVISION } from './generate-pharmacies';
import { generatePrescribers } from './generate-prescribers';
import { generateSyntheticDrugs } from './generate-synthetic-drugs';
import { parseMedicalConditionsFile, readMedicalConditionsFile } from './medical-conditions';
import { deleteMissingRows, replaceRows, type SeedExecutor } from './table-writes';
import { groupZipCodesByState, listUsZipCodes } from './zip-code-data';

export type SeedScale = 'test' | 'demo' | 'full';

export interface RecordedRun {
  version: string;
  scale: string;
}

export interface ReferenceDataset {
  name: string;
  /** Changes whenever the content would change; cheap to compute. */
  version: string;
  /** The scale recorded with the run ('all' when the content does not depend on scale). */
  scale: string;
  isSatisfiedBy(run: RecordedRun | undefined): boolean;
  /** What server processes hold in memory of it: reloaded when it is loaded. */
  dataSets: readonly DataSetName[];
  /** Replaces the dataset's rows inside the given transaction; returns row counts. */
  load(executor: SeedExecutor): Promise<Record<string, number>>;
}

export const SCALE_SIZES = {
  test: { pharmacies: 1_000, prescribers: 200 },
  demo: { pharmacies: 36_000, prescribers: 5_000 },
  full: { pharmacies: 36_000, prescribers: 5_000 },
} as const satisfies Record<SeedScale, { pharmacies: number; prescribers: number }>;

/** Med names in total (real + synthetic) at full scale. */
export const FULL_SCALE_DRUG_NAMES = 15_000;

/** Bump when a generator's output changes, so existing databases are reloaded. */
const GENERATOR_VERSION = 'v1';
export const IMPORTED_VERSION_PREFIX = 'import:';

const realDrugScope = eq(drugs.isSynthetic, false);
const syntheticDrugScope = eq(drugs.isSynthetic, true);

/** The datasets a scale wants, in load order (drugs before anything that may refer to them). */
export function listReferenceDatasets(scale: SeedScale): ReferenceDataset[] {
  const drugText = readDrugCatalogueText();
  const drugVersion = hashText(drugText);
  const sizes = SCALE_SIZES[scale];
  const generatedScale = scale === 'test' ? 'test' : 'demo';
  const datasets = [
    zipCodeDataset(),
    realDrugDataset(drugText, drugVersion),
    pharmacyDataset(sizes.pharmacies, generatedScale),
    prescriberDataset(sizes.prescribers, generatedScale),
    allergenDataset(),
    medicalConditionDataset(),
    telemedConditionDataset(),
  ];
  return scale === 'full' ? [...datasets, syntheticDrugDataset(drugText, drugVersion)] : datasets;
}

function sameRun(version: string, scale: string) {
  return (run: RecordedRun | undefined) => run?.version === version && run.scale === scale;
}

function zipCodeDataset(): ReferenceDataset {
  const version = `zipcodes-${readPackageVersion('zipcodes')}`;
  return {
    name: 'zip-codes',
    version,
    scale: 'all',
    dataSets: ['zip-codes'],
    isSatisfiedBy: sameRun(version, 'all'),
    load: async (executor) => {
      const rows = listUsZipCodes();
      await replaceRows(
        executor,
        { table: zipCodes, key: zipCodes.zipCode, keyOf: (row) => row.zipCode },
        rows,
      );
      return { zipCodes: rows.length };
    },
  };
}

function realDrugDataset(drugText: string, drugVersion: string): ReferenceDataset {
  return {
    name: 'drugs',
    version: drugVersion,
    scale: 'all',
    dataSets: ['catalogue'],
    isSatisfiedBy: sameRun(drugVersion, 'all'),
    load: (executor) =>
      replaceDrugs(executor, buildDrugRows(parseDrugCatalogue(drugText)), realDrugScope),
  };
}

function syntheticDrugDataset(drugText: string, drugVersion: string): ReferenceDataset {
  const version = `${GENERATOR_VERSION}:${drugVersion}`;
  return {
    name: 'synthetic-drugs',
    version,
    scale: 'full',
    dataSets: ['catalogue'],
    isSatisfiedBy: sameRun(version, 'full'),
    load: (executor) => {
      const catalogue = parseDrugCatalogue(drugText);
      const rows = generateSyntheticDrugs({
        count: Math.max(0, FULL_SCALE_DRUG_NAMES - catalogue.drugs.length),
        takenSlugs: new Set(catalogue.drugs.map((drug) => drug.slug)),
        firstRank: Math.max(...catalogue.drugs.map((drug) => drug.popularityRank)) + 1,
      });
      return replaceDrugs(executor, rows, syntheticDrugScope);
    },
  };
}

async function replaceDrugs(
  executor: SeedExecutor,
  rows: { drugs: DrugRow[]; medications: MedicationRow[] },
  scope: SQL,
): Promise<Record<string, number>> {
  const scopedDrugIds = executor.select({ id: drugs.medNameId }).from(drugs).where(scope);
  const medicationScope = inArray(medications.medNameId, scopedDrugIds);
  const medicationTarget = {
    table: medications,
    key: medications.medId,
    keyOf: (row: MedicationRow) => row.medId,
  };
  const drugTarget = { table: drugs, key: drugs.medNameId, keyOf: (row: DrugRow) => row.medNameId };
  // Medications refer to drugs: they leave first and arrive last.
  const keptMedIds = rows.medications.map((row) => row.medId);
  await deleteMissingRows(executor, medications, medications.medId, keptMedIds, medicationScope);
  await replaceRows(executor, drugTarget, rows.drugs, scope);
  await replaceRows(executor, medicationTarget, rows.medications, medicationScope);
  return { drugs: rows.drugs.length, medications: rows.medications.length };
}

function pharmacyDataset(total: number, scale: string): ReferenceDataset {
  const version = `${GENERATOR_VERSION}.${PHARMACY_GENERATOR_REVISION}:${total}`;
  return {
    name: 'pharmacies',
    version,
    scale,
    dataSets: ['pharmacies'],
    // An imported directory replaces the generated one for good; a reseed keeps it.
    isSatisfiedBy: (run) =>
      run?.version.startsWith(IMPORTED_VERSION_PREFIX) === true || sameRun(version, scale)(run),
    load: async (executor) => {
      const zipCodesByState = groupZipCodesByState(listUsZipCodes());
      const rows = generatePharmacies({ total, zipCodesByState });
      await replaceRows(
        executor,
        { table: pharmacies, key: pharmacies.id, keyOf: (row) => row.id },
        rows,
      );
      return { pharmacies: rows.length };
    },
  };
}

function prescriberDataset(count: number, scale: string): ReferenceDataset {
  const version = `${GENERATOR_VERSION}:${count}`;
  return {
    name: 'prescribers',
    version,
    scale,
    dataSets: [],
    isSatisfiedBy: sameRun(version, scale),
    load: async (executor) => {
      const zipCodesByState = groupZipCodesByState(listUsZipCodes());
      const rows = generatePrescribers({ count, zipCodesByState });
      const target = {
        table: prescribers,
        key: prescribers.providerId,
        keyOf: (row: (typeof rows)[number]) => row.providerId,
      };
      await replaceRows(executor, target, rows);
      return { prescribers: rows.length };
    },
  };
}

function allergenDataset(): ReferenceDataset {
  const version = hashText(JSON.stringify(ALLERGENS));
  return {
    name: 'allergens',
    version,
    scale: 'all',
    dataSets: [],
    isSatisfiedBy: sameRun(version, 'all'),
    load: async (executor) => {
      const target = {
        table: allergens,
        key: allergens.allergenId,
        keyOf: (row: (typeof ALLERGENS)[number]) => row.allergenId,
      };
      await replaceRows(executor, target, ALLERGENS);
      return { allergens: ALLERGENS.length };
    },
  };
}

function medicalConditionDataset(): ReferenceDataset {
  const text = readMedicalConditionsFile();
  const version = hashText(text);
  return {
    name: 'medical-conditions',
    version,
    scale: 'all',
    dataSets: [],
    isSatisfiedBy: sameRun(version, 'all'),
    load: async (executor) => {
      const rows = parseMedicalConditionsFile(text);
      await replaceRows(
        executor,
        { table: medicalConditions, key: medicalConditions.code, keyOf: (row) => row.code },
        rows,
      );
      return { medicalConditions: rows.length };
    },
  };
}

function telemedConditionDataset(): ReferenceDataset {
  const version = hashText(JSON.stringify(TELEMED_CONDITIONS));
  return {
    name: 'telemed-conditions',
    version,
    scale: 'all',
    dataSets: [],
    isSatisfiedBy: sameRun(version, 'all'),
    load: async (executor) => {
      const rows = TELEMED_CONDITIONS.map((entry) => ({
        ...entry,
        eligibleStates: [...entry.eligibleStates],
      }));
      await replaceRows(
        executor,
        { table: telemedConditions, key: telemedConditions.slug, keyOf: (row) => row.slug },
        rows,
      );
      return { telemedConditions: rows.length };
    },
  };
}

function readPackageVersion(name: string): string {
  const manifest: unknown = createRequire(import.meta.url)(`${name}/package.json`);
  return z.object({ version: z.string() }).parse(manifest).version;
}

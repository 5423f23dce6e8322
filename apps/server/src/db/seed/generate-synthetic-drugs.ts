import {
  NAME_CODAS,
  NAME_LINKS,
  NAME_ONSETS,
  NAME_VOWELS,
  SYNTHETIC_STEMS,
  type SyntheticStem,
} from './data/synthetic-drug-stems';
import { isCountedSolid, toMicrodollars, type DrugRow, type MedicationRow } from './drug-catalogue';
import { createRandom, seedFromText, type Random } from './random';

/** Synthetic ids sit below the hashed ids of real drugs (see stable-id.ts). */
export const SYNTHETIC_MED_NAME_ID_FIRST = 50_000_000;
export const SYNTHETIC_MED_ID_FIRST = 60_000_000;

export interface SyntheticDrugOptions {
  count: number;
  /** Slugs already used by real drugs. */
  takenSlugs: ReadonlySet<string>;
  /** Popularity rank of the first synthetic drug (after the real ones). */
  firstRank: number;
}

/**
 * Deterministic drug-like names ("Draxinolol") with one to three strengths each, for measuring
 * search and pricing at the catalogue size the product claims. The sequence only depends on
 * the seed, so a larger count extends a smaller one and ids stay put.
 */
export function generateSyntheticDrugs(options: SyntheticDrugOptions): {
  drugs: DrugRow[];
  medications: MedicationRow[];
} {
  const random = createRandom(seedFromText('synthetic-drugs'));
  const usedSlugs = new Set(options.takenSlugs);
  const drugs: DrugRow[] = [];
  const medications: MedicationRow[] = [];
  while (drugs.length < options.count) {
    const stem = random.pick(SYNTHETIC_STEMS);
    const name = makeName(random, stem);
    const slug = name.toLowerCase();
    if (usedSlugs.has(slug)) continue;
    usedSlugs.add(slug);
    const medNameId = SYNTHETIC_MED_NAME_ID_FIRST + drugs.length;
    drugs.push(
      makeDrugRow(stem, { medNameId, name, slug, rank: options.firstRank + drugs.length }),
    );
    for (const medication of makeMedicationRows(random, stem, medNameId)) {
      medications.push({ ...medication, medId: SYNTHETIC_MED_ID_FIRST + medications.length });
    }
  }
  return { drugs, medications };
}

function makeName(random: Random, stem: SyntheticStem): string {
  const first = `${random.pick(NAME_ONSETS)}${random.pick(NAME_VOWELS)}${random.pick(NAME_CODAS)}`;
  const word = `${first}${random.pick(NAME_LINKS)}${stem.stem}`;
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

function makeDrugRow(
  stem: SyntheticStem,
  input: { medNameId: number; name: string; slug: string; rank: number },
): DrugRow {
  return {
    medNameId: input.medNameId,
    slug: input.slug,
    name: input.name,
    genericName: input.slug,
    isBrand: false,
    genericMedNameId: null,
    drugClass: stem.drugClass,
    commonUses: stem.commonUses,
    category: stem.category,
    popularityRank: input.rank,
    deaSchedule: null,
    isOpioid: false,
    promoExclusion: null,
    telemedConditions: [],
    isSynthetic: true,
  };
}

function makeMedicationRows(
  random: Random,
  stem: SyntheticStem,
  medNameId: number,
): Omit<MedicationRow, 'medId'>[] {
  const strengthCount = Math.min(stem.strengths.length, random.int(1, 3));
  const start = random.int(0, stem.strengths.length - strengthCount);
  const baseCost = drawLogUniform(random, stem.unitCostRange);
  return stem.strengths.slice(start, start + strengthCount).map((strength, index) => ({
    medNameId,
    form: stem.form.form,
    displayForm: stem.form.displayForm,
    strength,
    displayDosage: strength,
    pricingUnit: stem.form.pricingUnit,
    // Higher strengths cost somewhat more per unit, as they usually do.
    unitCostMicrodollars: toMicrodollars(baseCost * (1 + index * 0.35)),
    costSource: 'synthetic',
    quantities: [...stem.quantities],
    defaultQuantity: stem.quantities[0] ?? 1,
    isCustomQuantityAllowed: isCountedSolid(stem.form.pricingUnit, stem.form.form),
    sortOrder: index,
  }));
}

function drawLogUniform(random: Random, [low, high]: readonly [number, number]): number {
  return Math.exp(Math.log(low) + random.float() * (Math.log(high) - Math.log(low)));
}

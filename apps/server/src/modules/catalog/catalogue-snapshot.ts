import type { SearchResult } from '@fillwell/contracts';
import type { PricedMedication } from '../pricing/index';
import type { DrugRecord, MedicationRecord } from './catalogue-repository';
import type { CatalogueDrug, CatalogueMedication } from './catalogue-types';
import { buildNameSearchIndex, type NameSearchIndex } from './name-search-index';
import { normalizeSearchText } from './search-text';

/** Everything the catalogue answers from, built in one go and replaced whole on reload. */
export interface CatalogueSnapshot {
  drugs: readonly CatalogueDrug[];
  /** Parallel to `drugs`. */
  searchResults: readonly SearchResult[];
  searchResultsByMedNameId: ReadonlyMap<number, SearchResult>;
  drugsBySlug: ReadonlyMap<string, CatalogueDrug>;
  drugsByMedNameId: ReadonlyMap<number, CatalogueDrug>;
  medicationsByMedId: ReadonlyMap<number, CatalogueMedication>;
  nameIndex: NameSearchIndex;
  /** Real drugs by popularity. */
  topDrugs: readonly CatalogueDrug[];
  /** Real drugs by directory letter ('a'…'z', '0' for digits), alphabetical. */
  drugsByLetter: ReadonlyMap<string, readonly CatalogueDrug[]>;
}

const PRICING_UNITS = new Set<PricedMedication['pricingUnit']>(['EA', 'ML', 'GM']);

export function buildCatalogueSnapshot(rows: {
  drugs: readonly DrugRecord[];
  medications: readonly MedicationRecord[];
}): CatalogueSnapshot {
  const drugs = rows.drugs.map(toCatalogueDrug);
  const drugsByMedNameId = new Map(drugs.map((drug) => [drug.medNameId, drug]));
  const medicationsByMedId = attachMedications(drugsByMedNameId, rows.medications);
  linkBrands(drugs, drugsByMedNameId);
  const searchResults = drugs.map((drug) => toSearchResult(drug, drugsByMedNameId));
  const indexByMedNameId = new Map(drugs.map((drug, index) => [drug.medNameId, index]));
  const realDrugs = drugs.filter((drug) => !drug.isSynthetic);
  return {
    drugs,
    searchResults,
    searchResultsByMedNameId: new Map(searchResults.map((result) => [result.medNameId, result])),
    drugsBySlug: new Map(drugs.map((drug) => [drug.slug.toLowerCase(), drug])),
    drugsByMedNameId,
    medicationsByMedId,
    nameIndex: buildNameSearchIndex(
      drugs.map((drug) => ({
        name: drug.name,
        popularityRank: drug.popularityRank,
        relatedIndexes: listRelatedMedNameIds(drug).flatMap((id) => {
          const index = indexByMedNameId.get(id);
          return index === undefined ? [] : [index];
        }),
      })),
    ),
    topDrugs: [...realDrugs].sort(compareByPopularity),
    drugsByLetter: groupByLetter(realDrugs),
  };
}

export function getDirectoryLetter(name: string): string {
  const first = normalizeSearchText(name).charAt(0);
  return /[0-9]/.test(first) ? '0' : first;
}

function toCatalogueDrug(row: DrugRecord): CatalogueDrug {
  return { ...row, brandMedNameIds: [], medications: [] };
}

function attachMedications(
  drugsByMedNameId: ReadonlyMap<number, CatalogueDrug>,
  rows: readonly MedicationRecord[],
): Map<number, CatalogueMedication> {
  const medicationsByMedId = new Map<number, CatalogueMedication>();
  for (const row of rows) {
    const drug = drugsByMedNameId.get(row.medNameId);
    if (!drug) continue;
    const medication = toCatalogueMedication(row, drug);
    drug.medications.push(medication);
    medicationsByMedId.set(medication.medId, medication);
  }
  return medicationsByMedId;
}

function toCatalogueMedication(row: MedicationRecord, drug: CatalogueDrug): CatalogueMedication {
  const pricingUnit = row.pricingUnit as PricedMedication['pricingUnit'];
  if (!PRICING_UNITS.has(pricingUnit)) {
    throw new Error(`Medication ${row.medId} has unknown pricing unit ${row.pricingUnit}`);
  }
  return {
    medId: row.medId,
    medNameId: row.medNameId,
    slug: drug.slug,
    isBrand: drug.isBrand,
    unitCostMicrodollars: row.unitCostMicrodollars,
    pricingUnit,
    form: row.form,
    displayForm: row.displayForm,
    strength: row.strength,
    displayDosage: row.displayDosage,
    quantities: row.quantities,
    defaultQuantity: row.defaultQuantity,
    isCustomQuantityAllowed: row.isCustomQuantityAllowed,
    sortOrder: row.sortOrder,
  };
}

function linkBrands(
  drugs: readonly CatalogueDrug[],
  drugsByMedNameId: ReadonlyMap<number, CatalogueDrug>,
): void {
  for (const brand of [...drugs].sort(compareByPopularity)) {
    if (brand.genericMedNameId === null) continue;
    drugsByMedNameId.get(brand.genericMedNameId)?.brandMedNameIds.push(brand.medNameId);
  }
}

function listRelatedMedNameIds(drug: CatalogueDrug): number[] {
  return drug.genericMedNameId === null ? drug.brandMedNameIds : [drug.genericMedNameId];
}

/** A brand shows its generic as the alternate name; a generic its most popular brand. */
export function toSearchResult(
  drug: CatalogueDrug,
  drugsByMedNameId: ReadonlyMap<number, CatalogueDrug>,
): SearchResult {
  const [alternateId] = listRelatedMedNameIds(drug);
  const alternate = alternateId === undefined ? undefined : drugsByMedNameId.get(alternateId);
  return {
    medNameId: drug.medNameId,
    name: drug.name,
    alternateName: alternate?.name ?? null,
    slug: drug.slug,
    isBrand: drug.isBrand,
  };
}

function compareByPopularity(left: CatalogueDrug, right: CatalogueDrug): number {
  return (
    left.popularityRank - right.popularityRank ||
    Number(left.isBrand) - Number(right.isBrand) ||
    compareNames(left, right)
  );
}

const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareNames(left: CatalogueDrug, right: CatalogueDrug): number {
  return nameCollator.compare(left.name, right.name);
}

function groupByLetter(drugs: readonly CatalogueDrug[]): Map<string, CatalogueDrug[]> {
  const groups = new Map<string, CatalogueDrug[]>();
  for (const drug of [...drugs].sort(compareNames)) {
    const letter = getDirectoryLetter(drug.name);
    if (!letter) continue;
    const group = groups.get(letter);
    if (group) group.push(drug);
    else groups.set(letter, [drug]);
  }
  return groups;
}

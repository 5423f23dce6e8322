import { CALIBRATION_COSTS, findCalibrationCost } from './calibration-costs';
import type {
  Catalogue,
  CatalogueDosage,
  CatalogueDrug,
  CatalogueForm,
  CuratedBrand,
  CuratedDosage,
  CuratedDrug,
  CuratedForm,
  PricingUnit,
} from './catalogue-types';
import { getDosageForm, type NadacFormClass } from './dosage-forms';
import { normaliseName } from './nadac-descriptions';
import { addNadacRecord, type NadacIndex } from './nadac-index';
import {
  estimateFormClassCost,
  estimateUnitCost,
  roundCost,
  type CostResult,
} from './unit-cost-estimation';

export const CATALOGUE_SOURCE =
  'Curated US drug facts; acquisition costs from CMS NADAC (public domain)';

/** A brand sold by the piece costs at least this much per piece, whatever its generic costs. */
const BRAND_MINIMUM_COSTS: Partial<Record<NadacFormClass, number>> = {
  tablet: 7,
  capsule: 7,
  film: 8,
  suppository: 5,
  patch: 15,
  inhaler: 300,
  ring: 180,
};
const BRAND_TO_GENERIC_MINIMUM_RATIO = 5;

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Context shared by every dosage of one product (a generic or a brand). */
interface ProductPricing {
  slug: string;
  nadacNames: string[];
  /** Cost of the same dosage of the generic, for brands; null for generics. */
  genericCostOf: ((form: string, strength: string) => number | null) | null;
  brandToGenericRatio: number;
  /** Brand products (and generics sold only under a brand) cost the same whatever the strength. */
  isPricedPerPiece: boolean;
}

function readDefaultQuantity(slug: string, dosage: CuratedDosage): number {
  const defaultQuantity = dosage.defaultQuantity ?? dosage.quantities[0];
  if (defaultQuantity === undefined || !dosage.quantities.includes(defaultQuantity)) {
    throw new Error(`${slug} ${dosage.strength}: default quantity is not one of its quantities`);
  }
  return defaultQuantity;
}

function fallbackCostFor(
  pricing: ProductPricing,
  form: CuratedForm,
  dosage: CuratedDosage,
  firstStrength: string,
): number {
  const definition = getDosageForm(form.form);
  const nadacUnits = dosage.nadacUnits ?? 1;
  const genericCost = pricing.genericCostOf?.(form.form, dosage.strength) ?? null;
  if (pricing.genericCostOf === null || genericCost === null) {
    return estimateFormClassCost(definition, nadacUnits, firstStrength, dosage.strength);
  }
  if (pricing.brandToGenericRatio === 1) return genericCost;
  const minimum = BRAND_MINIMUM_COSTS[definition.formClass] ?? 0;
  return Math.max(minimum, genericCost * pricing.brandToGenericRatio);
}

function readNadacPricingUnit(form: CuratedForm): PricingUnit | null {
  if (form.nadacPricingUnit) return form.nadacPricingUnit;
  const definition = getDosageForm(form.form);
  if (definition.formClass === 'inhaler') return null;
  return form.pricingUnit ?? definition.pricingUnit;
}

function priceDosage(
  index: NadacIndex,
  pricing: ProductPricing,
  form: CuratedForm,
  dosage: CuratedDosage,
  hint: number | undefined,
): CostResult {
  const calibrated = findCalibrationCost(pricing.slug, form.form, dosage.strength);
  if (calibrated !== null) return { unitCost: calibrated, costSource: 'nadac-2026-04' };
  const first = form.dosages[0] ?? dosage;
  return estimateUnitCost(index, {
    names: pricing.nadacNames,
    form: getDosageForm(form.form),
    strength: dosage.strength,
    nadacUnits: dosage.nadacUnits ?? 1,
    nadacPricingUnit: readNadacPricingUnit(form),
    firstStrength: first.strength,
    hint:
      hint === undefined
        ? null
        : { strength: first.strength, nadacUnits: first.nadacUnits ?? 1, unitCost: hint },
    isPricedPerPiece: pricing.isPricedPerPiece,
    fallbackCost: fallbackCostFor(pricing, form, dosage, first.strength),
  });
}

function buildForm(
  index: NadacIndex,
  pricing: ProductPricing,
  form: CuratedForm,
  hint: number | undefined,
): CatalogueForm {
  const definition = getDosageForm(form.form);
  const dosages = form.dosages.map((dosage): CatalogueDosage => {
    const { unitCost, costSource } = priceDosage(index, pricing, form, dosage, hint);
    return {
      strength: dosage.strength,
      unitCost: roundCost(unitCost),
      costSource,
      quantities: [...dosage.quantities],
      defaultQuantity: readDefaultQuantity(pricing.slug, dosage),
    };
  });
  return {
    form: form.form,
    displayForm: definition.displayForm,
    pricingUnit: form.pricingUnit ?? definition.pricingUnit,
    dosages,
  };
}

function selectBrandForms(drug: CuratedDrug, brand: CuratedBrand): CuratedForm[] {
  if (brand.ownForms) return brand.ownForms;
  const forms = drug.forms.filter((form) => !brand.forms || brand.forms.includes(form.form));
  const selected = forms
    .map((form) => ({
      ...form,
      costHint: undefined,
      dosages: form.dosages.filter(
        (dosage) => !brand.strengths || brand.strengths.includes(dosage.strength),
      ),
    }))
    .filter((form) => form.dosages.length > 0);
  if (selected.length === 0) throw new Error(`${brand.name}: no form or strength selected`);
  return selected;
}

function describeGeneric(
  drug: CuratedDrug,
  slug: string,
  rank: number,
  brandSlugs: string[],
): CatalogueDrug {
  return {
    slug,
    name: drug.name,
    genericName: drug.genericName ?? drug.name.toLowerCase(),
    isBrand: false,
    genericSlug: null,
    brandSlugs,
    drugClass: drug.drugClass,
    commonUses: drug.commonUses,
    category: drug.category,
    popularityRank: rank,
    deaSchedule: drug.deaSchedule ?? null,
    isOpioid: drug.isOpioid ?? false,
    promoExclusion: drug.promoExclusion ?? null,
    telemedConditions: [...(drug.telemedConditions ?? [])],
    forms: [],
  };
}

function findCost(entry: CatalogueDrug, form: string, strength: string): number | null {
  const dosage = entry.forms
    .find((candidate) => candidate.form === form)
    ?.dosages.find((candidate) => candidate.strength === strength);
  return dosage?.unitCost ?? null;
}

export function readGenericSlug(drug: CuratedDrug): string {
  return drug.slug ?? slugify(drug.name);
}

function buildGeneric(index: NadacIndex, drug: CuratedDrug, rank: number): CatalogueDrug {
  const slug = readGenericSlug(drug);
  const genericNames = drug.nadacNames ?? [drug.name];
  const brandNames = drug.isBrandOnly
    ? drug.brands.map((brand) => brand.nadacName ?? brand.name)
    : [];
  const pricing: ProductPricing = {
    slug,
    nadacNames: [...genericNames, ...brandNames].map(normaliseName),
    genericCostOf: null,
    brandToGenericRatio: 1,
    isPricedPerPiece: drug.isBrandOnly ?? false,
  };
  const brandSlugs = drug.brands.map((brand) => slugify(brand.name));
  const entry = describeGeneric(drug, slug, rank, brandSlugs);
  entry.forms = drug.forms.map((form) => buildForm(index, pricing, form, form.costHint));
  return entry;
}

function buildBrand(
  index: NadacIndex,
  drug: CuratedDrug,
  generic: CatalogueDrug,
  brand: CuratedBrand,
): CatalogueDrug {
  const slug = slugify(brand.name);
  const pricing: ProductPricing = {
    slug,
    nadacNames: [normaliseName(brand.nadacName ?? brand.name)],
    genericCostOf: (form, strength) => findCost(generic, form, strength),
    brandToGenericRatio: drug.isBrandOnly ? 1 : BRAND_TO_GENERIC_MINIMUM_RATIO,
    isPricedPerPiece: true,
  };
  const forms = selectBrandForms(drug, brand).map((form) =>
    buildForm(index, pricing, form, brand.costHint ?? form.costHint),
  );
  return {
    ...generic,
    slug,
    name: brand.name,
    isBrand: true,
    genericSlug: generic.slug,
    brandSlugs: [],
    promoExclusion:
      brand.promoExclusion === undefined ? generic.promoExclusion : brand.promoExclusion,
    telemedConditions: [...(brand.telemedConditions ?? generic.telemedConditions)],
    forms,
  };
}

function compareDrugs(a: CatalogueDrug, b: CatalogueDrug): number {
  if (a.popularityRank !== b.popularityRank) return a.popularityRank - b.popularityRank;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

function assertUniqueSlugs(drugs: CatalogueDrug[]): void {
  const seen = new Set<string>();
  for (const drug of drugs) {
    if (seen.has(drug.slug)) throw new Error(`Duplicate slug: ${drug.slug}`);
    seen.add(drug.slug);
  }
}

/** Feeds the published calibration costs into the index so nearby strengths scale from them. */
export function addCalibrationRecords(index: NadacIndex): void {
  for (const entry of CALIBRATION_COSTS) {
    addNadacRecord(index, entry.nadacDescription, entry.unitCost, 'EA');
  }
}

/** Slugs of the popularity order that no curated drug has. */
export function findUncuratedSlugs(
  curated: readonly CuratedDrug[],
  order: readonly string[],
): string[] {
  const curatedSlugs = new Set(curated.map(readGenericSlug));
  return order.filter((slug) => !curatedSlugs.has(slug));
}

/** Rank of each generic: its position in the popularity order, which must list each once. */
function readRanks(curated: readonly CuratedDrug[], order: readonly string[]): Map<string, number> {
  const ranks = new Map(order.map((slug, position) => [slug, position + 1]));
  if (ranks.size !== order.length) throw new Error('The popularity order lists a slug twice');
  const unranked = curated.map(readGenericSlug).filter((slug) => !ranks.has(slug));
  if (unranked.length > 0)
    throw new Error(`Missing from the popularity order: ${unranked.join(', ')}`);
  return ranks;
}

export function assembleCatalogue(
  curated: readonly CuratedDrug[],
  popularityOrder: readonly string[],
  index: NadacIndex,
): Catalogue {
  const ranks = readRanks(curated, popularityOrder);
  const drugs = curated.flatMap((drug) => {
    const generic = buildGeneric(index, drug, ranks.get(readGenericSlug(drug)) ?? 0);
    return [generic, ...drug.brands.map((brand) => buildBrand(index, drug, generic, brand))];
  });
  assertUniqueSlugs(drugs);
  return { source: CATALOGUE_SOURCE, drugs: drugs.sort(compareDrugs) };
}

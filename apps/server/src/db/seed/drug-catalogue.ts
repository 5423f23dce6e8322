import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { drugs, medications } from '../schema/catalog';
import { assignStableIds } from './stable-id';

export type DrugRow = Required<typeof drugs.$inferInsert>;
export type MedicationRow = Required<typeof medications.$inferInsert>;

export const DRUGS_FILE = new URL('./data/drugs.json', import.meta.url);

const dosageSchema = z.object({
  strength: z.string().min(1),
  unitCost: z.number().positive(),
  costSource: z.string().min(1),
  quantities: z.array(z.number().int().positive()).min(1),
  defaultQuantity: z.number().int().positive(),
});

const formSchema = z.object({
  form: z.string().min(1),
  displayForm: z.string().min(1),
  pricingUnit: z.enum(['EA', 'ML', 'GM']),
  dosages: z.array(dosageSchema).min(1),
});

const drugSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  genericName: z.string().min(1),
  isBrand: z.boolean(),
  genericSlug: z.string().nullable(),
  brandSlugs: z.array(z.string()),
  drugClass: z.string(),
  commonUses: z.string(),
  category: z.string().min(1),
  popularityRank: z.number().int().positive(),
  deaSchedule: z.enum(['II', 'III', 'IV', 'V']).nullable(),
  isOpioid: z.boolean(),
  promoExclusion: z.enum(['ed', 'hair_loss']).nullable(),
  telemedConditions: z.array(z.string()),
  forms: z.array(formSchema).min(1),
});

export const drugCatalogueSchema = z.object({
  source: z.string(),
  drugs: z.array(drugSchema).min(1),
});

export type DrugCatalogue = z.infer<typeof drugCatalogueSchema>;
type CatalogueDrug = DrugCatalogue['drugs'][number];

export function readDrugCatalogueText(): string {
  return readFileSync(DRUGS_FILE, 'utf8');
}

export function parseDrugCatalogue(text: string): DrugCatalogue {
  const catalogue = drugCatalogueSchema.parse(JSON.parse(text));
  assertConsistent(catalogue);
  return catalogue;
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function assertConsistent(catalogue: DrugCatalogue): void {
  const slugs = new Set<string>();
  for (const drug of catalogue.drugs) {
    if (slugs.has(drug.slug)) throw new Error(`drugs.json: duplicate slug ${drug.slug}`);
    slugs.add(drug.slug);
  }
  for (const drug of catalogue.drugs) {
    if (drug.genericSlug !== null && !slugs.has(drug.genericSlug)) {
      throw new Error(`drugs.json: ${drug.slug} names unknown generic ${drug.genericSlug}`);
    }
  }
}

/**
 * Rows for the drugs and medications tables. med_name_id comes from a hash of the slug and
 * med_id from a hash of slug, form and strength (see stable-id.ts), so ids survive drugs
 * being added, removed or reordered in drugs.json. Generics come before brands so that a
 * brand's generic_med_name_id always points at a row already inserted.
 */
export function buildDrugRows(catalogue: DrugCatalogue): {
  drugs: DrugRow[];
  medications: MedicationRow[];
} {
  const medNameIds = assignStableIds(catalogue.drugs.map((drug) => drug.slug));
  const medIds = assignStableIds(catalogue.drugs.flatMap(listMedicationKeys));
  const ordered = [...catalogue.drugs].sort((a, b) => Number(a.isBrand) - Number(b.isBrand));
  return {
    drugs: ordered.map((drug) => toDrugRow(drug, medNameIds)),
    medications: ordered.flatMap((drug) => toMedicationRows(drug, medNameIds, medIds)),
  };
}

function listMedicationKeys(drug: CatalogueDrug): string[] {
  return drug.forms.flatMap((form) =>
    form.dosages.map((dosage) => medicationKey(drug.slug, form.form, dosage.strength)),
  );
}

function medicationKey(slug: string, form: string, strength: string): string {
  return `${slug}|${form}|${strength}`;
}

function requireId(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`No id for ${key}`);
  return id;
}

function toDrugRow(drug: CatalogueDrug, medNameIds: ReadonlyMap<string, number>): DrugRow {
  return {
    medNameId: requireId(medNameIds, drug.slug),
    slug: drug.slug,
    name: drug.name,
    genericName: drug.genericName,
    isBrand: drug.isBrand,
    genericMedNameId: drug.genericSlug === null ? null : requireId(medNameIds, drug.genericSlug),
    drugClass: drug.drugClass,
    commonUses: drug.commonUses,
    category: drug.category,
    popularityRank: drug.popularityRank,
    deaSchedule: drug.deaSchedule,
    isOpioid: drug.isOpioid,
    promoExclusion: drug.promoExclusion,
    telemedConditions: drug.telemedConditions,
    isSynthetic: false,
  };
}

function toMedicationRows(
  drug: CatalogueDrug,
  medNameIds: ReadonlyMap<string, number>,
  medIds: ReadonlyMap<string, number>,
): MedicationRow[] {
  const medNameId = requireId(medNameIds, drug.slug);
  const dosages = drug.forms.flatMap((form) => form.dosages.map((dosage) => ({ form, dosage })));
  return dosages.map(({ form, dosage }, sortOrder) => ({
    medId: requireId(medIds, medicationKey(drug.slug, form.form, dosage.strength)),
    medNameId,
    form: form.form,
    displayForm: form.displayForm,
    strength: dosage.strength,
    displayDosage: dosage.strength,
    pricingUnit: form.pricingUnit,
    unitCostMicrodollars: toMicrodollars(dosage.unitCost),
    costSource: dosage.costSource,
    quantities: dosage.quantities,
    defaultQuantity: dosage.defaultQuantity,
    isCustomQuantityAllowed: isCountedSolid(form.pricingUnit, form.form),
    sortOrder,
  }));
}

/** Dollars per unit to integer millionths of a dollar. */
export function toMicrodollars(dollars: number): number {
  return Math.round(dollars * 1e6);
}

/** Tablets and capsules are counted one by one, so any quantity can be asked for. */
export function isCountedSolid(pricingUnit: string, form: string): boolean {
  return pricingUnit === 'EA' && /tablet|capsule/i.test(form);
}

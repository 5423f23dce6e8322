import { z } from 'zod';
import type { NadacFormClass, NadacRelease } from './dosage-forms';
import { parseDescription } from './nadac-descriptions';

const nadacSampleSchema = z.object({
  d: z.string(),
  n: z.string(),
  p: z.number().positive(),
  u: z.enum(['EA', 'ML', 'GM']),
  o: z.boolean(),
});

const nadacGroupSchema = z.object({
  n: z.string(),
  c: z.number(),
  l: z.array(nadacSampleSchema),
  min: z.number().positive(),
  max: z.number().positive(),
  avg: z.number().positive(),
});

export const nadacSummarySchema = z.object({
  date: z.string(),
  src: z.string(),
  d: z.record(z.string(), nadacGroupSchema),
});
export type NadacSummary = z.infer<typeof nadacSummarySchema>;

export interface NadacRecord {
  description: string;
  name: string;
  strength: string | null;
  formClass: NadacFormClass | null;
  release: NadacRelease;
  unitPrice: number;
  pricingUnit: 'EA' | 'ML' | 'GM';
  isOverTheCounter: boolean;
}

export interface NadacGroupStats {
  min: number;
  max: number;
  avg: number;
  /** Pricing unit of the group's cheapest record (groups mix forms). */
  cheapestUnit: 'EA' | 'ML' | 'GM';
}

export interface NadacIndex {
  /** Records by normalised product name. */
  recordsByName: Map<string, NadacRecord[]>;
  /** Group statistics by NADAC group (the first word of the description). */
  groups: Map<string, NadacGroupStats>;
}

export interface NadacLookupKey {
  name: string;
  strength: string;
  formClass: NadacFormClass;
  release: NadacRelease;
  pricingUnit: NadacRecord['pricingUnit'];
}

export function buildNadacIndex(summary: NadacSummary): NadacIndex {
  const index: NadacIndex = { recordsByName: new Map(), groups: new Map() };
  for (const [groupName, group] of Object.entries(summary.d)) {
    const cheapest = group.l[0];
    if (cheapest) {
      const { min, max, avg } = group;
      index.groups.set(groupName, { min, max, avg, cheapestUnit: cheapest.u });
    }
    for (const sample of group.l) addNadacRecord(index, sample.d, sample.p, sample.u, sample.o);
  }
  return index;
}

export function addNadacRecord(
  index: NadacIndex,
  description: string,
  unitPrice: number,
  pricingUnit: NadacRecord['pricingUnit'],
  isOverTheCounter = false,
): void {
  const record: NadacRecord = {
    ...parseDescription(description),
    description,
    unitPrice,
    pricingUnit,
    isOverTheCounter,
  };
  const list = index.recordsByName.get(record.name) ?? [];
  list.push(record);
  index.recordsByName.set(record.name, list);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** Keeps the records of the most specific kind present: prescription before OTC, named form first. */
function preferSpecific(records: NadacRecord[]): NadacRecord[] {
  const prescription = records.filter((record) => !record.isOverTheCounter);
  const pool = prescription.length > 0 ? prescription : records;
  const withForm = pool.filter((record) => record.formClass !== null);
  return withForm.length > 0 ? withForm : pool;
}

/** Same release and form; a description without a form word may be any form. */
function isSameForm(record: NadacRecord, key: Omit<NadacLookupKey, 'name' | 'strength'>): boolean {
  if (record.release !== key.release || record.pricingUnit !== key.pricingUnit) return false;
  return record.formClass === key.formClass || record.formClass === null;
}

/** Records of the same product in the same form and release, any strength. */
export function findSameFormRecords(
  index: NadacIndex,
  key: Omit<NadacLookupKey, 'strength'>,
): NadacRecord[] {
  const records = index.recordsByName.get(key.name) ?? [];
  return preferSpecific(records.filter((record) => isSameForm(record, key)));
}

/** The median NADAC price of the records that match name, strength, form and release exactly. */
export function findExactPrice(index: NadacIndex, key: NadacLookupKey): number | null {
  const records = index.recordsByName.get(key.name) ?? [];
  const matches = preferSpecific(
    records.filter((record) => record.strength === key.strength && isSameForm(record, key)),
  );
  return matches.length > 0 ? median(matches.map((record) => record.unitPrice)) : null;
}

export function findGroupStats(index: NadacIndex, name: string): NadacGroupStats | null {
  const group = name.split(/\s/)[0] ?? name;
  return index.groups.get(group) ?? null;
}

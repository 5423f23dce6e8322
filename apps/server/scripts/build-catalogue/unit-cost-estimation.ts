import type { CostSource, PricingUnit } from './catalogue-types';
import type { DosageFormDefinition, NadacFormClass } from './dosage-forms';
import {
  findExactPrice,
  findGroupStats,
  findSameFormRecords,
  type NadacGroupStats,
  type NadacIndex,
  type NadacRecord,
} from './nadac-index';
import { normaliseStrength, readLeadingAmount } from './nadac-descriptions';

/**
 * Per-unit cost grows more slowly than strength: across NADAC, a 4x or 8x stronger
 * tablet of the same generic costs roughly 1.5x to 3x as much. Devices (pens, inhalers,
 * drops) are priced per package whatever the dose, and topicals nearly so.
 */
const STRENGTH_COST_EXPONENTS: Record<NadacFormClass, number> = {
  tablet: 0.4,
  capsule: 0.4,
  film: 0.4,
  suppository: 0.4,
  suspension: 0.4,
  solution: 0.4,
  patch: 0.15,
  cream: 0.2,
  ointment: 0.2,
  gel: 0.2,
  lotion: 0.2,
  'eye-drops': 0,
  'nasal-spray': 0,
  inhaler: 0,
  pen: 0,
  vial: 0,
  syringe: 0,
  ring: 0,
  powder: 0,
};

/** Fallback per-unit costs by form when neither NADAC nor the curated table gives one. */
const FORM_CLASS_ESTIMATES: Record<NadacFormClass, number> = {
  tablet: 0.25,
  capsule: 0.3,
  suspension: 0.08,
  solution: 0.05,
  cream: 0.4,
  ointment: 0.4,
  gel: 0.5,
  lotion: 0.3,
  patch: 2.5,
  'eye-drops': 2,
  'nasal-spray': 1,
  inhaler: 60,
  pen: 100,
  vial: 5,
  syringe: 20,
  ring: 50,
  suppository: 1,
  film: 3,
  powder: 0.05,
};

export interface CostRequest {
  /** Normalised NADAC names to try, in order. */
  names: string[];
  form: DosageFormDefinition;
  strength: string;
  /** NADAC pricing units in one sold unit. */
  nadacUnits: number;
  /** The unit NADAC must price the product in to be used; null when NADAC cannot be used. */
  nadacPricingUnit: PricingUnit | null;
  /** Strength of the first dosage in this form, the reference for group-based scaling. */
  firstStrength: string;
  /** Known per-unit cost of one of the product's dosages, used when NADAC has nothing. */
  hint: { strength: string; nadacUnits: number; unitCost: number } | null;
  /** Brands keep one price across strengths; generics' cost grows with strength. */
  isPricedPerPiece: boolean;
  /** Per-unit cost to use when nothing better is known. */
  fallbackCost: number;
}

export interface CostResult {
  unitCost: number;
  costSource: CostSource;
}

export function roundCost(value: number): number {
  return Math.max(0.00001, Math.round(value * 100000) / 100000);
}

function readExponent(formClass: NadacFormClass, isPricedPerPiece: boolean): number {
  return isPricedPerPiece ? 0 : STRENGTH_COST_EXPONENTS[formClass];
}

/** Scales a per-unit cost from one strength to another of the same unit and form. */
export function scaleByStrength(
  cost: number,
  exponent: number,
  fromStrength: string,
  toStrength: string,
): number {
  const from = readLeadingAmount(normaliseStrength(fromStrength) ?? '');
  const to = readLeadingAmount(normaliseStrength(toStrength) ?? '');
  if (!from || !to || from.unit !== to.unit || from.amount <= 0) return cost;
  return cost * (to.amount / from.amount) ** exponent;
}

function clampToGroup(cost: number, stats: NadacGroupStats | null, nadacUnits: number): number {
  if (!stats) return cost;
  return Math.min(Math.max(cost, stats.min * nadacUnits), stats.max * nadacUnits);
}

function logDistance(a: number, b: number): number {
  return Math.abs(Math.log(a / b));
}

function findExactCost(
  index: NadacIndex,
  request: CostRequest,
  strengthKey: string,
): number | null {
  const { formClass, release } = request.form;
  const pricingUnit = request.nadacPricingUnit;
  if (pricingUnit === null) return null;
  for (const name of request.names) {
    const key = { name, strength: strengthKey, formClass, release, pricingUnit };
    const price = findExactPrice(index, key);
    if (price !== null) return price * request.nadacUnits;
  }
  return null;
}

/** Scales the nearest-strength record of the same product and form. */
function findAnchoredCost(
  index: NadacIndex,
  request: CostRequest,
  strengthKey: string,
): number | null {
  const target = readLeadingAmount(strengthKey);
  const { formClass, release } = request.form;
  const pricingUnit = request.nadacPricingUnit;
  if (pricingUnit === null) return null;
  for (const name of request.names) {
    const records = findSameFormRecords(index, { name, formClass, release, pricingUnit });
    const exponent = readExponent(formClass, request.isPricedPerPiece);
    const price = target ? scaleNearestRecord(records, target, exponent) : null;
    const unpriced = records.find((record) => record.strength === null);
    const anchorPrice = price ?? unpriced?.unitPrice ?? null;
    if (anchorPrice === null) continue;
    const stats = findGroupStats(index, name);
    return clampToGroup(anchorPrice * request.nadacUnits, stats, request.nadacUnits);
  }
  return null;
}

function scaleNearestRecord(
  records: NadacRecord[],
  target: { amount: number; unit: string },
  exponent: number,
): number | null {
  const anchors = records.flatMap((record) => {
    const amount = record.strength ? readLeadingAmount(record.strength) : null;
    return amount && amount.unit === target.unit && amount.amount > 0 ? [{ record, amount }] : [];
  });
  const nearest = anchors.sort(
    (a, b) =>
      logDistance(a.amount.amount, target.amount) - logDistance(b.amount.amount, target.amount) ||
      a.record.unitPrice - b.record.unitPrice,
  )[0];
  if (!nearest) return null;
  return nearest.record.unitPrice * (target.amount / nearest.amount.amount) ** exponent;
}

/** Places an oral solid between the group's cheapest and average record, scaled by strength. */
function findGroupCost(index: NadacIndex, request: CostRequest): number | null {
  const isOralSolid = ['tablet', 'capsule'].includes(request.form.formClass);
  if (!isOralSolid || request.nadacUnits !== 1 || request.nadacPricingUnit !== 'EA') return null;
  for (const name of request.names) {
    const stats = findGroupStats(index, name);
    if (!stats || stats.cheapestUnit !== 'EA') continue;
    const base = Math.sqrt(stats.min * stats.avg);
    const exponent = readExponent(request.form.formClass, request.isPricedPerPiece);
    const scaled = scaleByStrength(base, exponent, request.firstStrength, request.strength);
    return clampToGroup(scaled, stats, 1);
  }
  return null;
}

export function estimateUnitCost(index: NadacIndex, request: CostRequest): CostResult {
  const strengthKey = normaliseStrength(request.strength);
  const exact = strengthKey ? findExactCost(index, request, strengthKey) : null;
  if (exact !== null) return { unitCost: roundCost(exact), costSource: 'nadac-2025-12' };
  if (request.hint)
    return { unitCost: roundCost(scaleHint(request, request.hint)), costSource: 'estimate' };
  const anchored = strengthKey ? findAnchoredCost(index, request, strengthKey) : null;
  if (anchored !== null)
    return { unitCost: roundCost(anchored), costSource: 'nadac-group-estimate' };
  const grouped = findGroupCost(index, request);
  if (grouped !== null) return { unitCost: roundCost(grouped), costSource: 'nadac-group-estimate' };
  return { unitCost: roundCost(request.fallbackCost), costSource: 'estimate' };
}

/** A curated cost of the form's first dosage, carried to this dosage's strength and size. */
function scaleHint(request: CostRequest, hint: NonNullable<CostRequest['hint']>): number {
  const exponent = readExponent(request.form.formClass, request.isPricedPerPiece);
  const perNadacUnit = hint.unitCost / hint.nadacUnits;
  return (
    scaleByStrength(perNadacUnit, exponent, hint.strength, request.strength) * request.nadacUnits
  );
}

/** A class-based per-unit cost for a generic that no source prices. */
export function estimateFormClassCost(
  form: DosageFormDefinition,
  nadacUnits: number,
  firstStrength: string,
  strength: string,
): number {
  const base = FORM_CLASS_ESTIMATES[form.formClass] * nadacUnits;
  return scaleByStrength(base, STRENGTH_COST_EXPONENTS[form.formClass], firstStrength, strength);
}

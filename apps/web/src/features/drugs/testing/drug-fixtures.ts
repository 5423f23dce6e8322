import {
  type CategoryPrices,
  type DrugDetail,
  type DrugDosage,
  type DrugQuantity,
  type Price,
} from '@fillwell/contracts';
import { formatMoney, type PriceCategory } from '@fillwell/domain';

/** A price whose breakdown adds up: a $2.00 markup, a $1.00 fee, the rest medication cost. */
export function createPrice(category: PriceCategory, amountCents: number, quantity = 30): Price {
  return {
    priceId: `p-${category}-${amountCents}`,
    category,
    amountCents,
    displayValue: formatMoney(amountCents),
    breakdown: {
      acquisitionCostCents: amountCents - 300,
      markupCents: 200,
      dispensingFeeCents: 100,
      chainAdjustmentCents: 0,
      markupPercent: 20,
      unitCostMicrodollars: Math.round(((amountCents - 300) * 10_000) / quantity),
      quantity,
    },
  };
}

export function createPrices(cents: Record<PriceCategory, number>, quantity = 30): CategoryPrices {
  return {
    edlp: createPrice('edlp', cents.edlp, quantity),
    local: createPrice('local', cents.local, quantity),
    delivery: createPrice('delivery', cents.delivery, quantity),
    magic: createPrice('magic', cents.magic, quantity),
  };
}

export function createQuantity(rawQuantity: number, baseCents = 1000): DrugQuantity {
  return {
    rawQuantity,
    displayQuantity: `${rawQuantity} tablets`,
    isCustomQuantity: false,
    price: createPrices(
      {
        edlp: baseCents + 500,
        local: baseCents + 200,
        delivery: baseCents,
        magic: baseCents + 100,
      },
      rawQuantity,
    ),
    genericComparison: null,
  };
}

export function createDosage(
  medId: number,
  displayDosage: string,
  quantities: number[],
  defaultQuantityIndex = 0,
): DrugDosage {
  return {
    medId,
    displayDosage,
    isCustomQuantityAllowed: true,
    defaultQuantityIndex,
    quantities: quantities.map((quantity) => createQuantity(quantity, 1000 + quantity)),
  };
}

/** Atorvastatin-like: tablets 10 mg (30, 90) and 20 mg (30, 90); sildenafil-like 25 mg (10, 20). */
export function createDrugDetail(overrides: Partial<DrugDetail> = {}): DrugDetail {
  return {
    slug: 'atorvastatin',
    medNameId: 1,
    name: 'Atorvastatin',
    genericName: 'atorvastatin',
    isBrand: false,
    generic: null,
    brands: [{ slug: 'lipitor', name: 'Lipitor', isBrand: true }],
    forms: [
      {
        form: 'tablet',
        displayForm: 'Tablet',
        dosages: [
          createDosage(10, '10 mg', [30, 90]),
          createDosage(20, '20 mg', [30, 90]),
          createDosage(25, '25 mg', [10, 20], 1),
        ],
      },
      {
        form: 'capsule',
        displayForm: 'Capsule',
        dosages: [createDosage(40, '40 mg', [15, 30])],
      },
    ],
    defaultMedId: 10,
    telemedConditions: [],
    isOpioid: false,
    deaSchedule: null,
    ...overrides,
  };
}

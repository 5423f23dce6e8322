import {
  TRANSFER_SOURCES,
  savedCardBrandSchema,
  type Money,
  type SavedCardBrand,
  type TransferSource,
} from '@fillwell/contracts';
import {
  CONSULTATION_STATUSES,
  FULFILLMENTS,
  ORDER_FULFILLMENT_STATUSES,
  ORDER_STATUSES,
  PRICE_CATEGORIES,
  formatMoney,
  type ConsultationStatus,
  type Fulfillment,
  type OrderFulfillmentStatus,
  type PriceCategory,
} from '@fillwell/domain';

/**
 * Text columns read back as the values this module wrote. Anything else is a bug or a broken
 * row, and fails loudly (a 500) rather than showing the person something made up.
 */
function readOneOf<T extends string>(allowed: readonly T[], value: string, column: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`Unexpected ${column} value: ${value}`);
}

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const readOrderStatus = (value: string): OrderStatus =>
  readOneOf(ORDER_STATUSES, value, 'orders.status');

export const readFulfillmentStatus = (value: string): OrderFulfillmentStatus =>
  readOneOf(ORDER_FULFILLMENT_STATUSES, value, 'orders.fulfillment_status');

export const readFulfillment = (value: string): Fulfillment =>
  readOneOf(FULFILLMENTS, value, 'orders.fulfillment');

export const readPriceCategory = (value: string): PriceCategory =>
  readOneOf(PRICE_CATEGORIES, value, 'price_category');

export const readConsultationStatus = (value: string): ConsultationStatus =>
  readOneOf(CONSULTATION_STATUSES, value, 'consultations.status');

const RX_SOURCE_TYPES = ['consultation', 'user'] as const;

export function readRxSourceType(value: string | null): (typeof RX_SOURCE_TYPES)[number] | null {
  return value === null ? null : readOneOf(RX_SOURCE_TYPES, value, 'rx_src_type');
}

export function readTransferSource(value: string | null): TransferSource | null {
  return value === null ? null : readOneOf(TRANSFER_SOURCES, value, 'transfer_source');
}

export function readCardBrand(value: string): SavedCardBrand {
  const brand = savedCardBrandSchema.safeParse(value);
  return brand.success ? brand.data : 'unknown';
}

/** Cents with their display value ('Free' for zero). */
export function toMoney(cents: number): Money {
  return { amountCents: cents, displayValue: formatMoney(cents) };
}

import { formatCannotAddItemMessage, PHARMACY_PLUS_MESSAGES } from '@fillwell/contracts';
import { NETWORK_ERROR_MESSAGE } from '@/lib/http';

/** The texts Pharmacy Plus shows when something could not be done (partner-and-shell §8). */
export const PHARMACY_PLUS_ERRORS = {
  priceMissing: PHARMACY_PLUS_MESSAGES.priceMissing,
  orderMissing: PHARMACY_PLUS_MESSAGES.orderMissing,
  originalItemMissing: PHARMACY_PLUS_MESSAGES.originalItemMissing,
  newItemMissing: PHARMACY_PLUS_MESSAGES.newItemMissing,
  pricesMissing: PHARMACY_PLUS_MESSAGES.pricesMissing,
  removeItemFailed: PHARMACY_PLUS_MESSAGES.removeItemFailed,
  fulfillmentFailed: PHARMACY_PLUS_MESSAGES.fulfillmentFailed,
  chatStartFailed: PHARMACY_PLUS_MESSAGES.chatStartFailed,
  networkError: NETWORK_ERROR_MESSAGE,
} as const;

/** Adding a prescription to the order failed: 'Cannot add item for {prescription}.' */
export const describeAddItemFailure = formatCannotAddItemMessage;

/** A rule of the order was broken before any call was made. */
export class OrderRuleError extends Error {
  override name = 'OrderRuleError';
}

import type { Cart, DrugDetail, DrugQuantity, PurchaseResponse } from '@fillwell/contracts';
import { TRACK_EVENTS } from '@fillwell/domain';
import type { FinishedCall } from './finished-calls';
import { toOrderFlags, toProductViewFields } from './event-fields';

/** A track event to record. */
export interface TrackedEvent {
  name: string;
  properties: Record<string, string | number | boolean | null>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isQuantityArgs(
  value: unknown,
): value is { slug: string; medId: number; quantity: number } {
  return (
    isRecord(value) &&
    typeof value.slug === 'string' &&
    typeof value.medId === 'number' &&
    typeof value.quantity === 'number'
  );
}

function isCart(value: unknown): value is Cart {
  return isRecord(value) && Array.isArray(value.items);
}

function readPriceIds(args: unknown): string[] {
  if (!isRecord(args) || !Array.isArray(args.items)) return [];
  return args.items.flatMap((item: unknown) =>
    isRecord(item) && typeof item.priceId === 'string' ? [item.priceId] : [],
  );
}

/** The dosage and quantity a drug page opens at (its default), with their prices. */
function findDefaultQuantity(drug: DrugDetail) {
  const dosage = drug.forms
    .flatMap((form) => form.dosages)
    .find((candidate) => candidate.medId === drug.defaultMedId);
  const quantity = dosage?.quantities[dosage.defaultQuantityIndex] ?? dosage?.quantities[0];
  if (!dosage || !quantity) return null;
  return { args: { medId: dosage.medId, quantity: quantity.rawQuantity }, quantity };
}

/**
 * Turns the app's finished API calls into the funnel's track events, remembering what later
 * events need (the drug of a page, the cart being bought).
 */
export function createCallEvents(readPreviousOrderCount: () => number) {
  const drugsBySlug = new Map<string, DrugDetail>();
  let cart: Cart | null = null;

  return function toEvents(call: FinishedCall): TrackedEvent[] {
    const { endpointName, args, payload } = call;
    switch (endpointName) {
      case 'searchMedications':
      case 'listSearchResults':
        return typeof args === 'string'
          ? [{ name: TRACK_EVENTS.searched, properties: { query: args.slice(0, 100) } }]
          : [];
      case 'getDrugDetail': {
        if (typeof args !== 'string' || !isRecord(payload)) return [];
        const drug = payload as DrugDetail;
        drugsBySlug.set(args, drug);
        const viewed = findDefaultQuantity(drug);
        if (!viewed) return [];
        const fields = toProductViewFields(viewed.args, viewed.quantity, drug);
        return [{ name: TRACK_EVENTS.viewed, properties: { slug: args, ...fields } }];
      }
      case 'getDrugQuantity': {
        if (!isQuantityArgs(args) || !isRecord(payload)) return [];
        const fields = toProductViewFields(
          args,
          payload as DrugQuantity,
          drugsBySlug.get(args.slug),
        );
        return [{ name: TRACK_EVENTS.viewed, properties: { slug: args.slug, ...fields } }];
      }
      case 'getCart':
        if (isCart(payload)) cart = payload;
        return [];
      case 'addCartItems': {
        if (!isCart(payload)) return [];
        const priceIds = new Set(readPriceIds(args));
        const earlierIds = new Set(cart?.items.map((item) => item.id) ?? []);
        cart = payload;
        // The items asked for when the call's arguments are known, else those new to the cart.
        return payload.items
          .filter((item) =>
            priceIds.size > 0 ? priceIds.has(item.priceId) : !earlierIds.has(item.id),
          )
          .map((item) => ({
            name: TRACK_EVENTS.added,
            properties: {
              medId: item.medId,
              medNameId: item.medNameId,
              quantity: item.quantity,
              priceCategory: item.priceCategory,
            },
          }));
      }
      case 'purchase': {
        if (!isRecord(payload)) return [];
        const order = payload as PurchaseResponse;
        const flags = toOrderFlags(cart?.items ?? [], order.pharmacyId, readPreviousOrderCount());
        return [
          {
            name: TRACK_EVENTS.orderCompleted,
            properties: { orderId: order.orderId, ...flags },
          },
        ];
      }
      default:
        return [];
    }
  };
}

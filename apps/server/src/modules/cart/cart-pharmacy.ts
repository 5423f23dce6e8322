import { CART_ERROR_CODES } from '@fillwell/contracts';
import {
  CART_MESSAGES,
  getFulfillment,
  NETWORK_IDS,
  PREFERRED_CHAINS,
  type Fulfillment,
  type PriceCategory,
} from '@fillwell/domain';
import { createNotFoundError, HttpError } from '../../plugins/http-error';
import type { PharmacyIndex, PharmacyRecord } from '../pharmacies/index';
import { computePrice, type PricedMedication } from '../pricing/index';
import { invalidField } from './price-choice';

/** Where a cart is filled: a pharmacy (or any store of a chain) and the network it fills at. */
export interface PharmacyTarget {
  pharmacyId: string | null;
  pharmacyBrand: string | null;
  networkId: number;
  category: PriceCategory;
  fulfillment: Fulfillment;
  chainShortName: string | null;
}

/** What a target is chosen for: the medications and quantities in the cart. */
export interface PricedQuantity {
  medication: PricedMedication;
  quantity: number;
}

const CATEGORY_BY_NETWORK = new Map<number, PriceCategory>([
  [NETWORK_IDS.edlp, 'edlp'],
  [NETWORK_IDS.local, 'local'],
  [NETWORK_IDS.delivery, 'delivery'],
  [NETWORK_IDS.magic, 'magic'],
]);
/** On equal totals (an empty cart), the order networks are preferred in. */
const NETWORK_PREFERENCE: readonly number[] = [
  NETWORK_IDS.local,
  NETWORK_IDS.edlp,
  NETWORK_IDS.magic,
];
const CHAIN_NAMES = new Set<string>(PREFERRED_CHAINS.map((chain) => chain.shortName));

export interface TargetRequest {
  networkId?: number;
  isDiscountCardVerified: boolean;
  items: readonly PricedQuantity[];
}

export function resolvePharmacyTarget(
  pharmacies: PharmacyIndex,
  pharmacyId: string,
  request: TargetRequest,
): PharmacyTarget {
  const record = pharmacies.get(pharmacyId);
  if (!record) throw createNotFoundError(CART_MESSAGES.pharmacyNotFound);
  const networks = record.isMailOrder
    ? [NETWORK_IDS.delivery]
    : record.networkIds.filter((id) => id !== NETWORK_IDS.delivery);
  const networkId = chooseNetwork(networks, record.chainShortName, request);
  return toTarget(record, null, networkId, record.chainShortName);
}

export function resolveBrandTarget(brand: string, request: TargetRequest): PharmacyTarget {
  const shortName = brand.trim().toLowerCase();
  if (!CHAIN_NAMES.has(shortName)) throw createNotFoundError(CART_MESSAGES.pharmacyNotFound);
  const networkId = chooseNetwork([NETWORK_IDS.edlp, NETWORK_IDS.magic], shortName, request);
  return toTarget(null, shortName, networkId, shortName);
}

function toTarget(
  record: PharmacyRecord | null,
  brand: string | null,
  networkId: number,
  chainShortName: string,
): PharmacyTarget {
  const category = CATEGORY_BY_NETWORK.get(networkId) ?? 'edlp';
  return {
    pharmacyId: record?.id ?? null,
    pharmacyBrand: brand,
    networkId,
    category,
    fulfillment: getFulfillment(category),
    chainShortName,
  };
}

/** The asked-for network, or the one where the cart costs least. */
function chooseNetwork(
  memberNetworks: readonly number[],
  chainShortName: string,
  request: TargetRequest,
): number {
  const usable = memberNetworks.filter(
    (id) =>
      CATEGORY_BY_NETWORK.has(id) && (id !== NETWORK_IDS.magic || request.isDiscountCardVerified),
  );
  if (request.networkId !== undefined) {
    if (request.networkId === NETWORK_IDS.magic && !request.isDiscountCardVerified) {
      throw new HttpError(
        400,
        CART_ERROR_CODES.discountCardRequired,
        CART_MESSAGES.discountCardRequired,
      );
    }
    if (!usable.includes(request.networkId))
      throw invalidField('pharmacy_network_id', CART_MESSAGES.networkNotAccepted);
    return request.networkId;
  }
  const ranked = [...usable].sort(
    (a, b) =>
      totalAt(a, chainShortName, request.items) - totalAt(b, chainShortName, request.items) ||
      rankPreference(a) - rankPreference(b),
  );
  const cheapest = ranked[0];
  if (cheapest === undefined)
    throw invalidField('pharmacy_network_id', CART_MESSAGES.networkNotAccepted);
  return cheapest;
}

function rankPreference(networkId: number): number {
  const rank = NETWORK_PREFERENCE.indexOf(networkId);
  return rank === -1 ? NETWORK_PREFERENCE.length : rank;
}

export function totalAt(
  networkId: number,
  chainShortName: string | null,
  items: readonly PricedQuantity[],
): number {
  const category = CATEGORY_BY_NETWORK.get(networkId);
  if (!category) return Number.POSITIVE_INFINITY;
  return items.reduce(
    (sum, item) => sum + computePrice({ ...item, category, chainShortName }).amountCents,
    0,
  );
}

export function getNetworkCategory(networkId: number): PriceCategory | undefined {
  return CATEGORY_BY_NETWORK.get(networkId);
}

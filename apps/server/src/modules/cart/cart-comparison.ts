import { eq } from 'drizzle-orm';
import type { CartComparisonOption, CartComparisonRequest } from '@fillwell/contracts';
import { getFulfillment, LIMITS, NETWORK_IDS } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import { sessions } from '../../db/schema/index';
import type { CatalogueIndex } from '../catalog/index';
import type { ZipCodeIndex } from '../location/index';
import { searchPharmacies, type PharmacyIndex } from '../pharmacies/index';
import { computePrice, encodePriceId } from '../pricing/index';
import { getNetworkCategory, totalAt } from './cart-pharmacy';
import { toMoney } from './cart-pricing';
import { invalidField, resolvePriceChoice, type PriceChoice } from './price-choice';

export interface ComparisonOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  pharmacies: PharmacyIndex;
  zipCodes: ZipCodeIndex;
}

/** Pickup pharmacies compared: the nearest this many within the radius. */
const NEARBY_PHARMACIES = 10;
const NEARBY_RADIUS_MILES = 25;

/**
 * The same items priced at the pharmacies near the person and by home delivery, cheapest first.
 * Each pharmacy fills at the network where the whole list costs least.
 */
export function createCartComparison(options: ComparisonOptions) {
  const { db, catalogue, pharmacies, zipCodes } = options;

  async function findZipCode(request: CartComparisonRequest, sessionId: string | null) {
    if (request.zipCode) return request.zipCode;
    if (!sessionId) return null;
    const [row] = await db
      .select({ zipCode: sessions.locationZipCode })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .limit(1);
    return row?.zipCode ?? null;
  }

  return async function compare(
    request: CartComparisonRequest,
    context: { sessionId: string | null; isDiscountCardVerified: boolean },
  ): Promise<CartComparisonOption[]> {
    const choices = request.items.map((item, index) =>
      resolvePriceChoice(
        catalogue,
        { priceId: item.priceId, medId: item.dosageId, quantity: item.quantity },
        `items.${index}.price_id`,
      ),
    );
    const zipCode = await findZipCode(request, context.sessionId);
    const place = zipCode ? zipCodes.find(zipCode) : undefined;
    if (!place) throw invalidField('zip_code', 'Please enter a valid zip code');
    const search = {
      origin: place,
      isSupersaverOnly: false,
      isOutOfNetworkAllowed: false,
    };
    const nearby = searchPharmacies(pharmacies, {
      ...search,
      radiusMiles: NEARBY_RADIUS_MILES,
      limit: NEARBY_PHARMACIES,
    });
    const delivery = searchPharmacies(pharmacies, {
      ...search,
      radiusMiles: LIMITS.defaultPharmacySearchRadius,
      limit: 1,
      networkIds: [NETWORK_IDS.delivery],
    });
    const options = [...nearby, ...delivery].flatMap((result) => {
      const record = pharmacies.get(result.location.id);
      if (!record) return [];
      const networks = record.isMailOrder
        ? [NETWORK_IDS.delivery]
        : record.networkIds.filter(
            (id) =>
              id !== NETWORK_IDS.delivery &&
              (id !== NETWORK_IDS.magic || context.isDiscountCardVerified),
          );
      const option = priceAt(choices, networks, record.chainShortName);
      if (!option) return [];
      const { price: _price, ...pharmacy } = result;
      return [{ ...option, pharmacy: { ...pharmacy, networkId: option.networkId } }];
    });
    return options
      .sort((a, b) => a.total.amountCents - b.total.amountCents)
      .map(({ networkId: _networkId, ...option }) => option);
  };
}

function priceAt(choices: readonly PriceChoice[], networks: readonly number[], chain: string) {
  const items = choices.map((choice) => ({
    medication: choice.medication,
    quantity: choice.quantity,
  }));
  let best: { networkId: number; cents: number } | null = null;
  for (const networkId of networks) {
    const cents = totalAt(networkId, chain, items);
    if (Number.isFinite(cents) && (!best || cents < best.cents)) best = { networkId, cents };
  }
  const category = best && getNetworkCategory(best.networkId);
  if (!best || !category) return null;
  return {
    networkId: best.networkId,
    fulfillment: getFulfillment(category),
    items: choices.map((choice) => {
      const price = computePrice({
        medication: choice.medication,
        quantity: choice.quantity,
        category,
        chainShortName: chain,
      });
      return {
        priceId: encodePriceId({
          medId: choice.medication.medId,
          quantity: choice.quantity,
          category,
        }),
        medId: choice.medication.medId,
        quantity: choice.quantity,
        priceCategory: category,
        price: toMoney(price.amountCents),
      };
    }),
    total: toMoney(best.cents),
  };
}

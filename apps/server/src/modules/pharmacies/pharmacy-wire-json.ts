import type { Price } from '@fillwell/contracts';
import { roundMiles } from '../location/index';
import type { PharmacyRecord } from './pharmacy-repository';
import type { PharmacyHit } from './pharmacy-search';

/*
 * A pharmacy search's response as wire JSON, written without the schema serializer: exactly
 * what `pharmacySearchResponseSchema` would write (snake_case keys, in its key order), but each
 * pharmacy's fixed parts are encoded once and only what a search decides (network, in network,
 * distance, price) per response. pharmacy-wire-json.test.ts and the API test hold it to the
 * schema-validated output.
 *
 * The answer is a string, not bytes: a string lives in the young generation and dies there,
 * while a buffer of this size is memory outside the heap that every collection has to track.
 */

/** A pharmacy result's fixed JSON around the parts a search decides. */
interface ResultFragments {
  /** From the start up to the network id. */
  opening: string;
  /** Between the network id and the distance, in_network included: one for each value. */
  middle: { inNetwork: string; outOfNetwork: string };
  /** From the distance up to the price. */
  closing: string;
}

/** Made the first time a pharmacy is shown; a reload makes new records, so this follows it. */
const fragmentsByPharmacy = new WeakMap<PharmacyRecord, ResultFragments>();

/** The body of GET /v2/pharmacies. */
export function writePharmacySearchJson(
  hits: readonly PharmacyHit[],
  zipCode: string | null,
): string {
  // A price's JSON with the closing brace of its result, once per price: a search's prices are
  // few and shared by many pharmacies, and made for this search only, so nothing is kept.
  const priceEndings = new Map<Price, string>();
  let json = '{"results":[';
  hits.forEach((hit, position) => {
    const fragments = getResultFragments(hit.pharmacy);
    const middle = hit.isInNetwork ? fragments.middle.inNetwork : fragments.middle.outOfNetwork;
    json +=
      (position > 0 ? ',' : '') +
      fragments.opening +
      JSON.stringify(hit.networkId) +
      middle +
      JSON.stringify(roundMiles(hit.distanceMiles)) +
      fragments.closing +
      getPriceEnding(hit, priceEndings);
  });
  return `${json}],"zip_code":${JSON.stringify(zipCode)}}`;
}

function getResultFragments(pharmacy: PharmacyRecord): ResultFragments {
  let fragments = fragmentsByPharmacy.get(pharmacy);
  if (!fragments) {
    fragments = writeResultFragments(pharmacy);
    fragmentsByPharmacy.set(pharmacy, fragments);
  }
  return fragments;
}

function writeResultFragments(pharmacy: PharmacyRecord): ResultFragments {
  const json = JSON.stringify;
  const flags =
    `,"is_supersaver":${json(pharmacy.isSupersaver)},` +
    `"is_preferred":${json(pharmacy.isPreferred)},` +
    `"is_delivery":${json(pharmacy.isDelivery)},"in_network":`;
  const address =
    `,"location":{"id":${json(pharmacy.id)},"address":{` +
    `"street1":${json(pharmacy.street1)},"street2":${json(pharmacy.street2)},` +
    `"city":${json(pharmacy.city)},"state":${json(pharmacy.stateCode)},` +
    `"zip_code":${json(pharmacy.zipCode)}},"distance":`;
  return {
    opening:
      `{"name":${json(pharmacy.name)},"npi":${json(pharmacy.npi)},` +
      `"brand":{"short_name":${json(pharmacy.chainShortName)},` +
      `"formatted_name":${json(pharmacy.chainFormattedName)}},"network_id":`,
    middle: { inNetwork: `${flags}true${address}`, outOfNetwork: `${flags}false${address}` },
    closing:
      `,"phone":${json(pharmacy.phone)},"fax":${json(pharmacy.fax)},` +
      `"coordinates":{"lat":${json(pharmacy.lat)},"lng":${json(pharmacy.lng)}}},"price":`,
  };
}

function getPriceEnding({ choice }: PharmacyHit, priceEndings: Map<Price, string>): string {
  if (!choice) return 'null}';
  let ending = priceEndings.get(choice.price);
  if (ending === undefined) {
    const { priceId, category, amountCents, displayValue } = choice.price;
    ending =
      `{"price_id":${JSON.stringify(priceId)},"category":${JSON.stringify(category)},` +
      `"amount_cents":${JSON.stringify(amountCents)},` +
      `"display_value":${JSON.stringify(displayValue)}}}`;
    priceEndings.set(choice.price, ending);
  }
  return ending;
}

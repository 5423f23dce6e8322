import type { Price } from '@fillwell/contracts';
import { roundMiles } from '../location/index';
import { writeJsonNumber } from './json-number';
import type { PharmacyRecord } from './pharmacy-repository';
import type { PharmacyHit } from './pharmacy-search';

/*
 * A pharmacy search's response as wire JSON, written without the schema serializer: exactly
 * what `pharmacySearchResponseSchema` would write (snake_case keys, in its key order), but each
 * pharmacy's fixed parts are encoded once and only what a search decides (network, in network,
 * distance, price) per response. pharmacy-wire-json.test.ts and the API test hold it to the
 * schema-validated output.
 */

/** A pharmacy result's fixed JSON (UTF-8) around the parts a search decides. */
interface ResultFragments {
  /** From the start up to the network id. */
  opening: Buffer;
  /** Between the network id and the distance, in_network included: one for each value. */
  middle: { inNetwork: Buffer; outOfNetwork: Buffer };
  /** From the distance up to the price. */
  closing: Buffer;
}

/** Made the first time a pharmacy is shown; a reload makes new records, so this follows it. */
const fragmentsByPharmacy = new WeakMap<PharmacyRecord, ResultFragments>();

const RESULTS_OPENING = Buffer.from('{"results":[');
const NO_PRICE_ENDING = Buffer.from('null}');
const COMMA = 0x2c;
/** The longest JSON number, e.g. -1.2345678901234567e-123. */
const MAX_NUMBER_LENGTH = 24;

/** The body of GET /v2/pharmacies, as UTF-8 JSON. */
export function writePharmacySearchJson(
  hits: readonly PharmacyHit[],
  zipCode: string | null,
): Buffer {
  // A price's JSON with the closing brace of its result, once per price: a search's prices are
  // few and shared by many pharmacies, and made for this search only, so nothing is kept.
  const priceEndings = new Map<Price, Buffer>();
  const results = hits.map((hit) => ({
    hit,
    fragments: getResultFragments(hit.pharmacy),
    priceEnding: getPriceEnding(hit, priceEndings),
  }));
  const closing = Buffer.from(`],"zip_code":${JSON.stringify(zipCode)}}`);
  let capacity = RESULTS_OPENING.length + closing.length;
  for (const result of results) capacity += measureResult(result) + 1;
  const json = Buffer.allocUnsafe(capacity);
  let offset = copyBytes(json, RESULTS_OPENING, 0);
  results.forEach((result, position) => {
    if (position > 0) json[offset++] = COMMA;
    offset = writeResult(json, result, offset);
  });
  offset = copyBytes(json, closing, offset);
  return json.subarray(0, offset);
}

/** One result's makings: the search's hit, its pharmacy's fixed JSON and its price's JSON. */
interface ResultParts {
  hit: PharmacyHit;
  fragments: ResultFragments;
  priceEnding: Buffer;
}

/** At most this many bytes: the numbers are measured at their longest. */
function measureResult({ fragments, priceEnding }: ResultParts): number {
  return (
    fragments.opening.length +
    fragments.middle.outOfNetwork.length +
    fragments.closing.length +
    priceEnding.length +
    2 * MAX_NUMBER_LENGTH
  );
}

function writeResult(
  json: Buffer,
  { hit, fragments, priceEnding }: ResultParts,
  start: number,
): number {
  let offset = copyBytes(json, fragments.opening, start);
  offset = writeJsonNumber(json, hit.networkId, offset);
  const middle = hit.isInNetwork ? fragments.middle.inNetwork : fragments.middle.outOfNetwork;
  offset = copyBytes(json, middle, offset);
  offset = writeJsonNumber(json, roundMiles(hit.distanceMiles), offset);
  offset = copyBytes(json, fragments.closing, offset);
  return copyBytes(json, priceEnding, offset);
}

function copyBytes(target: Buffer, bytes: Uint8Array, offset: number): number {
  target.set(bytes, offset);
  return offset + bytes.length;
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
    opening: Buffer.from(
      `{"name":${json(pharmacy.name)},"npi":${json(pharmacy.npi)},` +
        `"brand":{"short_name":${json(pharmacy.chainShortName)},` +
        `"formatted_name":${json(pharmacy.chainFormattedName)}},"network_id":`,
    ),
    middle: {
      inNetwork: Buffer.from(`${flags}true${address}`),
      outOfNetwork: Buffer.from(`${flags}false${address}`),
    },
    closing: Buffer.from(
      `,"phone":${json(pharmacy.phone)},"fax":${json(pharmacy.fax)},` +
        `"coordinates":{"lat":${json(pharmacy.lat)},"lng":${json(pharmacy.lng)}}},"price":`,
    ),
  };
}

function getPriceEnding({ choice }: PharmacyHit, priceEndings: Map<Price, Buffer>): Buffer {
  if (!choice) return NO_PRICE_ENDING;
  let ending = priceEndings.get(choice.price);
  if (ending === undefined) {
    const { priceId, category, amountCents, displayValue } = choice.price;
    ending = Buffer.from(
      `{"price_id":${JSON.stringify(priceId)},"category":${JSON.stringify(category)},` +
        `"amount_cents":${JSON.stringify(amountCents)},` +
        `"display_value":${JSON.stringify(displayValue)}}}`,
    );
    priceEndings.set(choice.price, ending);
  }
  return ending;
}

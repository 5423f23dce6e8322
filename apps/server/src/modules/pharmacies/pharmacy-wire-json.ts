import type { Price } from '@fillwell/contracts';
import { roundMiles } from '../location/index';
import { writeJsonNumber } from './json-number';
import type { PharmacyEntry } from './pharmacy-entry';
import type { PharmacyRecord } from './pharmacy-repository';
import type { PharmacyPriceChoice } from './pharmacy-price';
import type { PharmacyHit } from './pharmacy-search';

/*
 * A pharmacy search's response as wire JSON, written without the schema serializer: exactly
 * what `pharmacySearchResponseSchema` would write (snake_case keys, in its key order), but each
 * pharmacy's fixed parts are encoded once and only what a search decides (network, in network,
 * distance, price) per response. pharmacy-wire-json.test.ts and the API test hold it to the
 * schema-validated output.
 */

/** A pharmacy result's fixed JSON (UTF-8) around the parts a search decides. */
export interface ResultFragments {
  /**
   * From the start up to the distance, for each network id and in-network flag a search shows
   * the pharmacy with (see headSlot); made the first time it is shown so.
   */
  heads: (Buffer | undefined)[];
  /** From the distance up to the price. */
  closing: Buffer;
}

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
  const priceEndings = new PriceEndings();
  const closing = Buffer.from(`],"zip_code":${JSON.stringify(zipCode)}}`);
  let capacity = RESULTS_OPENING.length + closing.length;
  for (const hit of hits) {
    const fragments = getResultFragments(hit.entry);
    capacity +=
      getHead(fragments, hit, hit.entry.record).length +
      fragments.closing.length +
      priceEndings.measure(hit.choice) +
      MAX_NUMBER_LENGTH +
      1;
  }
  const json = Buffer.allocUnsafe(capacity);
  let offset = copyBytes(json, RESULTS_OPENING, 0);
  hits.forEach((hit, position) => {
    if (position > 0) json[offset++] = COMMA;
    offset = writeResult(json, hit, offset);
    offset = priceEndings.write(json, hit.choice, offset);
  });
  offset = copyBytes(json, closing, offset);
  return json.subarray(0, offset);
}

/** Up to the price, which the caller writes. */
function writeResult(json: Buffer, hit: PharmacyHit, start: number): number {
  const fragments = getResultFragments(hit.entry);
  let offset = copyBytes(json, getHead(fragments, hit, hit.entry.record), start);
  offset = writeJsonNumber(json, roundMiles(hit.distanceMiles), offset);
  return copyBytes(json, fragments.closing, offset);
}

/**
 * Each price's JSON with the closing brace of its result: a search's prices are few and shared
 * by many pharmacies, and made for this search only. A price is written out the first time it is
 * met in the answer and copied from there after.
 */
class PriceEndings {
  private readonly texts = new Map<Price, string>();
  private readonly written = new Map<Price, { start: number; end: number }>();

  /** The ending's length in bytes. */
  measure(choice: PharmacyPriceChoice | null): number {
    return choice ? Buffer.byteLength(this.getText(choice.price)) : NO_PRICE_ENDING.length;
  }

  write(json: Buffer, choice: PharmacyPriceChoice | null, offset: number): number {
    if (!choice) return copyBytes(json, NO_PRICE_ENDING, offset);
    const before = this.written.get(choice.price);
    if (before) {
      json.copyWithin(offset, before.start, before.end);
      return offset + before.end - before.start;
    }
    const end = offset + json.write(this.getText(choice.price), offset);
    this.written.set(choice.price, { start: offset, end });
    return end;
  }

  private getText(price: Price): string {
    let text = this.texts.get(price);
    if (text === undefined) {
      const { priceId, category, amountCents, displayValue } = price;
      text =
        `{"price_id":${JSON.stringify(priceId)},"category":${JSON.stringify(category)},` +
        `"amount_cents":${JSON.stringify(amountCents)},` +
        `"display_value":${JSON.stringify(displayValue)}}}`;
      this.texts.set(price, text);
    }
    return text;
  }
}

function copyBytes(target: Buffer, bytes: Uint8Array, offset: number): number {
  target.set(bytes, offset);
  return offset + bytes.length;
}

/** Made the first time the pharmacy is shown and kept with it; a reload makes new entries. */
function getResultFragments(entry: PharmacyEntry): ResultFragments {
  entry.wireFragments ??= { heads: [], closing: writeClosing(entry.record) };
  return entry.wireFragments;
}

/** Network ids are small whole numbers (see pharmacy-networks.ts): two slots for each. */
function headSlot({ networkId, isInNetwork }: PharmacyHit): number {
  return 2 * networkId + (isInNetwork ? 1 : 0);
}

function getHead(fragments: ResultFragments, hit: PharmacyHit, pharmacy: PharmacyRecord): Buffer {
  const slot = headSlot(hit);
  let head = fragments.heads[slot];
  if (!head) {
    head = writeHead(pharmacy, hit.networkId, hit.isInNetwork);
    fragments.heads[slot] = head;
  }
  return head;
}

function writeHead(pharmacy: PharmacyRecord, networkId: number, isInNetwork: boolean): Buffer {
  const json = JSON.stringify;
  return Buffer.from(
    `{"name":${json(pharmacy.name)},"npi":${json(pharmacy.npi)},` +
      `"brand":{"short_name":${json(pharmacy.chainShortName)},` +
      `"formatted_name":${json(pharmacy.chainFormattedName)}},"network_id":${json(networkId)},` +
      `"is_supersaver":${json(pharmacy.isSupersaver)},` +
      `"is_preferred":${json(pharmacy.isPreferred)},` +
      `"is_delivery":${json(pharmacy.isDelivery)},"in_network":${json(isInNetwork)},` +
      `"location":{"id":${json(pharmacy.id)},"address":{` +
      `"street1":${json(pharmacy.street1)},"street2":${json(pharmacy.street2)},` +
      `"city":${json(pharmacy.city)},"state":${json(pharmacy.stateCode)},` +
      `"zip_code":${json(pharmacy.zipCode)}},"distance":`,
  );
}

function writeClosing(pharmacy: PharmacyRecord): Buffer {
  const json = JSON.stringify;
  return Buffer.from(
    `,"phone":${json(pharmacy.phone)},"fax":${json(pharmacy.fax)},` +
      `"coordinates":{"lat":${json(pharmacy.lat)},"lng":${json(pharmacy.lng)}}},"price":`,
  );
}

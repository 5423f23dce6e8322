import type { Price } from '@fillwell/contracts';
import { roundMiles } from '../location/index';
import { writeJsonNumber } from './json-number';
import type { PharmacyRecord } from './pharmacy-repository';
import type { PharmacyPriceChoice } from './pharmacy-price';
import type { PharmacyHit } from './pharmacy-search';

/*
 * A pharmacy search's response as wire JSON, written without the schema serializer: exactly
 * what `pharmacySearchResponseSchema` would write (snake_case keys, in its key order), but each
 * pharmacy's fixed parts are encoded once, when its index is built, and only what a search
 * decides (network, in network, distance, price) per response. pharmacy-wire-json.test.ts and
 * the API test hold it to the schema-validated output.
 */

/** A pharmacy result's fixed JSON (UTF-8), in the pieces around what a search decides. */
export interface PharmacyWire {
  /** From the start up to the network id. */
  readonly opening: Buffer;
  /** The pharmacy's flags as bits (see FLAG_PIECES): the piece after the network id. */
  readonly flagBits: number;
  /** From the location id up to the distance. */
  readonly location: Buffer;
  /** From the distance up to the price. */
  readonly closing: Buffer;
}

const RESULTS_OPENING = Buffer.from('{"results":[');
const NO_PRICE_ENDING = Buffer.from('null}');
const COMMA = 0x2c;
/** The longest JSON number, e.g. -1.2345678901234567e-123. */
const MAX_NUMBER_LENGTH = 24;
/** UTF-8 takes at most three bytes for each UTF-16 unit of a string. */
const MAX_BYTES_PER_UNIT = 3;

/** The body of GET /v2/pharmacies, as UTF-8 JSON. */
export function writePharmacySearchJson(
  hits: readonly PharmacyHit[],
  zipCode: string | null,
): Buffer {
  const answer = new AnswerBytes();
  const priceEndings = new PriceEndings();
  answer.copy(RESULTS_OPENING);
  hits.forEach((hit, position) => {
    if (position > 0) answer.writeByte(COMMA);
    writeResult(answer, hit);
    priceEndings.write(answer, hit.choice);
  });
  answer.writeText(`],"zip_code":${JSON.stringify(zipCode)}}`);
  return answer.takeCopy();
}

/** Up to the price, which the caller writes. */
function writeResult(answer: AnswerBytes, hit: PharmacyHit): void {
  const { wire } = hit.entry;
  answer.copy(wire.opening);
  answer.writeNumber(hit.networkId);
  answer.copy(getFlagPiece(wire.flagBits | (hit.isInNetwork ? IN_NETWORK_BIT : 0)));
  answer.copy(wire.location);
  answer.writeNumber(roundMiles(hit.distanceMiles));
  answer.copy(wire.closing);
}

/**
 * Every answer is written into one buffer kept for the next (writing is synchronous), which
 * grows as an answer needs; the answer is then copied out at its length. Writing straight into
 * a buffer of the answer's size would need its size first: a second pass over the pharmacies.
 */
let scratch = Buffer.allocUnsafe(64 * 1024);

class AnswerBytes {
  length = 0;

  copy(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    scratch.set(bytes, this.length);
    this.length += bytes.length;
  }

  writeByte(byte: number): void {
    this.reserve(1);
    scratch[this.length++] = byte;
  }

  writeNumber(value: number): void {
    this.reserve(MAX_NUMBER_LENGTH);
    this.length = writeJsonNumber(scratch, value, this.length);
  }

  writeText(text: string): void {
    this.reserve(MAX_BYTES_PER_UNIT * text.length);
    this.length += scratch.write(text, this.length);
  }

  /** Copies bytes already written, from `start` to `end`, to the end of the answer. */
  repeat(start: number, end: number): void {
    this.reserve(end - start);
    scratch.copyWithin(this.length, start, end);
    this.length += end - start;
  }

  takeCopy(): Buffer {
    const answer = Buffer.allocUnsafe(this.length);
    scratch.copy(answer, 0, 0, this.length);
    return answer;
  }

  private reserve(byteCount: number): void {
    if (this.length + byteCount <= scratch.length) return;
    const grown = Buffer.allocUnsafe(2 * Math.max(scratch.length, this.length + byteCount));
    scratch.copy(grown, 0, 0, this.length);
    scratch = grown;
  }
}

/**
 * Each price's JSON with the closing brace of its result: a search's prices are few and shared
 * by many pharmacies, and made for this search only. A price is written out the first time it is
 * met in the answer and copied from there after.
 */
class PriceEndings {
  private readonly written = new Map<Price, { start: number; end: number }>();

  write(answer: AnswerBytes, choice: PharmacyPriceChoice | null): void {
    if (!choice) return answer.copy(NO_PRICE_ENDING);
    const before = this.written.get(choice.price);
    if (before) return answer.repeat(before.start, before.end);
    const start = answer.length;
    answer.writeText(writePriceEnding(choice.price));
    this.written.set(choice.price, { start, end: answer.length });
  }
}

function writePriceEnding({ priceId, category, amountCents, displayValue }: Price): string {
  return (
    `{"price_id":${JSON.stringify(priceId)},"category":${JSON.stringify(category)},` +
    `"amount_cents":${JSON.stringify(amountCents)},` +
    `"display_value":${JSON.stringify(displayValue)}}}`
  );
}

const SUPERSAVER_BIT = 1;
const PREFERRED_BIT = 2;
const DELIVERY_BIT = 4;
const IN_NETWORK_BIT = 8;

/**
 * From after the network id up to the location id, for each combination of the flag bits: the
 * pharmacy's own three flags and the search's in-network flag.
 */
const FLAG_PIECES = Array.from({ length: 16 }, (_, bits) => {
  const flag = (bit: number) => JSON.stringify((bits & bit) !== 0);
  return Buffer.from(
    `,"is_supersaver":${flag(SUPERSAVER_BIT)},"is_preferred":${flag(PREFERRED_BIT)},` +
      `"is_delivery":${flag(DELIVERY_BIT)},"in_network":${flag(IN_NETWORK_BIT)},` +
      `"location":{"id":`,
  );
});

function getFlagPiece(bits: number): Buffer {
  const piece = FLAG_PIECES[bits];
  if (!piece) throw new RangeError(`No flag piece ${bits}`);
  return piece;
}

/** Made for every pharmacy when its index is built, so a search makes no lasting objects. */
export function writePharmacyWire(pharmacy: PharmacyRecord): PharmacyWire {
  const json = JSON.stringify;
  return {
    opening: Buffer.from(
      `{"name":${json(pharmacy.name)},"npi":${json(pharmacy.npi)},` +
        `"brand":{"short_name":${json(pharmacy.chainShortName)},` +
        `"formatted_name":${json(pharmacy.chainFormattedName)}},"network_id":`,
    ),
    flagBits:
      (pharmacy.isSupersaver ? SUPERSAVER_BIT : 0) |
      (pharmacy.isPreferred ? PREFERRED_BIT : 0) |
      (pharmacy.isDelivery ? DELIVERY_BIT : 0),
    location: Buffer.from(
      `${json(pharmacy.id)},"address":{` +
        `"street1":${json(pharmacy.street1)},"street2":${json(pharmacy.street2)},` +
        `"city":${json(pharmacy.city)},"state":${json(pharmacy.stateCode)},` +
        `"zip_code":${json(pharmacy.zipCode)}},"distance":`,
    ),
    closing: Buffer.from(
      `,"phone":${json(pharmacy.phone)},"fax":${json(pharmacy.fax)},` +
        `"coordinates":{"lat":${json(pharmacy.lat)},"lng":${json(pharmacy.lng)}}},"price":`,
    ),
  };
}

import { describe, expect, it } from 'vitest';
import { pharmacySearchResponseSchema } from '@fillwell/contracts';
import { NETWORK_IDS } from '@fillwell/domain';
import { wireSerializerCompiler } from '../../plugins/wire-case';
import type { PricedMedication } from '../pricing/index';
import { makePharmacyRecord, milesNorthOf } from './pharmacy-fixtures';
import { createPharmacyIndexFrom } from './pharmacy-index';
import { findPharmacies, type PharmacyHit, type PharmacySearch } from './pharmacy-search';
import { toPharmacyResult } from './pharmacy-view';
import { writePharmacySearchJson } from './pharmacy-wire-json';

/** The slow path the route used to take: results validated and written by the schema. */
const serializeWithSchema = wireSerializerCompiler({
  schema: pharmacySearchResponseSchema,
  method: 'GET',
  url: '/api/v2/pharmacies',
  httpStatus: '200',
}) as (data: unknown) => string;

function writeWithSchema(hits: readonly PharmacyHit[], zipCode: string | null): string {
  const results = hits.map((hit) => toPharmacyResult(hit.entry.record, hit, hit.choice));
  return serializeWithSchema({ results, zipCode });
}

/** The fast path must write the very bytes the schema's serializer writes. */
function expectSameAsSchema(hits: readonly PharmacyHit[], zipCode: string | null): void {
  const fast = writePharmacySearchJson(hits, zipCode).toString('utf8');
  const slow = writeWithSchema(hits, zipCode);
  expect(JSON.parse(fast)).toEqual(JSON.parse(slow));
  expect(fast).toBe(slow);
}

const origin = { lat: 38.63, lng: -90.2 };
const at = (miles: number) => ({ lat: milesNorthOf(origin.lat, miles), lng: origin.lng });

const records = [
  makePharmacyRecord('rx-1', { ...at(0), chainShortName: 'cvs', isPreferred: true }),
  makePharmacyRecord('rx-2', {
    ...at(1.26),
    name: 'Farmacia Núñez & "Hijos" \\ Ünïcødé 💊',
    chainShortName: 'farmacia-nunez',
    chainFormattedName: 'Farmacia Núñez\n<Tienda>',
    networkIds: [NETWORK_IDS.edlp, NETWORK_IDS.local],
    isSupersaver: true,
    street2: 'Suite 2 — rear entrance',
    fax: '3145550199',
  }),
  makePharmacyRecord('rx-3', {
    ...at(7.049999),
    chainShortName: 'costco',
    networkIds: [NETWORK_IDS.edlp, NETWORK_IDS.magic],
    isDelivery: true,
    city: "O'Fallon",
    lng: -90.123456789,
  }),
  makePharmacyRecord('rx-4', {
    ...at(19.95),
    chainShortName: 'walgreens',
    networkIds: [NETWORK_IDS.edlp, NETWORK_IDS.local, NETWORK_IDS.magic],
    isSupersaver: true,
  }),
  makePharmacyRecord('rx-5', { ...at(24), networkIds: [7] }),
  makePharmacyRecord('rx-mail', {
    ...at(600),
    networkIds: [NETWORK_IDS.delivery],
    isMailOrder: true,
    isDelivery: true,
    chainShortName: 'fillwell-mail',
  }),
];
const index = createPharmacyIndexFrom(records);

const medication: PricedMedication = {
  medId: 42,
  unitCostMicrodollars: 123_457,
  isBrand: false,
  pricingUnit: 'EA',
};

const find = (overrides: Partial<PharmacySearch> = {}) =>
  findPharmacies(index, {
    origin,
    radiusMiles: 25,
    limit: 50,
    isSupersaverOnly: false,
    isOutOfNetworkAllowed: false,
    ...overrides,
  });

describe('writePharmacySearchJson', () => {
  it('writes the same bytes as the response schema for searches without an item', () => {
    expectSameAsSchema(find(), '63103');
    expectSameAsSchema(find({ isOutOfNetworkAllowed: true }), '63103');
    expectSameAsSchema(
      find({ networkIds: [NETWORK_IDS.magic], isOutOfNetworkAllowed: true }),
      null,
    );
    expectSameAsSchema(find({ networkIds: [NETWORK_IDS.delivery] }), '63101');
  });

  it('writes the same bytes as the response schema for searches with prices', () => {
    const item = { medication, quantity: 30 };
    const priced = find({ item, isOutOfNetworkAllowed: true });
    expect(priced.some((hit) => hit.choice === null)).toBe(true);
    expect(priced.some((hit) => hit.choice !== null)).toBe(true);
    expectSameAsSchema(priced, '63103');
    expectSameAsSchema(find({ item, networkIds: [1, 2, 3, 4] }), '63103');
    expectSameAsSchema(find({ item: { medication, quantity: 1 }, limit: 2 }), '63103');
  });

  it('escapes and encodes every text as the schema does, whatever it holds', () => {
    const hits = find();
    expect(hits.map((hit) => hit.entry.record.id)).toContain('rx-2');
    expectSameAsSchema(hits, '"\\');
    const body = JSON.parse(writePharmacySearchJson(hits, null).toString('utf8'));
    expect(body.results[1].name).toBe('Farmacia Núñez & "Hijos" \\ Ünïcødé 💊');
  });

  it('writes answers longer than the buffer it starts with', () => {
    const crowd = Array.from({ length: 150 }, (_, position) =>
      makePharmacyRecord(`rx-crowd-${position}`, {
        ...at(position / 100),
        name: `Pharmacy ${position} ${'ü'.repeat(400)}`,
      }),
    );
    const hits = findPharmacies(createPharmacyIndexFrom(crowd), {
      origin,
      radiusMiles: 25,
      limit: 150,
      isSupersaverOnly: false,
      isOutOfNetworkAllowed: false,
      item: { medication, quantity: 30 },
    });
    expect(hits).toHaveLength(150);
    expect(writePharmacySearchJson(hits, '63103').length).toBeGreaterThan(128 * 1024);
    expectSameAsSchema(hits, '63103');
  });

  it('writes an empty list', () => {
    expectSameAsSchema([], '63103');
    expectSameAsSchema(find({ origin: { lat: 0, lng: 0 } }), null);
  });

  it('writes a pharmacy the same way each time it is shown, whatever the search decided', () => {
    const [first] = find();
    if (!first) throw new Error('no pharmacy found');
    const once = writePharmacySearchJson([first], null).toString('utf8');
    expect(writePharmacySearchJson([first], null).toString('utf8')).toBe(once);
    const moved = { ...first, distanceMiles: 3.14159, isInNetwork: false, networkId: 4 };
    expectSameAsSchema([moved, first, moved], '63103');
  });
});

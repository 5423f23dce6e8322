import { describe, expect, it } from 'vitest';
import { pharmacySearchQuerySchema, type Location } from '@fillwell/contracts';
import type { CatalogueMedication } from '../catalog/index';
import { makePharmacyRecord, milesNorthOf } from './pharmacy-fixtures';
import { createPharmacyIndexFrom } from './pharmacy-index';
import type { PharmacyRecord } from './pharmacy-repository';
import { createSearchResponder } from './search-responder';

const stLouis: Location = {
  zipCode: '63103',
  city: 'Saint Louis',
  stateCode: 'MO',
  lat: 38.63,
  lng: -90.2,
};
const at = (miles: number) => ({ lat: milesNorthOf(stLouis.lat, miles), lng: stLouis.lng });

function makeMedication(unitCostMicrodollars: number): CatalogueMedication {
  return {
    medId: 7,
    unitCostMicrodollars,
    isBrand: false,
    pricingUnit: 'EA',
    medNameId: 1,
    slug: 'atorvastatin',
    form: 'tablet',
    displayForm: 'Tablet',
    strength: '20 mg',
    displayDosage: '20mg',
    quantities: [30],
    defaultQuantity: 30,
    isCustomQuantityAllowed: false,
    sortOrder: 0,
  };
}

function setUp() {
  let rows: PharmacyRecord[] = [makePharmacyRecord('a', at(1)), makePharmacyRecord('b', at(2))];
  const pharmacies = createPharmacyIndexFrom(rows, async () => rows);
  const zipCodes = {
    find: (zipCode: string) => (zipCode === stLouis.zipCode ? stLouis : undefined),
    findNearest: () => stLouis,
  };
  let medication = makeMedication(400_000);
  const catalogue = { getMedication: (medId: number) => (medId === 7 ? medication : undefined) };
  const respond = createSearchResponder({ pharmacies, zipCodes, catalogue });
  return {
    respond: (query: Record<string, string>) => respond(pharmacySearchQuerySchema.parse(query)),
    replaceRows: async (next: PharmacyRecord[]) => {
      rows = next;
      await pharmacies.reload();
    },
    replaceMedication: (unitCostMicrodollars: number) =>
      (medication = makeMedication(unitCostMicrodollars)),
  };
}

const idsIn = (json: Buffer) =>
  (JSON.parse(json.toString('utf8')) as { results: { location: { id: string } }[] }).results.map(
    (result) => result.location.id,
  );
const amountsIn = (json: Buffer) =>
  (
    JSON.parse(json.toString('utf8')) as { results: { price: { amount_cents: number } }[] }
  ).results.map((result) => result.price.amount_cents);

describe('createSearchResponder', () => {
  it('answers a search near a ZIP code with its pharmacies, the same bytes each time', () => {
    const { respond } = setUp();
    const first = respond({ zipCode: '63103' });
    expect(idsIn(first)).toEqual(['a', 'b']);
    expect(respond({ zipCode: '63103' }).equals(first)).toBe(true);
    expect(idsIn(respond({ zipCode: '63103', limit: '1' }))).toEqual(['a']);
  });

  it('searches again once the directory has been reloaded', async () => {
    const { respond, replaceRows } = setUp();
    const before = respond({ zipCode: '63103' });
    await replaceRows([makePharmacyRecord('c', at(3))]);
    expect(idsIn(respond({ zipCode: '63103' }))).toEqual(['c']);
    expect(idsIn(before)).toEqual(['a', 'b']);
  });

  it('prices with the catalogue as it is now', () => {
    const { respond, replaceMedication } = setUp();
    const query = { zipCode: '63103', medId: '7', quantity: '30' };
    const first = respond(query);
    replaceMedication(800_000);
    const repriced = respond(query);
    expect(amountsIn(repriced)[0]).toBeGreaterThan(amountsIn(first)[0] ?? Infinity);
  });

  it('answers a search near coordinates with the nearest ZIP code', () => {
    const { respond } = setUp();
    const json = respond({ lat: String(stLouis.lat), lng: String(stLouis.lng) });
    expect(idsIn(json)).toEqual(['a', 'b']);
    expect((JSON.parse(json.toString('utf8')) as { zip_code: string }).zip_code).toBe('63103');
  });

  it('answers errors for an unknown place or medication', () => {
    const { respond } = setUp();
    expect(() => respond({ zipCode: '99999' })).toThrow();
    expect(() => respond({ zipCode: '63103', medId: '8' })).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import type { PricedMedication } from '../pricing/index';
import { makePharmacyRecord, milesNorthOf } from './pharmacy-fixtures';
import { createPharmacyIndexFrom } from './pharmacy-index';
import { searchPharmacies, type PharmacySearch } from './pharmacy-search';

const origin = { lat: 38.63, lng: -90.2 };
const at = (miles: number) => ({ lat: milesNorthOf(origin.lat, miles), lng: origin.lng });

const records = [
  makePharmacyRecord('a', { ...at(1), chainShortName: 'cvs', isPreferred: true }),
  makePharmacyRecord('b', { ...at(2), networkIds: [1, 2], isSupersaver: true }),
  makePharmacyRecord('c', { ...at(3), chainShortName: 'costco', networkIds: [1, 4] }),
  makePharmacyRecord('d', {
    ...at(4),
    chainShortName: 'walgreens',
    networkIds: [1, 2, 4],
    isSupersaver: true,
  }),
  makePharmacyRecord('e', { ...at(40) }),
  makePharmacyRecord('mail', {
    ...at(600),
    networkIds: [3],
    isMailOrder: true,
    isDelivery: true,
    chainShortName: 'fillwell-mail',
  }),
];
const index = createPharmacyIndexFrom(records);

const search = (overrides: Partial<PharmacySearch> = {}) =>
  searchPharmacies(index, {
    origin,
    radiusMiles: 25,
    limit: 50,
    isSupersaverOnly: false,
    isOutOfNetworkAllowed: false,
    ...overrides,
  });
const ids = (results: ReturnType<typeof search>) => results.map((result) => result.location.id);

const medication: PricedMedication = {
  medId: 7,
  unitCostMicrodollars: 400_000,
  isBrand: false,
  pricingUnit: 'EA',
};

describe('searchPharmacies', () => {
  it('lists pickup pharmacies within the radius, nearest first, without the mail-order one', () => {
    const results = search();
    expect(ids(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(results.map((result) => result.location.distance)).toEqual([1, 2, 3, 4]);
    expect(results.every((result) => result.inNetwork && result.price === null)).toBe(true);
    expect(results[0]?.brand).toEqual({ shortName: 'cvs', formattedName: 'Pharmacy a' });
  });

  it('stops at the limit and reaches far with a large radius', () => {
    expect(ids(search({ limit: 2 }))).toEqual(['a', 'b']);
    expect(ids(search({ radiusMiles: 9999, limit: 1 }))).toEqual(['a']);
    expect(ids(search({ radiusMiles: 9999 }))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('keeps only supersaver pharmacies when asked', () => {
    expect(ids(search({ isSupersaverOnly: true }))).toEqual(['b', 'd']);
  });

  it('filters by chain, in any case', () => {
    expect(ids(search({ brands: ['CVS', 'costco '] }))).toEqual(['a', 'c']);
  });

  it('keeps only requested networks, or marks the others out of network when allowed', () => {
    expect(ids(search({ networkIds: [4] }))).toEqual(['c', 'd']);
    const all = search({ networkIds: [4], isOutOfNetworkAllowed: true });
    expect(ids(all)).toEqual(['a', 'b', 'c', 'd']);
    expect(all.map((result) => result.inNetwork)).toEqual([false, false, true, true]);
    expect(all.map((result) => result.networkId)).toEqual([1, 1, 4, 4]);
  });

  it('adds the mail-order pharmacy at any distance when network 3 is requested', () => {
    const results = search({ networkIds: [3] });
    expect(ids(results)).toEqual(['mail']);
    expect(results[0]?.networkId).toBe(3);
    expect(results[0]?.location.distance).toBeCloseTo(600, 0);
    expect(ids(search({ networkIds: [1, 3] }))).toEqual(['a', 'b', 'c', 'd', 'mail']);
  });

  it('prices an item at each pharmacy and sorts by price, then distance', () => {
    const results = search({ item: { medication, quantity: 30 } });
    const amounts = results.map((result) => result.price?.amountCents ?? -1);
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
    const retailOnly = results.filter((result) => ['a', 'e'].includes(result.location.id));
    expect(retailOnly.every((result) => result.price?.category === 'edlp')).toBe(true);
    expect(results.at(-1)?.location.id).toBe('a');
    // The Smart Deal and discount-card pharmacies undercut the retail-only one.
    expect(ids(results).slice(0, 3).sort()).toEqual(['b', 'c', 'd']);
    const byId = new Map(results.map((result) => [result.location.id, result]));
    expect(byId.get('b')?.networkId).toBe(2);
    expect(byId.get('c')?.price?.category).toBe('magic');
  });

  it('keeps equal prices nearest first', () => {
    const twins = createPharmacyIndexFrom([
      makePharmacyRecord('far', { ...at(5), chainShortName: 'same' }),
      makePharmacyRecord('near', { ...at(1), chainShortName: 'same' }),
    ]);
    const results = searchPharmacies(twins, {
      origin,
      radiusMiles: 25,
      limit: 10,
      isSupersaverOnly: false,
      isOutOfNetworkAllowed: false,
      item: { medication, quantity: 30 },
    });
    expect(ids(results)).toEqual(['near', 'far']);
    expect(results[0]?.price).toEqual(results[1]?.price);
  });

  it('takes the cheapest within the radius before the limit', () => {
    const results = search({ item: { medication, quantity: 30 }, limit: 1 });
    expect(results).toHaveLength(1);
    expect(results[0]?.location.id).not.toBe('a');
  });

  it('prices only the requested network of a pharmacy in several', () => {
    const results = search({ item: { medication, quantity: 30 }, networkIds: [1] });
    expect(results.every((result) => result.price?.category === 'edlp')).toBe(true);
  });

  it('finds nothing far from every pharmacy', () => {
    expect(search({ origin: { lat: 0, lng: 0 } })).toEqual([]);
  });
});

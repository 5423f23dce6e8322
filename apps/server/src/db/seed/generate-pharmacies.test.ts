import {
  NETWORK_IDS,
  PREFERRED_CHAINS,
  US_STATE_CODES,
  hasDiscountCardAccess,
} from '@fillwell/domain';
import { describe, expect, it } from 'vitest';
import { CHAIN_PROFILES } from './data/pharmacy-chains';
import { generatePharmacies } from './generate-pharmacies';
import { MAIL_ORDER_PHARMACY } from './mail-order-pharmacy';
import { isValidNpi } from './npi';
import { SCALE_SIZES } from './reference-datasets';
import { groupZipCodesByState, listUsZipCodes } from './zip-code-data';

const zipCodesByState = groupZipCodesByState(listUsZipCodes());
const demo = generatePharmacies({ total: SCALE_SIZES.demo.pharmacies, zipCodesByState });
const test = generatePharmacies({ total: SCALE_SIZES.test.pharmacies, zipCodesByState });

describe('generatePharmacies', () => {
  it('is deterministic', () => {
    const again = generatePharmacies({ total: SCALE_SIZES.test.pharmacies, zipCodesByState });
    expect(again).toEqual(test);
  });

  it('makes at least 35,000 pharmacies at demo scale and about 1,000 at test scale', () => {
    expect(demo.length).toBeGreaterThanOrEqual(35_000);
    expect(test.length).toBe(1_000);
  });

  it.each([
    ['demo', demo],
    ['test', test],
  ])('covers every state and DC, with all twelve chains (%s)', (_scale, rows) => {
    expect(new Set(rows.map((row) => row.stateCode))).toEqual(new Set(US_STATE_CODES));
    const chains = new Set(rows.filter((row) => row.isPreferred).map((row) => row.chainShortName));
    expect(chains).toEqual(new Set(PREFERRED_CHAINS.map((chain) => chain.shortName)));
  });

  it('keeps regional chains inside their regions', () => {
    for (const profile of CHAIN_PROFILES.filter((chain) => chain.states !== null)) {
      const states = new Set(
        demo.filter((row) => row.chainShortName === profile.shortName).map((row) => row.stateCode),
      );
      expect([...states].every((state) => profile.states?.includes(state))).toBe(true);
    }
    const hebStates = demo
      .filter((row) => row.chainShortName === 'heb')
      .map((row) => row.stateCode);
    expect(new Set(hebStates)).toEqual(new Set(['TX']));
  });

  it('leaves pharmacies in Texas out of the discount-card network, and no other state', () => {
    const inCardNetwork = demo.filter((row) => row.networkIds.includes(NETWORK_IDS.magic));
    const cardStates = new Set(inCardNetwork.map((row) => row.stateCode));
    expect(demo.some((row) => row.stateCode === 'TX')).toBe(true);
    expect(cardStates.has('TX')).toBe(false);
    const otherStates = US_STATE_CODES.filter((state) => hasDiscountCardAccess(state));
    expect(new Set(otherStates)).toEqual(cardStates);
  });

  it('has exactly one mail-order pharmacy, in St. Louis, Missouri, on the delivery network', () => {
    const mailOrder = demo.filter((row) => row.isMailOrder);
    expect(mailOrder).toHaveLength(1);
    expect(mailOrder[0]).toMatchObject({
      id: MAIL_ORDER_PHARMACY.id,
      npi: MAIL_ORDER_PHARMACY.npi,
      name: 'Fillwell Mail Pharmacy',
      stateCode: 'MO',
      city: 'Saint Louis',
      isDelivery: true,
      networkIds: [3],
    });
    const zip = Number(mailOrder[0]?.zipCode);
    expect(zip).toBeGreaterThanOrEqual(63101);
    expect(zip).toBeLessThanOrEqual(63199);
  });

  it('gives every pharmacy a valid, unique NPI and a unique URL-safe id', () => {
    expect(demo.every((row) => isValidNpi(row.npi))).toBe(true);
    expect(new Set(demo.map((row) => row.npi)).size).toBe(demo.length);
    expect(new Set(demo.map((row) => row.id)).size).toBe(demo.length);
    expect(demo.every((row) => /^[a-z0-9-]+$/.test(row.id))).toBe(true);
  });

  it('mixes chains and independents and sets network flags in the planned shares', () => {
    const share = (predicate: (row: (typeof demo)[number]) => boolean) =>
      demo.filter(predicate).length / demo.length;
    expect(share((row) => row.isPreferred)).toBeCloseTo(0.65, 1);
    expect(share((row) => row.isSupersaver)).toBeCloseTo(0.3, 1);
    expect(share((row) => row.networkIds.includes(4))).toBeCloseTo(0.5, 1);
    expect(demo.every((row) => row.isSupersaver === row.networkIds.includes(2))).toBe(true);
    expect(demo.filter((row) => !row.isMailOrder).every((row) => row.networkIds[0] === 1)).toBe(
      true,
    );
    expect(share((row) => row.isDelivery && !row.isPreferred)).toBeGreaterThan(0.005);
  });

  it('places pharmacies at real ZIP codes with plausible addresses and phones', () => {
    const zipCodes = new Map(listUsZipCodes().map((row) => [row.zipCode, row]));
    for (const row of test) {
      const zip = zipCodes.get(row.zipCode);
      expect(zip?.stateCode).toBe(row.stateCode);
      expect(Math.abs(row.lat - (zip?.lat ?? 0))).toBeLessThan(0.02);
      expect(Math.abs(row.lng - (zip?.lng ?? 0))).toBeLessThan(0.02);
      expect(row.street1).toMatch(/^\d+ [A-Z][A-Za-z ]+ [A-Z][a-z]+$/);
      expect(row.phone).toMatch(/^[2-9]\d{2}55501\d{2}$/);
    }
    expect(test.find((row) => row.chainShortName === 'cvs')?.name).toMatch(/^CVS Pharmacy #\d{5}$/);
  });
});

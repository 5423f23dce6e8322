import { describe, expect, it } from 'vitest';
import { generatePrescribers } from './generate-prescribers';
import { isValidNpi } from './npi';
import { groupZipCodesByState, listUsZipCodes } from './zip-code-data';

const zipCodesByState = groupZipCodesByState(listUsZipCodes());

describe('generatePrescribers', () => {
  const rows = generatePrescribers({ count: 5_000, zipCodesByState });

  it('is deterministic', () => {
    expect(generatePrescribers({ count: 200, zipCodesByState })).toEqual(
      generatePrescribers({ count: 200, zipCodesByState }),
    );
  });

  it('has valid unique NPIs and unique provider ids', () => {
    expect(rows).toHaveLength(5_000);
    expect(rows.every((row) => isValidNpi(row.npi))).toBe(true);
    expect(new Set(rows.map((row) => row.npi)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.providerId)).size).toBe(rows.length);
  });

  it('writes full names with the credential and uses the four credentials', () => {
    for (const row of rows.slice(0, 200)) {
      expect(row.fullName).toBe(`${row.firstName} ${row.lastName}, ${row.credential}`);
    }
    expect(new Set(rows.map((row) => row.credential))).toEqual(new Set(['MD', 'DO', 'NP', 'PA']));
  });

  it('spreads prescribers by population', () => {
    const count = (state: string) => rows.filter((row) => row.state === state).length;
    expect(count('CA')).toBeGreaterThan(count('WY') * 10);
  });
});

import { US_STATE_CODES } from '@fillwell/domain';
import { describe, expect, it } from 'vitest';
import { groupZipCodesByState, listUsZipCodes } from './zip-code-data';

describe('listUsZipCodes', () => {
  const rows = listUsZipCodes();

  it('covers all 50 states and DC with coordinates', () => {
    const byState = groupZipCodesByState(rows);
    for (const code of US_STATE_CODES) expect(byState.get(code)?.length ?? 0).toBeGreaterThan(0);
    expect(rows.every((row) => /^\d{5}$/.test(row.zipCode))).toBe(true);
    expect(rows.every((row) => row.lat !== 0 && row.lng !== 0)).toBe(true);
  });

  it('leaves out Canadian and military codes', () => {
    expect(rows.some((row) => ['AA', 'AE', 'AP'].includes(row.stateCode))).toBe(false);
    expect(rows.find((row) => row.zipCode === '63103')).toMatchObject({
      city: 'Saint Louis',
      stateCode: 'MO',
    });
  });
});

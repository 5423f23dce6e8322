import { describe, expect, it } from 'vitest';
import { NETWORK_IDS } from '@fillwell/domain';
import { createPharmacyTable } from './pharmacy-entry';
import { makePharmacyRecord } from './pharmacy-fixtures';

describe('createPharmacyTable', () => {
  const both = [NETWORK_IDS.edlp, NETWORK_IDS.magic];
  const table = createPharmacyTable([
    makePharmacyRecord('rx-1', { chainShortName: 'cvs', networkIds: both }),
    makePharmacyRecord('rx-2', { chainShortName: 'cvs', networkIds: both, isSupersaver: true }),
    makePharmacyRecord('rx-3', { chainShortName: 'cvs', networkIds: [NETWORK_IDS.edlp] }),
    makePharmacyRecord('rx-4', { chainShortName: 'walgreens', networkIds: both }),
    makePharmacyRecord('rx-5', { chainShortName: 'mail', isMailOrder: true }),
  ]);

  it('puts pharmacies in one price class only when their networks and chain adjustment match', () => {
    const classes = Array.from(table.priceClasses);
    expect(classes[0]).toBe(classes[1]);
    expect(new Set(classes.slice(1)).size).toBe(4);
    expect(table.priceClassChains.map((chain) => chain.shortName)).toEqual([
      'cvs',
      'cvs',
      'walgreens',
      'mail',
    ]);
    expect(table.priceClassMemberships[1]).toBe(table.membershipOrdinals[2]);
    const [cvs, otherCvs] = table.entries;
    expect(cvs?.chain).toBe(otherCvs?.chain);
    expect(cvs?.networks).toBe(otherCvs?.networks);
  });

  it('holds what a search filters on by entry index', () => {
    expect(table.entries.map((entry) => entry.index)).toEqual([0, 1, 2, 3, 4]);
    expect(Array.from(table.isSupersaver)).toEqual([0, 1, 0, 0, 0]);
    expect(Array.from(table.isMailOrder)).toEqual([0, 0, 0, 0, 1]);
    table.entries.forEach((entry, index) => {
      expect(table.memberships[table.membershipOrdinals[index] ?? -1]).toBe(entry.networks);
    });
  });
});

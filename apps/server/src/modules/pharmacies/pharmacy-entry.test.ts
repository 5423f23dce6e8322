import { describe, expect, it } from 'vitest';
import { NETWORK_IDS } from '@fillwell/domain';
import { createPharmacyEntries } from './pharmacy-entry';
import { makePharmacyRecord } from './pharmacy-fixtures';

describe('createPharmacyEntries', () => {
  it('puts pharmacies in one price class only when their networks and chain adjustment match', () => {
    const both = [NETWORK_IDS.edlp, NETWORK_IDS.magic];
    const [cvs, otherCvs, cvsOtherNetworks, walgreens] = createPharmacyEntries([
      makePharmacyRecord('rx-1', { chainShortName: 'cvs', networkIds: both }),
      makePharmacyRecord('rx-2', { chainShortName: 'cvs', networkIds: both }),
      makePharmacyRecord('rx-3', { chainShortName: 'cvs', networkIds: [NETWORK_IDS.edlp] }),
      makePharmacyRecord('rx-4', { chainShortName: 'walgreens', networkIds: both }),
    ]);
    expect(cvs?.priceClass).toBe(otherCvs?.priceClass);
    expect(new Set([cvs, cvsOtherNetworks, walgreens].map((entry) => entry?.priceClass)).size).toBe(
      3,
    );
    expect(cvs?.chain).toBe(otherCvs?.chain);
    expect(cvs?.networks).toBe(otherCvs?.networks);
  });
});

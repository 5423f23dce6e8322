import { NETWORK_IDS } from '@fillwell/domain';
import {
  buildConfirmationPath,
  PHARMACY_EDIT_COPY,
  PHARMACY_EDIT_PATHS,
  readEditVariant,
} from './pharmacy-edit-rules';

describe('pharmacy edit pages', () => {
  it('offers Smart Deal pharmacies on /edit-bsd-pharmacy and retail ones on /mdv/edit-pharmacy', () => {
    expect(PHARMACY_EDIT_PATHS.smartDeal).toBe('/edit-bsd-pharmacy');
    expect(PHARMACY_EDIT_COPY.smartDeal.networkIds).toEqual([NETWORK_IDS.local]);
    expect(PHARMACY_EDIT_PATHS.pickup).toBe('/mdv/edit-pharmacy');
    expect(PHARMACY_EDIT_COPY.pickup.networkIds).toEqual([NETWORK_IDS.edlp]);
  });

  it('remembers which page sent the person to the confirmation', () => {
    expect(buildConfirmationPath('smartDeal')).toBe('/pharmacy-confirmation?from=smartDeal');
    expect(readEditVariant('smartDeal')).toBe('smartDeal');
    expect(readEditVariant('pickup')).toBe('pickup');
    expect(readEditVariant('<script>')).toBe('pickup');
    expect(readEditVariant(null)).toBe('pickup');
  });
});

import { isFlagEnabled, resolveFeatureFlags } from './flags';

describe('feature flags', () => {
  it('uses the product defaults', () => {
    expect(isFlagEnabled('checkout')).toBe(true);
    expect(isFlagEnabled('preferredPharmacy')).toBe(true);
    expect(isFlagEnabled('executiveTeamPage')).toBe(false);
    expect(isFlagEnabled('relatedMeds')).toBe(false);
  });

  it('applies overrides without touching other flags', () => {
    const flags = resolveFeatureFlags({ executiveTeamPage: true, checkout: false });
    expect(isFlagEnabled('executiveTeamPage', flags)).toBe(true);
    expect(isFlagEnabled('checkout', flags)).toBe(false);
    expect(isFlagEnabled('serviceWorker', flags)).toBe(true);
  });
});

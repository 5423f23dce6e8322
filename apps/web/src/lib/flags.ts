import { FEATURE_FLAGS, type FeatureFlag } from '@fillwell/domain';

export type FeatureFlags = Record<FeatureFlag, boolean>;

/** The flags in force: the product defaults with any overrides applied. */
export function resolveFeatureFlags(overrides: Partial<FeatureFlags> = {}): FeatureFlags {
  return { ...FEATURE_FLAGS, ...overrides };
}

export function isFlagEnabled(flag: FeatureFlag, flags: FeatureFlags = FEATURE_FLAGS): boolean {
  return flags[flag];
}

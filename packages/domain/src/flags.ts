/** Feature flags with the values both specifications give. */
export const FEATURE_FLAGS = {
  checkout: true,
  returningCheckout: true,
  telehealthFormulationLimits: true,
  autoRefillCancellationReason: true,
  magicCardOtp: true,
  magicCardGenericFlows: true,
  preferredPharmacy: true,
  inputMasking: true,
  serviceWorker: true,
  scriptNotification: true,
  consultationsPage: true,
  bsdRetirement: true,
  relatedMeds: false,
  executiveTeamPage: false,
  autoRefillReconsultation: false,
  delayedAutoRefill: false,
  thirdPartyPlugin: false,
  strictAnalyticsEventNames: false,
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAGS;

export function isFeatureEnabled(flag: FeatureFlag): boolean {
  return FEATURE_FLAGS[flag];
}

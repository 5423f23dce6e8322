/** The five popular brand and generic pairs every directory visitor sees first. */
export const POPULAR_PAIRS = [
  { brand: 'Lipitor', brandSlug: 'lipitor', generic: 'atorvastatin', genericSlug: 'atorvastatin' },
  { brand: 'Zocor', brandSlug: 'zocor', generic: 'simvastatin', genericSlug: 'simvastatin' },
  { brand: 'Xanax', brandSlug: 'xanax', generic: 'alprazolam', genericSlug: 'alprazolam' },
  { brand: 'Propecia', brandSlug: 'propecia', generic: 'finasteride', genericSlug: 'finasteride' },
  { brand: 'Ambien', brandSlug: 'ambien', generic: 'zolpidem', genericSlug: 'zolpidem' },
] as const;

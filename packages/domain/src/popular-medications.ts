/** The five popular brand and generic pairs the product always features. */
export const POPULAR_MEDICATION_PAIRS = [
  {
    brand: 'Lipitor',
    brandSlug: 'lipitor',
    generic: 'atorvastatin',
    genericSlug: 'atorvastatin',
    use: 'High cholesterol',
  },
  {
    brand: 'Zocor',
    brandSlug: 'zocor',
    generic: 'simvastatin',
    genericSlug: 'simvastatin',
    use: 'High cholesterol',
  },
  {
    brand: 'Xanax',
    brandSlug: 'xanax',
    generic: 'alprazolam',
    genericSlug: 'alprazolam',
    use: 'Anxiety and panic',
  },
  {
    brand: 'Propecia',
    brandSlug: 'propecia',
    generic: 'finasteride',
    genericSlug: 'finasteride',
    use: 'Hair loss',
  },
  {
    brand: 'Ambien',
    brandSlug: 'ambien',
    generic: 'zolpidem',
    genericSlug: 'zolpidem',
    use: 'Trouble sleeping',
  },
] as const;

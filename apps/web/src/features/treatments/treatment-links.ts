/** The treatment pages a person can browse to (the conditions online visits treat). */
export const TREATMENT_LINKS = [
  { to: '/treatments/erectile-dysfunction', label: 'Erectile dysfunction' },
  { to: '/treatments/hair-loss', label: 'Hair loss' },
  { to: '/treatments/birth-control', label: 'Birth control' },
  { to: '/treatments/cold-sores', label: 'Cold sores' },
  { to: '/treatments/cholesterol', label: 'High cholesterol' },
  { to: '/treatments/acid-reflux', label: 'Acid reflux' },
  { to: '/conditions/seasonal-allergies', label: 'Seasonal allergies' },
] as const;

/** The discount card's screens (partner-and-shell §2.1). */
export const CARD_PATHS = {
  quicksave: '/quicksave',
  quicksaveOffers: ['/quicksave10', '/quicksave20'],
  register: '/quicksave/otp/register',
  verify: '/quicksave/verify',
  prescriptions: '/quicksave/prescriptions',
  cardView: '/account/discount-card',
  editPharmacy: '/edit-magic-pharmacy',
} as const;

import { PRODUCT } from '@fillwell/domain';

/** The words of the specialty flow. */
export const SPECIALTY_TEXT = {
  entryTitle: 'Your pharmacy prescriptions, delivered',
  entryIntro: `${PRODUCT.name} delivers the prescriptions your pharmacy holds for you, free of shipping costs, to your door.`,
  entryWithoutLink:
    'Open the link your pharmacy sent you by text to see your prescriptions, or sign in if you have already used it.',
  continue: 'Continue',
  addToAccount: 'Add to my account',
  signUpTitle: 'Create your account',
  signUpIntro: 'Create an account to order the prescriptions your pharmacy sent.',
  signUpSubmit: 'Create account',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
  agreements: `I agree to the ${PRODUCT.name} Terms of Use and Privacy Policy`,
  addressTitle: 'Where should we ship your order?',
  cardTitle: 'How would you like to pay?',
  reviewTitle: 'Review your order',
  placeOrder: 'Place order',
  emptyCart:
    'There is nothing from your pharmacy to order yet. Open the link your pharmacy sent you.',
  confirmationTitle: 'Thank you! Your order is placed.',
  viewOrders: 'View your orders',
  stepLabel: (current: number, total: number) => `Step ${current} of ${total}`,
} as const;

export function formatWelcome(firstName: string): string {
  return `Welcome, ${firstName}`;
}

export function formatPharmacyNote(pharmacyName: string): string {
  return `${pharmacyName} works with ${PRODUCT.name} to deliver your prescriptions.`;
}

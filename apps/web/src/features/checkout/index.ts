export { CHECKOUT_ROUTES } from './routes';

/** The checkout's information modals, for the shell's named modals (loaded when first opened). */
export const loadCheckoutInfoModals = () => import('./components/checkout-info-modals');

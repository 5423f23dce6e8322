import { PRODUCT } from './product';

/** The Pharmacy Plus page: three paths, one page (partner-and-shell §2.1). */
export const PHARMACY_PLUS_PATHS = [
  '/order-service',
  `/${PRODUCT.slug}-pharmacy-plus`,
  '/plus-meds',
] as const;

/** A Pharmacy Plus patient's own area. */
export const PHARMACY_PLUS_ACCOUNT_PATH = '/order-service/account';
export const PHARMACY_PLUS_MEDS_PATH = '/order-service/account/my-meds';

/** The partner pharmacy's staff console. */
export const PARTNER_CONSOLE_PATH = '/partner';

/**
 * Onboarding pages a Pharmacy Plus patient has no use for: they are sent to their own area
 * instead (partner-and-shell §4).
 */
export const REVERIE_ONBOARDING_PATHS: readonly string[] = [
  '/login',
  '/signup',
  '/guest-login',
  '/login/otp',
  '/quicksave',
  '/quicksave10',
  '/quicksave20',
  '/quicksave/verify',
  '/quicksave/prescriptions',
  '/quicksave/otp/register',
  ...PHARMACY_PLUS_PATHS,
];

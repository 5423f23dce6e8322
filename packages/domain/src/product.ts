/** The brand in one place, so the product can be re-branded. */
export const PRODUCT = {
  slug: 'fillwell',
  name: 'Fillwell',
  supportEmail: 'help@fillwell.com',
  supportPhone: '(855) 345-5935',
  supportPhoneHref: 'tel:+18553455935',
  supportCenterUrl: '/faq/new-user',
  mainSiteUrl: 'https://www.fillwell.com',
} as const;

export const APP_VERSION = '5.0.12';
export const PLATFORMS = ['web', 'mobile_web'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const SUPPORT_HOURS = {
  weekdays: 'Monday to Friday 8AM-10PM ET',
  weekends: 'Saturday and Sunday 9AM-7PM ET',
} as const;

export const CLAIMS = {
  medicationCount: '15,000+',
  maxSavingsPercent: 80,
  pharmacyCount: '35,000',
} as const;

export const WELCOME_OFFERS = {
  firstFillCents: 1500,
  firstOrderCents: 500,
} as const;

export const INVITE_REWARD_CENTS = 1500;
export const CONSULTATION_FEE_CENTS = 500;

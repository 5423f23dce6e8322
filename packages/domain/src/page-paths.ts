import { CHECKOUT_STEPS } from './checkout-steps';
import {
  SUBSCRIPTION_CART_PATH,
  CHECKOUT_BASE_PATH,
  SUBSCRIPTION_CHECKOUT_BASE_PATH,
  SUBSCRIPTION_REVIEW_PATH,
} from './checkout-paths';
import { LEGAL_DOCUMENT_SLUGS } from './legal-documents';
import { FEEDBACK_SURVEY_NAMES } from './feedback-surveys';
import { CITY_PAGE_SLUGS, LANDING_PAGE_SLUGS } from './landing-pages';
import { BLOG_PATH, CAREERS_PATH, CONTENT_PAGE_PATHS } from './content-pages';
import {
  PARTNER_CONSOLE_PATH,
  PHARMACY_PLUS_ACCOUNT_PATH,
  PHARMACY_PLUS_MEDS_PATH,
  PHARMACY_PLUS_PATHS,
} from './pharmacy-plus-paths';
import { SPECIALTY_ENTRY_PATHS, SPECIALTY_STEPS } from './specialty-steps';
import { FUNNEL_PAGE_PATH, INSIGHTS_PATH_PREFIX } from './analytics-paths';

/**
 * What the web app shows at a path: a screen, a redirect to another path, the drug page (a
 * screen only for a slug the catalogue has), or the not-found screen.
 */
export type PagePathKind = 'page' | 'redirect' | 'drug' | 'not-found';

export interface PagePath {
  /** In the router's syntax: ':name' is one segment, a final '*' any rest. */
  pattern: string;
  kind: PagePathKind;
  /** Values a param must take for the page to exist; any other shows the not-found screen. */
  allowed?: Readonly<Record<string, readonly string[]>>;
}

export interface RedirectRule {
  from: string;
  to: string;
}

/** Campaign paths that all show the one marketing gateway page. */
export const CAMPAIGN_PATHS = [
  '/ls-gw',
  '/save',
  '/rxsave',
  '/rx',
  '/save10',
  '/offer',
  '/value',
  '/deal',
  '/savings',
  '/rx10',
  '/providers',
  '/new10',
  '/tenoff',
  '/invite-1',
  '/invite-2',
  '/account-2',
] as const;

/** Old, short and brand-name paths and where they now live (partner-and-shell §2.1). */
export const REDIRECTS: readonly RedirectRule[] = [
  { from: '/legal', to: '/legal/terms-of-use' },
  { from: '/m/legal', to: '/m/legal/terms-of-use' },
  { from: '/feedback', to: '/feedback/nps' },
  { from: '/contact-us', to: '/contact-us/patients' },
  { from: '/pharmacies', to: '/participating-pharmacies' },
  { from: '/m/about', to: '/about-us' },
  { from: '/medications', to: '/medications/popular' },
  { from: '/birthcontrol', to: '/treatments/birth-control' },
  { from: '/erectiledysfunction', to: '/treatments/erectile-dysfunction' },
  { from: '/cholesterol', to: '/treatments/cholesterol' },
  { from: '/qs/:code', to: '/quicksave?match_code=:code' },
  { from: '/qs/rf/:code', to: '/quicksave?match_code=:code' },
  { from: '/quickstart', to: '/quicksave' },
  { from: '/i/:code', to: '/invite/:code' },
  { from: '/glucophage', to: '/metformin' },
  { from: '/glucophage-xr', to: '/metformin-er' },
];

/**
 * Older subscription paths and their pages now: /subs opens the subscription cart; the old five
 * checkout steps map to the new flow's steps (the health questions are new); review-order.
 */
export const SUBSCRIPTION_REDIRECTS: readonly RedirectRule[] = [
  { from: '/subs', to: SUBSCRIPTION_CART_PATH },
  { from: '/subs/checkout/1', to: `${SUBSCRIPTION_CHECKOUT_BASE_PATH}/login-or-signup` },
  { from: '/subs/checkout/2', to: `${SUBSCRIPTION_CHECKOUT_BASE_PATH}/basic-info` },
  { from: '/subs/checkout/3', to: `${SUBSCRIPTION_CHECKOUT_BASE_PATH}/delivery-address` },
  { from: '/subs/checkout/4', to: `${SUBSCRIPTION_CHECKOUT_BASE_PATH}/phone-number` },
  { from: '/subs/checkout/5', to: `${SUBSCRIPTION_CHECKOUT_BASE_PATH}/payment-info` },
  { from: '/subs/review-order', to: SUBSCRIPTION_REVIEW_PATH },
];

/**
 * The older retail (/start/2..5) and delivery (/delivery/1..7) checkout steps and the steps they
 * are now (core-shopping §2): each older step leads to the step that asks the same thing.
 */
export const CHECKOUT_REDIRECTS: readonly RedirectRule[] = [
  ...(
    [
      [2, 'login-or-signup'],
      [3, 'basic-info'],
      [4, 'select-pharmacy'],
      [5, 'payment-info'],
    ] as const
  ).map(([step, slug]) => ({ from: `/start/${step}`, to: `${CHECKOUT_BASE_PATH}/${slug}` })),
  ...(
    [
      [1, 'login-or-signup'],
      [2, 'basic-info'],
      [3, 'verify-rx'],
      [4, 'transfer-rx'],
      [5, 'delivery-address'],
      [6, 'payment-info'],
      [7, 'phone-number'],
    ] as const
  ).map(([step, slug]) => ({ from: `/delivery/${step}`, to: `${CHECKOUT_BASE_PATH}/${slug}` })),
];

/** Paths handled on the main site: the browser is sent there. */
export const TRANSFER_PATHS = ['/request-transfer', '/transfer/*'] as const;

export const SEARCH_RESULTS_PATH = '/search';

const LEGAL_SHORT_PATHS = [
  '/terms',
  '/privacy',
  '/privacy-practices',
  '/disclaimer',
  '/telemed-restrictions',
  '/drug-terms',
] as const;
const LEGAL_PAGE_NAMES = ['terms-of-use', 'hipaa-privacy-notice', ...LEGAL_DOCUMENT_SLUGS];
const DIRECTORY_SEGMENTS = [...'abcdefghijklmnopqrstuvwxyz', '0-9', 'popular'];

/** Help, trust and company pages, careers departments and the blog: public, and rendered. */
const CONTENT_PATTERNS: readonly string[] = [
  ...CONTENT_PAGE_PATHS.map((page) => page.path),
  `${CAREERS_PATH}/:department`,
  BLOG_PATH,
  `${BLOG_PATH}/category/:category`,
  `${BLOG_PATH}/:slug`,
  `${BLOG_PATH}/preview/:slug`,
  ...[...LANDING_PAGE_SLUGS, ...CITY_PAGE_SLUGS].map((slug) => `/${slug}`),
];

const SCREEN_PATTERNS: readonly string[] = [
  '/',
  ...CONTENT_PATTERNS,
  `${BLOG_PATH}/newsletter/:id/topics`,
  SEARCH_RESULTS_PATH,
  '/invite/:code',
  ...CAMPAIGN_PATHS,
  ...DIRECTORY_SEGMENTS.map((segment) => `/medications/${segment}`),
  ...LEGAL_SHORT_PATHS,
  ...['/legal/', '/m/legal/'].flatMap((prefix) => LEGAL_PAGE_NAMES.map((name) => prefix + name)),
  '/login',
  '/signup',
  '/login/otp',
  '/logout',
  '/password-reset',
  '/create-password',
  '/magic-link',
  '/guest-login',
  '/account-error',
  '/dev/outbox',
  '/account',
  '/account/profile',
  '/account/cards',
  '/account/health-profile',
  '/account/addresses',
  '/account/invite-friends',
  '/account/orders',
  '/account/medications',
  '/account/medications/:medId',
  '/account/consultations',
  '/cart',
  '/checkout',
  '/checkout/review-order',
  '/checkout/order-confirmation/:orderId',
  SUBSCRIPTION_CART_PATH,
  SUBSCRIPTION_CHECKOUT_BASE_PATH,
  SUBSCRIPTION_REVIEW_PATH,
  '/consultation/:consultationId',
  '/visit/:consultationId',
  '/visit/:consultationId/confirmation',
  '/visit/:consultationId/report',
  '/visit/:consultationId/chat',
  '/clinician',
  '/clinician/visits/:id',
  '/treatments/:conditionName',
  '/treatments/:conditionSlug/:medSlug/:stepIndex',
  '/conditions/seasonal-allergies',
  '/app',
  '/mobile',
  '/mobile/unavailable',
  '/quicksave',
  '/quicksave10',
  '/quicksave20',
  '/quicksave/otp/register',
  '/quicksave/verify',
  '/quicksave/prescriptions',
  '/account/discount-card',
  '/edit-magic-pharmacy',
  ...PHARMACY_PLUS_PATHS,
  PHARMACY_PLUS_ACCOUNT_PATH,
  PHARMACY_PLUS_MEDS_PATH,
  PARTNER_CONSOLE_PATH,
  `${PARTNER_CONSOLE_PATH}/patients/new`,
  `${PARTNER_CONSOLE_PATH}/orders/:orderId`,
  `${PARTNER_CONSOLE_PATH}/chats/:conversationId`,
  `${PARTNER_CONSOLE_PATH}/surveys`,
  FUNNEL_PAGE_PATH,
  '/edit-bsd-pharmacy',
  '/mdv/edit-pharmacy',
  '/pharmacy-confirmation',
  ...SPECIALTY_ENTRY_PATHS,
  `/specialty/${SPECIALTY_STEPS.confirmation}/:orderId`,
];

/** The staff console: its own shell, never the consumer one. */
export const STAFF_PATH_PREFIX = '/clinician';

/** Every staff console (clinicians, partner pharmacies): each has the staff shell. */
export const STAFF_PATH_PREFIXES = [
  STAFF_PATH_PREFIX,
  PARTNER_CONSOLE_PATH,
  INSIGHTS_PATH_PREFIX,
] as const;

/** The drug page: the catch-all /{drugSlug} and /{drugSlug}/{info*}. */
export const DRUG_PAGE_PATTERN = '/:slug/*';

/**
 * The public pages the server renders (home, drug pages, the directory, treatments and the
 * content pages): they arrive as complete HTML. Other pages are the visitor's own (account,
 * cart, checkout) or short steps, and the browser's app draws them.
 */
export const SERVER_RENDERED_PATTERNS: ReadonlySet<string> = new Set([
  '/',
  ...DIRECTORY_SEGMENTS.map((segment) => `/medications/${segment}`),
  ...LEGAL_SHORT_PATHS,
  ...['/legal/', '/m/legal/'].flatMap((prefix) => LEGAL_PAGE_NAMES.map((name) => prefix + name)),
  '/treatments/:conditionName',
  '/conditions/seasonal-allergies',
  ...CONTENT_PATTERNS,
  DRUG_PAGE_PATTERN,
]);

/**
 * Every path pattern of the web app's route table, for the server to answer the right status
 * before the app runs. The web's route table is tested against this list.
 */
export const PAGE_PATHS: readonly PagePath[] = [
  ...SCREEN_PATTERNS.map((pattern): PagePath => ({ pattern, kind: 'page' })),
  { pattern: '/checkout/:step', kind: 'page', allowed: { step: CHECKOUT_STEPS } },
  {
    pattern: '/specialty/:step',
    kind: 'page',
    allowed: {
      step: [
        SPECIALTY_STEPS.signUp,
        SPECIALTY_STEPS.address,
        SPECIALTY_STEPS.card,
        SPECIALTY_STEPS.review,
      ].map(String),
    },
  },
  {
    pattern: '/feedback/:surveyName',
    kind: 'page',
    allowed: { surveyName: FEEDBACK_SURVEY_NAMES },
  },
  {
    pattern: `${SUBSCRIPTION_CHECKOUT_BASE_PATH}/:step`,
    kind: 'page',
    allowed: { step: CHECKOUT_STEPS },
  },
  ...[...REDIRECTS, ...SUBSCRIPTION_REDIRECTS, ...CHECKOUT_REDIRECTS].map((rule): PagePath => ({
    pattern: rule.from,
    kind: 'redirect',
  })),
  ...TRANSFER_PATHS.map((pattern): PagePath => ({ pattern, kind: 'redirect' })),
  { pattern: '/not-found', kind: 'not-found' },
  { pattern: DRUG_PAGE_PATTERN, kind: 'drug' },
  { pattern: '/*', kind: 'not-found' },
];

import {
  redirect,
  redirectDocument,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import {
  PRODUCT,
  SUBSCRIPTION_CART_PATH,
  SUBSCRIPTION_CHECKOUT_BASE_PATH,
  SUBSCRIPTION_REVIEW_PATH,
} from '@fillwell/domain';

export interface RedirectRule {
  from: string;
  to: string;
}

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

type Params = Readonly<Record<string, string | undefined>>;

function fillParams(template: string, params: Params): string {
  return template.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

/** The target of a rule with its params filled in and the visit's other query params kept. */
export function resolveRedirectTarget(to: string, params: Params, currentSearch: string): string {
  const [targetPath = '/', targetQuery = ''] = fillParams(to, params).split('?');
  const merged = new URLSearchParams(currentSearch);
  new URLSearchParams(targetQuery).forEach((value, name) => merged.set(name, value));
  const query = merged.toString();
  return query ? `${targetPath}?${query}` : targetPath;
}

export function createRedirectRoutes(
  rules: readonly RedirectRule[] = [...REDIRECTS, ...SUBSCRIPTION_REDIRECTS],
): RouteObject[] {
  return rules.map(({ from, to }) => ({
    path: from,
    loader: ({ params, request }: LoaderFunctionArgs) =>
      redirect(resolveRedirectTarget(to, params, new URL(request.url).search)),
  }));
}

export const TRANSFER_PATHS = ['/request-transfer', '/transfer/*'] as const;

/** Transfers are handled on the main site; the browser goes there with no_pwa=1. */
export function getTransferTarget(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('no_pwa', '1');
  return `${PRODUCT.mainSiteUrl}${pathname}?${params.toString()}`;
}

export function createTransferRoutes(): RouteObject[] {
  return TRANSFER_PATHS.map((path) => ({
    path,
    loader: ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      return redirectDocument(getTransferTarget(url.pathname, url.search));
    },
  }));
}

import {
  redirect,
  redirectDocument,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { LEGACY_SUBSCRIPTION_PATHS, PRODUCT } from '@fillwell/domain';

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

/** Older subscription paths (/subs, /subs/checkout/1..5, /subs/review-order) and their pages now. */
export const SUBSCRIPTION_REDIRECTS: readonly RedirectRule[] = LEGACY_SUBSCRIPTION_PATHS;

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

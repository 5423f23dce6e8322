import {
  redirect,
  redirectDocument,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import {
  PRODUCT,
  REDIRECTS,
  SUBSCRIPTION_REDIRECTS,
  CHECKOUT_REDIRECTS,
  TRANSFER_PATHS,
  type RedirectRule,
} from '@fillwell/domain';

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
  rules: readonly RedirectRule[] = [...REDIRECTS, ...SUBSCRIPTION_REDIRECTS, ...CHECKOUT_REDIRECTS],
): RouteObject[] {
  return rules.map(({ from, to }) => ({
    path: from,
    loader: ({ params, request }: LoaderFunctionArgs) =>
      redirect(resolveRedirectTarget(to, params, new URL(request.url).search)),
  }));
}

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

import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router';
import { REDIRECTS } from '@fillwell/domain';
import {
  createRedirectRoutes,
  createTransferRoutes,
  getTransferTarget,
  resolveRedirectTarget,
} from './redirects';

const EXPECTED_REDIRECTS: ReadonlyArray<[from: string, to: string]> = [
  ['/legal', '/legal/terms-of-use'],
  ['/m/legal', '/m/legal/terms-of-use'],
  ['/feedback', '/feedback/nps'],
  ['/contact-us', '/contact-us/patients'],
  ['/pharmacies', '/participating-pharmacies'],
  ['/m/about', '/about-us'],
  ['/medications', '/medications/popular'],
  ['/birthcontrol', '/treatments/birth-control'],
  ['/erectiledysfunction', '/treatments/erectile-dysfunction'],
  ['/cholesterol', '/treatments/cholesterol'],
  ['/qs/AB12', '/quicksave?match_code=AB12'],
  ['/qs/rf/AB12', '/quicksave?match_code=AB12'],
  ['/quickstart', '/quicksave'],
  ['/i/FRIEND15', '/invite/FRIEND15'],
  ['/glucophage', '/metformin'],
  ['/glucophage-xr', '/metformin-er'],
];

async function runLoader(routes: RouteObject[], url: string): Promise<Response> {
  const match = matchRoutes(routes, new URL(url).pathname)?.[0];
  if (!match) throw new Error(`no route for ${url}`);
  const loader = match.route.loader as LoaderFunction;
  const args = { request: new Request(url), params: match.params, context: {} };
  const result: unknown = await loader(args as Parameters<LoaderFunction>[0]);
  if (!(result instanceof Response)) throw new Error('loader did not redirect');
  return result;
}

describe('redirect table', () => {
  it('lists every redirect of the route table', () => {
    expect(REDIRECTS).toHaveLength(EXPECTED_REDIRECTS.length);
  });

  it.each(EXPECTED_REDIRECTS)('%s redirects to %s', async (from, to) => {
    const response = await runLoader(createRedirectRoutes(), `http://localhost${from}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(to);
  });

  it('keeps the other query params of the visit', async () => {
    const response = await runLoader(
      createRedirectRoutes(),
      'http://localhost/qs/XY9?utm_source=mail&match_code=old',
    );
    expect(response.headers.get('Location')).toBe('/quicksave?utm_source=mail&match_code=XY9');
    const plain = await runLoader(
      createRedirectRoutes(),
      'http://localhost/legal?utm_campaign=spring',
    );
    expect(plain.headers.get('Location')).toBe('/legal/terms-of-use?utm_campaign=spring');
  });

  it('encodes path params', () => {
    expect(resolveRedirectTarget('/invite/:code', { code: 'a b' }, '')).toBe('/invite/a%20b');
  });
});

describe('older checkout paths', () => {
  it.each([
    ['/start/2', '/checkout/login-or-signup'],
    ['/start/3', '/checkout/basic-info'],
    ['/start/4', '/checkout/select-pharmacy'],
    ['/start/5', '/checkout/payment-info'],
    ['/delivery/1', '/checkout/login-or-signup'],
    ['/delivery/2', '/checkout/basic-info'],
    ['/delivery/3', '/checkout/verify-rx'],
    ['/delivery/4', '/checkout/transfer-rx'],
    ['/delivery/5', '/checkout/delivery-address'],
    ['/delivery/6', '/checkout/payment-info'],
    ['/delivery/7', '/checkout/phone-number'],
  ])('%s leads to the step that asks the same, %s', async (from, to) => {
    const response = await runLoader(createRedirectRoutes(), `http://localhost${from}`);
    expect(response.headers.get('Location')).toBe(to);
  });
});

describe('transfer paths', () => {
  it('computes the main-site target with no_pwa=1 and the other params', () => {
    expect(getTransferTarget('/request-transfer', '')).toBe(
      'https://www.fillwell.com/request-transfer?no_pwa=1',
    );
    expect(getTransferTarget('/transfer/cvs', '?utm_source=sms&no_pwa=0')).toBe(
      'https://www.fillwell.com/transfer/cvs?utm_source=sms&no_pwa=1',
    );
    expect(getTransferTarget('/transfer/status', '?id=7')).toBe(
      'https://www.fillwell.com/transfer/status?id=7&no_pwa=1',
    );
  });

  it.each(['/request-transfer', '/transfer/cvs', '/transfer/status'])(
    '%s sends the browser to the main site',
    async (path) => {
      const response = await runLoader(createTransferRoutes(), `http://localhost${path}?a=1`);
      expect(response.headers.get('Location')).toBe(`https://www.fillwell.com${path}?a=1&no_pwa=1`);
      expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    },
  );
});

import { matchRoutes, type LoaderFunction } from 'react-router';
import { createRedirectRoutes } from '@/app/routes/redirects';

async function findTarget(url: string): Promise<string | null> {
  const routes = createRedirectRoutes();
  const match = matchRoutes(routes, new URL(url).pathname)?.[0];
  if (!match) throw new Error(`no route for ${url}`);
  const loader = match.route.loader as LoaderFunction;
  const args = { request: new Request(url), params: match.params, context: {} };
  const result: unknown = await loader(args as Parameters<LoaderFunction>[0]);
  return result instanceof Response ? result.headers.get('Location') : null;
}

describe('older subscription paths', () => {
  it.each([
    ['/subs', '/subs/cart'],
    ['/subs/checkout/1', '/checkout/subscriptions/login-or-signup'],
    ['/subs/checkout/2', '/checkout/subscriptions/basic-info'],
    ['/subs/checkout/3', '/checkout/subscriptions/delivery-address'],
    ['/subs/checkout/4', '/checkout/subscriptions/phone-number'],
    ['/subs/checkout/5', '/checkout/subscriptions/payment-info'],
    ['/subs/review-order', '/checkout/subscriptions/review-order'],
  ])('%s leads to %s', async (from, to) => {
    expect(await findTarget(`http://localhost${from}`)).toBe(to);
  });

  it('keeps the visit’s query parameters', async () => {
    expect(await findTarget('http://localhost/subs/checkout/2?utm_source=mail')).toBe(
      '/checkout/subscriptions/basic-info?utm_source=mail',
    );
  });
});

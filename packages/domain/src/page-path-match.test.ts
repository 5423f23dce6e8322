import { describe, expect, it } from 'vitest';
import { describePagePath, matchPagePath, resolvePagePath } from './page-path-match';

describe('page path resolution', () => {
  it.each([
    '/',
    '/search',
    '/cart',
    '/cart/',
    '/CART',
    '/checkout',
    '/checkout/review-order',
    '/checkout/payment-info',
    '/checkout/subscriptions/basic-info',
    '/checkout/order-confirmation/ord_123',
    '/medications/a',
    '/medications/0-9',
    '/legal/terms-of-use',
    '/m/legal/privacy-policy',
    '/invite/FRIEND15',
    '/save',
    '/clinician',
    '/clinician/visits/42',
    '/account/medications/7',
  ])('%s is a page', (path) => {
    expect(resolvePagePath(path)).toEqual({ kind: 'page' });
  });

  it.each(['/glucophage', '/qs/rf/AB12', '/i/friend', '/subs/checkout/3', '/transfer/cvs'])(
    '%s redirects, so it exists',
    (path) => {
      expect(matchPagePath(path)?.page.kind).toBe('redirect');
      expect(resolvePagePath(path)).toEqual({ kind: 'page' });
    },
  );

  it.each([
    ['/lipitor', 'lipitor'],
    ['/Lipitor/', 'Lipitor'],
    ['/lipitor/side-effects', 'lipitor'],
    ['/lipitor/a/b/c', 'lipitor'],
    ['/no/such/page', 'no'],
    ['/checkout/nowhere/at/all', 'checkout'],
    ['/legal/nope/deeper', 'legal'],
    ['/metformin%20er', 'metformin er'],
  ])('%s is the drug page of %s', (path, slug) => {
    expect(resolvePagePath(path)).toEqual({ kind: 'drug', slug });
  });

  it.each([
    '/not-found',
    '/checkout/not-a-step',
    '/checkout/order-confirmation',
    '/checkout/subscriptions/nope',
    '//double',
    '/%E0%A4%A',
  ])('%s shows the not-found screen', (path) => {
    expect(resolvePagePath(path)).toEqual({ kind: 'not-found' });
  });

  it('ranks static segments above params and params above a splat', () => {
    expect(matchPagePath('/checkout/review-order')?.page.pattern).toBe('/checkout/review-order');
    expect(matchPagePath('/checkout/basic-info')?.page.pattern).toBe('/checkout/:step');
    expect(matchPagePath('/medications/popular')?.page.pattern).toBe('/medications/popular');
    expect(matchPagePath('/medications')?.page.kind).toBe('redirect');
    expect(matchPagePath('/transfer')?.page.pattern).toBe('/transfer/*');
  });
});

describe('describePagePath', () => {
  it.each([
    '/',
    '/atorvastatin',
    '/lipitor/side-effects',
    '/medications/popular',
    '/medications/a',
    '/medications/0-9',
    '/terms',
    '/legal/terms-of-use',
    '/m/legal/terms-of-use',
    '/treatments/birth-control',
    '/conditions/seasonal-allergies',
  ])('renders %s on the server', (path) => {
    expect(describePagePath(path).isServerRendered).toBe(true);
  });

  it.each([
    '/cart',
    '/account/orders',
    '/checkout/basic-info',
    '/login',
    '/quicksave',
    '/search',
    '/clinician',
    '/medications',
    '/transfer/cvs',
    '/not-found',
    '/treatments/birth-control/pill/1',
  ])('leaves %s to the browser', (path) => {
    expect(describePagePath(path).isServerRendered).toBe(false);
  });
});

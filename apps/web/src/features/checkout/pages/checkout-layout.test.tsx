import { screen, waitFor, within } from '@testing-library/react';
import { createCart } from '@/features/cart/testing/cart-fixtures';
import { TEST_ACCOUNT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { stubCheckoutApi } from '../testing/checkout-fixtures';

afterEach(() => vi.unstubAllGlobals());

const FIRST_LOAD = { timeout: 5_000 };

function expectPath(router: ReturnType<typeof renderApp>['router'], path: string) {
  return waitFor(() => expect(router.state.location.pathname).toBe(path), FIRST_LOAD);
}

describe('the checkout guards', () => {
  it('send an empty cart back to /cart', async () => {
    stubCheckoutApi({ cart: createCart([]) });
    const { router } = renderApp('/checkout/basic-info');
    await expectPath(router, '/cart');
  });

  it('let a visitor only sign in or sign up, beside the cart', async () => {
    stubCheckoutApi({ account: null });
    const { router } = renderApp('/checkout/payment-info');
    await expectPath(router, '/checkout/login-or-signup');
    expect(
      await screen.findByRole('button', { name: 'Create account', pressed: true }),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('14');
    const cart = screen.getByRole('complementary', { name: 'Your Cart' });
    expect(within(cart).getByText('Atorvastatin')).toBeTruthy();
    expect(within(cart).getByRole('link', { name: 'Edit your cart' }).getAttribute('href')).toBe(
      '/cart',
    );
  });

  it('start the checkout at the first step still to do', async () => {
    stubCheckoutApi({ account: TEST_ACCOUNT });
    const { router } = renderApp('/checkout');
    await expectPath(router, '/checkout/basic-info');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Patient information' }),
    ).toBeTruthy();
  });

  it('do not know steps that do not exist, and skip steps of the other flow', async () => {
    stubCheckoutApi();
    const unknown = renderApp('/checkout/nowhere');
    await expectPath(unknown.router, '/not-found');
    unknown.unmount();
    const otherFlow = renderApp('/checkout/transfer-rx');
    await expectPath(otherFlow.router, '/checkout/verify-rx');
  });
});

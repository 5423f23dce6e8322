import { screen, within } from '@testing-library/react';
import { DEVICE } from '@fillwell/domain';
import { createAppStore } from '@/app/store';
import { accountApi } from '@/features/account';
import { createCart, createCartItem } from '@/features/cart/testing/cart-fixtures';
import { renderApp } from '@/test/render-app';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { stubApi, wireResponse } from '@/test/stub-api';

afterEach(() => vi.unstubAllGlobals());

function renderSignedIn(itemCount: number) {
  const items = Array.from({ length: itemCount }, (_, index) =>
    createCartItem({ id: `item_${index}`, medNameId: index }),
  );
  stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(TEST_ACCOUNT)),
    'GET /api/v2/cart': () => wireResponse(createCart(items)),
  });
  const { store } = createAppStore({ storage: null, device: DEVICE.desktop });
  store.dispatch(
    accountApi.util.upsertQueryData('getUser', undefined, createUserResponse(TEST_ACCOUNT)),
  );
  return renderApp('/not-found', { store });
}

describe('the header cart', () => {
  it('shows a badge, the count in its title and Secure Checkout once the cart has items', async () => {
    renderSignedIn(2);
    const header = screen.getByRole('banner');
    const link = await within(header).findByRole('link', {
      name: 'Cart: 2 medications in your cart',
    });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(within(link).getByText('2')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe(
      '/cart',
    );
    expect(within(header).getByRole('link', { name: 'Secure Checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  it('words one medication in the singular', async () => {
    renderSignedIn(1);
    expect(
      await screen.findByRole('link', { name: 'Cart: 1 medication in your cart' }),
    ).toBeTruthy();
  });
});

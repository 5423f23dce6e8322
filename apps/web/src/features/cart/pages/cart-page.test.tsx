import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_MESSAGES, LIMITS } from '@fillwell/domain';
import { renderApp } from '@/test/render-app';
import { createUserResponse } from '@/test/fixtures';
import { stubApi, wireError, wireResponse, type ApiCall } from '@/test/stub-api';
import { createCart, createCartItem } from '../testing/cart-fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ITEM = createCartItem();

function stubCart(
  initial = createCart([ITEM]),
  extra: Record<string, (call: ApiCall) => Response> = {},
) {
  let cart = initial;
  const calls = stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(null)),
    'GET /api/v2/cart': () => wireResponse(cart),
    'DELETE /api/v2/cart/items/.+': () => {
      cart = createCart([]);
      return wireResponse(cart);
    },
    ...extra,
  });
  return { calls, setCart: (next: typeof cart) => (cart = next) };
}

describe('/cart', () => {
  it("shows 'Your Cart' with the items, the free pickup line and the total", async () => {
    stubCart();
    renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Atorvastatin' })).toBeTruthy();
    expect(screen.getByText('20mg tablet, 30 tablets')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Local Pickup').nextSibling?.textContent).toBe('Free');
    expect(within(summary).getByText('Total').nextSibling?.textContent).toBe('$13.11');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(screen.getByRole('search', { name: 'Add a medication' })).toBeTruthy();
  });

  it('shows each line at its list price and the welcome offer once, saying why the total is Free', async () => {
    const item = createCartItem();
    const listCents = item.price.basePrice.amountCents;
    const free = { amountCents: 0, displayValue: 'Free' };
    stubCart(
      createCart(
        [{ ...item, price: { ...item.price, priceWithCoupons: free, displayValue: 'Free' } }],
        {
          total: free,
          coupon: {
            code: null,
            description: 'Welcome offer: $15.00 off your first fill and $5.00 off your first order',
            appliedAmount: item.price.basePrice,
          },
          promotionNote: 'Promotions and welcome offers do not apply to hair-loss medications.',
        },
      ),
    );
    renderApp('/cart');
    const row = (await screen.findByRole('heading', { name: 'Atorvastatin' })).closest('li');
    expect(row?.textContent).toContain(item.price.basePrice.displayValue);
    expect(row?.textContent).not.toContain('Free');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Subtotal').nextSibling?.textContent).toBe(
      item.price.basePrice.displayValue,
    );
    expect(within(summary).getByText(/^Welcome offer/).nextSibling?.textContent).toBe(
      `−${item.price.basePrice.displayValue}`,
    );
    expect(within(summary).getByText('Total').nextSibling?.textContent).toBe('Free');
    expect(within(summary).getByText('Your promotion covers the whole order.')).toBeTruthy();
    expect(
      within(summary).getByText(
        'Promotions and welcome offers do not apply to hair-loss medications.',
      ),
    ).toBeTruthy();
    expect(listCents).toBeGreaterThan(0);
  });

  it('shows an empty cart with a link home and checkout disabled', async () => {
    stubCart(createCart([]));
    renderApp('/cart');
    expect(await screen.findByText("There's nothing in your cart yet.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'go to the homepage' }).getAttribute('href')).toBe('/');
    expect(
      (screen.getByRole('button', { name: 'Proceed to checkout' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Have a coupon?' })).toBeNull();
  });

  it('removes an item', async () => {
    const { calls } = stubCart();
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Atorvastatin' }));
    expect(await screen.findByText("There's nothing in your cart yet.")).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/item_1'))).toBe(
      true,
    );
  });

  it('shows a refused coupon under the field for 4 seconds, Apply disabled while empty', async () => {
    stubCart(undefined, {
      'POST /api/coupons': () => wireError(CART_MESSAGES.couponInvalid, 400, 'coupon_invalid'),
    });
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Have a coupon?' }));
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Coupon code'), '  nope ');
    expect(apply.disabled).toBe(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(apply);
    expect(await screen.findByText(CART_MESSAGES.couponInvalid)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(LIMITS.couponMessageMs + 10);
    });
    expect(screen.queryByText(CART_MESSAGES.couponInvalid)).toBeNull();
  });

  it('sends the trimmed code and closes the field when the coupon applies', async () => {
    const discounted = createCart([ITEM], {
      coupon: {
        code: 'SAVE5',
        description: '$5.00 off your order',
        appliedAmount: { amountCents: 500, displayValue: '$5.00' },
      },
      hasCoupons: true,
      total: { amountCents: 811, displayValue: '$8.11' },
    });
    const { calls, setCart } = stubCart(undefined, {
      'POST /api/coupons': () => {
        setCart(discounted);
        return wireResponse({
          name: 'SAVE5',
          firstName: null,
          discount: { amountCents: 500, displayValue: '$5.00' },
          cart: discounted,
        });
      },
    });
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Have a coupon?' }));
    await userEvent.type(screen.getByLabelText('Coupon code'), ' save5 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('$5.00 off your order')).toBeTruthy();
    expect(screen.queryByLabelText('Coupon code')).toBeNull();
    expect(calls.find((call) => call.path === '/api/coupons')?.body).toEqual({ code: 'save5' });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('$8.11')).toBeTruthy();
  });

  it('changes the quantity in the edit modal with the price id of the chosen quantity', async () => {
    const detail = {
      result: {
        slug: 'atorvastatin',
        medNameId: 1,
        name: 'Atorvastatin',
        genericName: 'atorvastatin',
        isBrand: false,
        generic: null,
        brands: [],
        defaultMedId: 240139578,
        telemedConditions: [],
        isOpioid: false,
        deaSchedule: null,
        forms: [
          {
            form: 'tablet',
            displayForm: 'Tablet',
            dosages: [
              {
                medId: 240139578,
                displayDosage: '20mg',
                isCustomQuantityAllowed: true,
                defaultQuantityIndex: 0,
                quantities: [30, 90].map((quantity) => ({
                  rawQuantity: quantity,
                  displayQuantity: `${quantity} tablets`,
                  isCustomQuantity: false,
                  genericComparison: null,
                  price: Object.fromEntries(
                    ['edlp', 'local', 'delivery', 'magic'].map((category) => [
                      category,
                      {
                        priceId: `p-240139578-${quantity}-${category}`,
                        category,
                        amountCents: quantity * 10,
                        displayValue: `$${quantity / 10}.00`,
                        breakdown: {},
                      },
                    ]),
                  ),
                })),
              },
            ],
          },
        ],
      },
    };
    const { calls } = stubCart(undefined, {
      'GET /api/v2/user/drugs/detail/atorvastatin': () => wireResponse(detail),
      'PATCH /api/v2/cart/items': () => wireResponse(createCart([ITEM])),
    });
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Atorvastatin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Atorvastatin' });
    await userEvent.selectOptions(await within(dialog).findByLabelText('Quantity'), '90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({
      items: [{ item_id: 'item_1', price_id: 'p-240139578-90-edlp' }],
    });
  });
});

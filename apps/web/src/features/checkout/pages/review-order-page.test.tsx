import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_MESSAGES } from '@fillwell/domain';
import { createCart, createCartItem } from '@/features/cart/testing/cart-fixtures';
import { renderApp } from '@/test/render-app';
import { wireError, wireResponse } from '@/test/stub-api';
import {
  confirmPrescriptions,
  createPickupCart,
  SAVED_CARD,
  stubCheckoutApi,
} from '../testing/checkout-fixtures';

afterEach(() => vi.unstubAllGlobals());

const FIRST_LOAD = { timeout: 5_000 };

/** The review page with every step done (the cart keeps its items' prescriptions confirmed). */
function renderReview(api: ReturnType<typeof stubCheckoutApi>) {
  api.setCart(confirmPrescriptions(api.getCart()));
  return renderApp('/checkout/review-order');
}

function findPurchaseButton() {
  return screen.findByRole<HTMLButtonElement>('button', { name: 'Complete Purchase' }, FIRST_LOAD);
}

/** The purchase button once it can be pressed (the card the order is charged to is known). */
async function completePurchase() {
  const button = await findPurchaseButton();
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

/** The Idempotency-Key header of each purchase call. */
function purchaseKeys(): string[] {
  return vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(([input]) => String(input).includes('/api/cart/purchase'))
    .map(([, init]) => new Headers(init?.headers).get('idempotency-key') ?? '');
}

describe('/checkout/review-order', () => {
  it('shows the pickup card, the card, the totals, and buys the order', async () => {
    const api = stubCheckoutApi({
      routes: {
        'POST /api/cart/purchase': () =>
          wireResponse({
            id: 'ord_1',
            orderId: 'ord_1',
            pharmacyId: 'rx-1234567890',
            pharmacyNetworkId: 1,
            cartFlowId: 'flow_1',
          }),
      },
    });
    const { calls } = api;
    const { router } = renderReview(api);
    await userEvent.click(await completePurchase());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/checkout/order-confirmation/ord_1'),
    );
    expect(screen.queryByText(CHECKOUT_MESSAGES.shippingDelay)).toBeNull();
    const purchase = calls.find((call) => call.path === '/api/cart/purchase');
    expect(purchase?.body).toEqual({ use_wallet: false, card_id: 'card_1' });
    expect(purchaseKeys()[0]).toMatch(/^pwa-[0-9a-f]{32}$/);
    // The cart, emptied of the order and its answers by the purchase, is read again.
    const purchaseAt = calls.findIndex((call) => call.path === '/api/cart/purchase');
    await waitFor(() =>
      expect(calls.slice(purchaseAt).some((call) => call.path === '/api/v2/cart')).toBe(true),
    );
  });

  it('lists what the order holds before it is bought', async () => {
    const api = stubCheckoutApi();
    renderReview(api);
    await completePurchase();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeTruthy();
    const pickup = screen.getByRole('region', { name: 'Pickup' });
    expect(within(pickup).getByText('Corner Pharmacy')).toBeTruthy();
    expect(within(pickup).getByText('Local Pickup')).toBeTruthy();
    expect(within(pickup).getByText('Free')).toBeTruthy();
    const payment = await screen.findByText('Visa ending in 4242');
    expect(payment).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change payment card' }).getAttribute('href')).toBe(
      '/checkout/payment-info',
    );
  });

  it('shows a declined card at the top with its next step, and a retry reuses the key', async () => {
    const api = stubCheckoutApi({
      routes: {
        'POST /api/cart/purchase': () =>
          wireError('Your card was declined.', 402, 'payment_failed'),
      },
    });
    renderReview(api);
    await userEvent.click(await completePurchase());
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Failed to submit the order: Your card was declined.'),
    ).toBeTruthy();
    expect(
      within(alert).getByText('Your bank refused the charge. Use another card or call your bank.'),
    ).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Use another card' }).getAttribute('href')).toBe(
      '/checkout/payment-info',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    await waitFor(() => expect(purchaseKeys()).toHaveLength(2));
    const [first, second] = purchaseKeys();
    expect(second).toBe(first);
  });

  it('points an active purchase to the orders', async () => {
    const api = stubCheckoutApi({
      routes: {
        'POST /api/cart/purchase': () =>
          wireError('You already have an active purchase', 409, 'active_purchase'),
      },
    });
    renderReview(api);
    await userEvent.click(await completePurchase());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('You already have an active purchase')).toBeTruthy();
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/account/orders');
  });

  it('removes the opioids the restriction names', async () => {
    const oxycodone = createCartItem({ id: 'item_o1', medId: 31, formattedName: 'Oxycodone' });
    const tramadol = createCartItem({ id: 'item_o2', medId: 32, formattedName: 'Tramadol' });
    const atorvastatin = createCartItem();
    const api = stubCheckoutApi({
      cart: createPickupCart({ items: [oxycodone, tramadol, atorvastatin] }),
      routes: {
        'POST /api/cart/purchase': () =>
          wireResponse(
            {
              message: 'Only one opioid at a time',
              code: 'too_many_opioids',
              status: 422,
              validationErrors: {},
              errorDetails: {
                medIds: [31, 32],
                itemIds: ['item_o1', 'item_o2'],
                label: 'Opioid restriction',
                text: 'Only one opioid medication can be ordered at a time.',
              },
            },
            422,
          ),
        'DELETE /api/v2/cart/items/.+': (call) => {
          const id = call.path.split('/').pop();
          const items = api.getCart().items.filter((item) => item.id !== id);
          api.setCart(confirmPrescriptions(createPickupCart({ items })));
          return wireResponse(api.getCart());
        },
      },
    });
    renderReview(api);
    await userEvent.click(await completePurchase());
    const dialog = await screen.findByRole('dialog', { name: 'Opioid restriction' });
    expect(
      within(dialog).getByText('Only one opioid medication can be ordered at a time.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove these medications' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const deleted = api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path);
    expect(deleted).toEqual(['/api/v2/cart/items/item_o1', '/api/v2/cart/items/item_o2']);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Oxycodone' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Atorvastatin' })).toBeTruthy();
  });

  it('needs the consent when the cart asks for it, and shows the delivery notice', async () => {
    const item = createCartItem({ fulfillment: 'delivery', transferSource: 'user' });
    const cart = createCart([item], {
      fulfillment: 'delivery',
      shipping: { label: 'USPS First Class', price: { amountCents: 0, displayValue: 'Free' } },
      reimbursementConsentRequired: true,
      reimbursementConsentMessage: 'I agree that the pharmacy may bill my plan.',
    });
    const api = stubCheckoutApi({
      cart,
      routes: {
        'GET /api/v2/user/patient_profile': () =>
          wireResponse({
            result: {
              hasAllergies: false,
              hasOtherMedications: false,
              hasMedicalConditions: false,
              allergies: [],
              otherMedications: [],
              medicalConditions: [],
            },
          }),
      },
    });
    renderReview(api);
    const button = await findPurchaseButton();
    await screen.findByText('Visa ending in 4242');
    expect(screen.getByText(CHECKOUT_MESSAGES.shippingDelay)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Delivery' })).getByText('USPS First Class'),
    ).toBeTruthy();
    expect(button.disabled).toBe(true);
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I agree that the pharmacy may bill my plan.' }),
    );
    expect(button.disabled).toBe(false);

    // consent-information explains what is agreed to.
    await userEvent.click(screen.getByRole('button', { name: 'What does this consent mean?' }));
    const dialog = await screen.findByRole('dialog', { name: 'About this consent' });
    expect(within(dialog).getByText('I agree that the pharmacy may bill my plan.')).toBeTruthy();
    expect(within(dialog).getByText(/is not insurance/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', {
        name: 'I agree that the pharmacy may bill my plan.',
      }).checked,
    ).toBe(true);
  });

  it('is bought only once the card it is charged to is on screen', async () => {
    let sendCards = () => {};
    const api = stubCheckoutApi({
      routes: {
        'GET /api/cards': () =>
          new Promise<Response>((resolve) => {
            sendCards = () => resolve(wireResponse([SAVED_CARD]));
          }),
      },
    });
    renderReview(api);
    const button = await findPurchaseButton();
    expect(button.disabled).toBe(true);
    sendCards();
    await screen.findByText('Visa ending in 4242');
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('sends an unfinished checkout to its next step', async () => {
    stubCheckoutApi();
    const { router } = renderApp('/checkout/review-order');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/checkout/verify-rx'),
      FIRST_LOAD,
    );
  });
});

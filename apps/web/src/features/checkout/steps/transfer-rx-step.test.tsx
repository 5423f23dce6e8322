import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, CartItem } from '@fillwell/contracts';
import { CHECKOUT_MESSAGES } from '@fillwell/domain';
import { createCart, createCartItem } from '@/features/cart/testing/cart-fixtures';
import { createPharmacyResult } from '@/features/pharmacies/testing/pharmacy-fixtures';
import { renderApp } from '@/test/render-app';
import { wireResponse } from '@/test/stub-api';
import { confirmPrescriptions, stubCheckoutApi } from '../testing/checkout-fixtures';

afterEach(() => vi.unstubAllGlobals());

const FIRST_LOAD = { timeout: 5_000 };
const MAIL_ORDER = { ...createPharmacyResult(9), npi: '9999999999', isDelivery: true };

function deliveryItem(overrides: Partial<CartItem>): CartItem {
  return createCartItem({ fulfillment: 'delivery', priceCategory: 'delivery', ...overrides });
}

/** A delivery cart whose prescriptions are confirmed: transfer-rx is the next step. */
function deliveryCart(items: CartItem[]): Cart {
  return confirmPrescriptions(createCart(items, { fulfillment: 'delivery' }));
}

function renderTransfer(cart: Cart, isEligible = true) {
  const api = stubCheckoutApi({
    cart,
    routes: {
      'GET /api/pharmacies/transfer/eligibility': () =>
        wireResponse({ result: { isEligible, previousPharmacies: [] } }),
      // The delivery network holds the one mail-order pharmacy.
      'GET /api/v2/pharmacies': (call) =>
        wireResponse({
          results: [call.query.get('network_ids') === '3' ? MAIL_ORDER : createPharmacyResult(1)],
          zipCode: '63103',
        }),
      'GET /api/v2/providers': () => wireResponse({ result: [] }),
      'PATCH /api/v2/cart/prescriptions': () => wireResponse(api.getCart()),
      'POST /api/pharmacies/transfer/initiate': () =>
        wireResponse({ result: { transferId: 't_1', status: 'requested' } }),
    },
  });
  return { ...api, ...renderApp('/checkout/transfer-rx') };
}

describe('/checkout/transfer-rx', () => {
  it('transfers every prescription from one pharmacy found by ZIP code', async () => {
    const items = [deliveryItem({ id: 'a', medId: 1 }), deliveryItem({ id: 'b', medId: 2 })];
    const { calls } = renderTransfer(deliveryCart(items));
    const all = await screen.findByRole(
      'checkbox',
      { name: CHECKOUT_MESSAGES.transferAll },
      FIRST_LOAD,
    );
    expect((all as HTMLInputElement).checked).toBe(true);
    const source = screen.getByRole('group', { name: CHECKOUT_MESSAGES.transferFrom });
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    await userEvent.click(within(source).getByRole('radio', { name: 'Another pharmacy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find your current pharmacy' });
    await userEvent.type(within(dialog).getByLabelText('Pharmacy ZIP code'), '10001');
    const result = await within(dialog).findByRole(
      'button',
      { name: /Corner Pharmacy #1/ },
      FIRST_LOAD,
    );
    await userEvent.click(result);
    expect(screen.getByText(/^From Corner Pharmacy #1/)).toBeTruthy();
    expect(next.disabled).toBe(false);
    await userEvent.click(next);
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/pharmacies/transfer/initiate')).toBe(true),
    );
    const patch = calls.find((call) => call.path === '/api/v2/cart/prescriptions');
    expect(patch?.body).toMatchObject({
      items: [
        { item_id: 'a', transfer_source: 'pharmacy', rx_src_pharmacy_id: 'rx-1000000001' },
        { item_id: 'b', transfer_source: 'pharmacy', rx_src_pharmacy_id: 'rx-1000000001' },
      ],
    });
    const initiate = calls.find((call) => call.path === '/api/pharmacies/transfer/initiate');
    expect(initiate?.body).toEqual({
      pharmacy_npi: '9999999999',
      previous_pharmacy_npi: '1000000001',
      source: 'pwa',
      use_claims: true,
      use_purchases: true,
    });
  });

  it('asks per medication when they come from different places', async () => {
    const items = [
      deliveryItem({ id: 'a', medId: 1, formattedName: 'Atorvastatin' }),
      deliveryItem({ id: 'b', medId: 2, formattedName: 'Lisinopril' }),
    ];
    const { calls } = renderTransfer(deliveryCart(items), false);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: CHECKOUT_MESSAGES.transferAll }, FIRST_LOAD),
    );
    const first = screen.getByRole('group', { name: 'Transfer Atorvastatin from' });
    const second = screen.getByRole('group', { name: 'Transfer Lisinopril from' });
    await userEvent.click(within(first).getByRole('radio', { name: 'My doctor will send it' }));
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    await userEvent.click(within(second).getByRole('radio', { name: "My doctor's office" }));
    const dialog = await screen.findByRole('dialog', { name: 'Find your doctor' });
    await userEvent.type(within(dialog).getByLabelText("Doctor's name or ZIP code"), 'zzz');
    expect(await within(dialog).findByText('No results found.')).toBeTruthy();
    expect(within(dialog).getByText(CHECKOUT_MESSAGES.emptySearch)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(next.disabled).toBe(true);
    await userEvent.click(within(second).getByRole('radio', { name: 'My doctor will send it' }));
    await userEvent.click(next);
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/v2/cart/prescriptions')).toBe(true),
    );
    // Not eligible for transfer help: no transfer request.
    expect(calls.some((call) => call.path === '/api/pharmacies/transfer/initiate')).toBe(false);
  });

  it('shows each item its own source when the cart already holds different ones', async () => {
    const items = [
      deliveryItem({ id: 'a', medId: 1, formattedName: 'Atorvastatin', transferSource: 'user' }),
      deliveryItem({ id: 'b', medId: 2, formattedName: 'Lisinopril', transferSource: 'bhp' }),
    ];
    renderTransfer(deliveryCart(items));
    const all = await screen.findByRole(
      'checkbox',
      { name: CHECKOUT_MESSAGES.transferAll },
      FIRST_LOAD,
    );
    expect((all as HTMLInputElement).checked).toBe(false);
    const first = screen.getByRole('group', { name: 'Transfer Atorvastatin from' });
    expect(
      (within(first).getByRole('radio', { name: 'My doctor will send it' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(screen.getByRole('group', { name: 'Transfer Lisinopril from' })).toBeTruthy();
  });
});

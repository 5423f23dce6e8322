import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, Provider } from '@fillwell/contracts';
import { buildFulfillmentTimeline } from '@fillwell/domain';
import { renderApp } from '@/test/render-app';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';
import { ORDER_POLL_INTERVAL_MS } from '../order-rules';
import { createDeliveryOrder, createOrder, createOrderItem } from '../testing/order-fixtures';

// The page loads lazily; give it time on a busy machine.

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PATH = '/checkout/order-confirmation/ord_1';

function stubOrder(initial: Order | (() => Response)) {
  let order = initial;
  const calls = stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(TEST_ACCOUNT)),
    'GET /api/v2/orders/ord_1': () =>
      typeof order === 'function' ? order() : wireResponse({ result: order }),
  });
  return { calls, setOrder: (next: Order) => (order = next) };
}

/** A doctor the provider search finds. */
const DOCTOR: Provider = {
  providerId: 100001,
  fullName: 'Julie Simpson, MD',
  address1: '1 Hospital Dr',
  city: 'St. Louis',
  state: 'MO',
  zipCode: '63110',
  phone: '3145550111',
  specialty: 'Family Medicine',
};

function getStep(label: string) {
  const timeline = screen.getByRole('list', { name: 'Fulfillment status' });
  return within(timeline).getByText(label).closest('li');
}

describe('/checkout/order-confirmation/:orderId', () => {
  it("shows 'Purchase Complete' with the pickup, discount-card and payment cards", async () => {
    stubOrder(createOrder());
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Purchase Complete' }),
    ).toBeTruthy();
    expect(screen.queryByText('Action required')).toBeNull();
    expect(
      screen.getByText(
        "We sent your order to Walgreens #1234. We'll email you when it is ready for pickup.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent).toBe(
      'Order number FW-7K3M9QX2 · placed March 14, 2026',
    );
    expect(getStep('Order Received')?.textContent).toContain('Completed');
    expect(getStep('Retrieving Prescription')?.getAttribute('aria-current')).toBe('step');

    const yourOrder = screen.getByRole('region', { name: 'Your order' });
    expect(within(yourOrder).getByText('Atorvastatin')).toBeTruthy();
    expect(within(yourOrder).getByText('Local Pickup').nextSibling?.textContent).toBe('Free');
    expect(within(yourOrder).getByText('Total').nextSibling?.textContent).toBe('$13.11');

    const pharmacy = screen.getByRole('region', { name: 'Pickup pharmacy' });
    expect(within(pharmacy).getByText('Walgreens #1234')).toBeTruthy();
    expect(within(pharmacy).getByRole('link', { name: '(314) 555-0100' })).toBeTruthy();

    const card = screen.getByRole('region', { name: 'Your Fillwell card' });
    expect(within(card).getByText('Show this at the pharmacy counter')).toBeTruthy();
    expect(within(card).getByText('Member ID').nextSibling?.textContent).toBe('FW1234567');
    expect(within(card).getByText('BIN').nextSibling?.textContent).toBe('610123');
    expect(within(card).getByText('Group').nextSibling?.textContent).toBe('FILLWELL');
    expect(within(card).getByText('PCN').nextSibling?.textContent).toBe('FWRX');
    expect(card.textContent).toContain('Order number FW-7K3M9QX2');

    const payment = screen.getByRole('region', { name: 'Payment method' });
    expect(payment.textContent).toContain('Visa');
    expect(payment.textContent).toContain('4242');
    expect(screen.getByRole('link', { name: 'Go to Your Account' }).getAttribute('href')).toBe(
      '/account',
    );
  });

  it('shows the delivery address, estimate and coupon, wallet and visit fee lines', async () => {
    const item = createOrderItem({
      price: {
        basePrice: { amountCents: 2000, displayValue: '$20.00' },
        priceWithCoupons: { amountCents: 1500, displayValue: '$15.00' },
      },
    });
    stubOrder(
      createDeliveryOrder({
        items: [item],
        subtotal: { amountCents: 2000, displayValue: '$20.00' },
        coupon: {
          description: '$5.00 off your order',
          appliedAmount: { amountCents: 500, displayValue: '$5.00' },
        },
        walletCredit: { appliedAmount: { amountCents: 300, displayValue: '$3.00' } },
        total: { amountCents: 1200, displayValue: '$12.00' },
      }),
    );
    renderApp(PATH);
    const address = await screen.findByRole('region', { name: 'Delivery address' });
    expect(within(address).getByText('1 Main St')).toBeTruthy();
    expect(within(address).getByText('March 21, 2026')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your Fillwell card' })).toBeNull();
    const yourOrder = screen.getByRole('region', { name: 'Your order' });
    expect(within(yourOrder).getByText('$5.00 off your order').nextSibling?.textContent).toBe(
      '−$5.00',
    );
    expect(within(yourOrder).getByText('Wallet credit').nextSibling?.textContent).toBe('−$3.00');
    expect(within(yourOrder).getByText('USPS First Class').nextSibling?.textContent).toBe('Free');
    expect(within(yourOrder).getByText('Total').nextSibling?.textContent).toBe('$12.00');
    expect(getStep('Order Delivered')).toBeTruthy();
  });

  it("asks to start the consultation, tagged 'Action required', with its link", async () => {
    const item = createOrderItem({
      rxSrcType: 'consultation',
      consultation: { price: { amountCents: 500, displayValue: '$5.00' } },
    });
    stubOrder(
      createOrder({
        items: [item],
        consultationId: 'cons_9',
        consultationFee: { amountCents: 500, displayValue: '$5.00' },
      }),
    );
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start your consultation now' }),
    ).toBeTruthy();
    expect(screen.getByText('Action required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your consultation' }).getAttribute('href')).toBe(
      '/consultation/cons_9',
    );
    const yourOrder = screen.getByRole('region', { name: 'Your order' });
    expect(within(yourOrder).getByText('Online doctor visit').nextSibling?.textContent).toBe(
      '$5.00',
    );
  });

  it('follows the visit once it is sent to the doctor: no action required any more', async () => {
    const item = createOrderItem({ rxSrcType: 'consultation' });
    stubOrder(
      createOrder({
        items: [item],
        consultationId: 'cons_9',
        consultationStatus: 'awaiting_doctor_review',
      }),
    );
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your doctor is reviewing your visit' }),
    ).toBeTruthy();
    expect(screen.queryByText('Action required')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start your consultation' })).toBeNull();
    const visit = screen.getByRole('region', { name: 'Your online doctor visit' });
    expect(visit.textContent).toContain("We'll email you as soon as the doctor decides.");
    expect(within(visit).getByRole('link', { name: 'See your visit' }).getAttribute('href')).toBe(
      '/consultation/cons_9',
    );
  });

  it("tells where the person's own doctor sends the prescription, and records the doctor", async () => {
    let order = createOrder();
    const recorded = createOrder({
      items: [
        createOrderItem({
          isSentByOwnDoctor: true,
          prescriber: {
            providerId: 100001,
            fullName: 'Julie Simpson, MD',
            city: 'St. Louis',
            state: 'MO',
          },
        }),
      ],
    });
    const calls = stubApi({
      'GET /api/v2/user': () => wireResponse(createUserResponse(TEST_ACCOUNT)),
      'GET /api/v2/user/location': () => wireResponse({ result: null }),
      'GET /api/v2/orders/ord_1': () => wireResponse({ result: order }),
      'GET /api/v2/providers': () => wireResponse({ result: [DOCTOR] }),
      'PUT /api/v2/orders/ord_1/order_item/item_1/prescriber': () => {
        order = recorded;
        return wireResponse({ result: recorded });
      },
    });
    renderApp(PATH);
    const card = await screen.findByRole('region', { name: 'Have your prescription sent' });
    expect(card.textContent).toContain('Ask your doctor to send your prescription to:');
    const pharmacy = card.querySelector('address');
    expect(pharmacy?.textContent).toContain('Walgreens #1234');
    expect(pharmacy?.textContent).toContain('100 Market St');
    expect(pharmacy?.textContent).toContain('St. Louis, MO 63103');
    expect(pharmacy?.textContent).toContain('Phone: (314) 555-0100');
    expect(pharmacy?.textContent).toContain('NPI: 1234567890');

    await userEvent.click(
      within(card).getByRole('button', { name: 'Add the doctor for Atorvastatin' }),
    );
    const search = screen.getByRole('dialog', { name: 'Who prescribed Atorvastatin?' });
    await userEvent.type(within(search).getByLabelText("Doctor's name or ZIP code"), 'simpson');
    await userEvent.click(await within(search).findByRole('button', { name: /Julie Simpson, MD/ }));

    expect(
      await within(card).findByText('Your doctor: Julie Simpson, MD, St. Louis, MO'),
    ).toBeTruthy();
    const providerSearch = calls.find((call) => call.path === '/api/v2/providers');
    expect(Object.fromEntries(providerSearch?.query ?? [])).toMatchObject({
      search: 'simpson',
      zip_code: '63103',
      state: 'MO',
    });
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ provider_id: 100001 });
    expect(
      screen.getByText(
        'Ask Julie Simpson, MD to send the prescription for Atorvastatin to Walgreens #1234.',
      ),
    ).toBeTruthy();
  });

  it('shows why recording the doctor failed, in the one error shape', async () => {
    stubApi({
      'GET /api/v2/user': () => wireResponse(createUserResponse(TEST_ACCOUNT)),
      'GET /api/v2/user/location': () => wireResponse({ result: null }),
      'GET /api/v2/orders/ord_1': () => wireResponse({ result: createOrder() }),
      'GET /api/v2/providers': () => wireResponse({ result: [DOCTOR] }),
      'PUT /api/v2/orders/ord_1/order_item/item_1/prescriber': () =>
        wireError('We could not find this doctor. Please search again.', 400, 'validation_error'),
    });
    renderApp(PATH);
    const card = await screen.findByRole('region', { name: 'Have your prescription sent' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Add the doctor for Atorvastatin' }),
    );
    const search = screen.getByRole('dialog', { name: 'Who prescribed Atorvastatin?' });
    await userEvent.type(within(search).getByLabelText("Doctor's name or ZIP code"), 'simpson');
    await userEvent.click(await within(search).findByRole('button', { name: /Julie Simpson, MD/ }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'We could not find this doctor. Please search again.',
    );
  });

  it('keeps an open doctor search when the prescription arrives meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { setOrder } = stubOrder(createOrder());
    renderApp(PATH);
    const card = await screen.findByRole('region', { name: 'Have your prescription sent' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Add the doctor for Atorvastatin' }),
    );
    setOrder(
      createOrder({
        fulfillmentStatus: 'dispensing',
        timeline: buildFulfillmentTimeline('dispensing', 'pickup'),
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS + 100));
    // The page behind the open dialog is hidden from the accessibility tree.
    expect(await screen.findByText('Walgreens #1234 has your prescription.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Who prescribed Atorvastatin?' })).toBeTruthy();
  });

  it('says the pharmacy has the prescription once it is there', async () => {
    stubOrder(
      createOrder({
        fulfillmentStatus: 'dispensing',
        timeline: buildFulfillmentTimeline('dispensing', 'pickup'),
      }),
    );
    renderApp(PATH);
    const card = await screen.findByRole('region', { name: 'Your prescription' });
    expect(card.textContent).toContain('Walgreens #1234 has your prescription.');
    expect(card.textContent).not.toContain('Ask your doctor');
    expect(
      within(card).getByRole('button', { name: 'Add the doctor for Atorvastatin' }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Have your prescription sent' })).toBeNull();
  });

  it("opens an item's alert and the how-to-transfer modal", async () => {
    const item = createOrderItem({
      transferSource: 'pharmacy',
      rxSourceName: 'CVS Pharmacy',
      alert: {
        label: { text: 'Transfer in progress' },
        modal: {
          header: 'We are transferring this prescription',
          content: ['It takes 1-3 business days.', 'We will text you.'],
        },
      },
    });
    stubOrder(createDeliveryOrder({ items: [item], fulfillmentStatus: 'transferring' }));
    renderApp(PATH);
    expect(
      await screen.findByText(
        "We're transferring your prescription from CVS Pharmacy. Transfers take 1-3 business days.",
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Transfer in progress' }));
    const alert = screen.getByRole('dialog', { name: 'We are transferring this prescription' });
    expect(within(alert).getByText('We will text you.')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'How do transfers work?' }));
    const howTo = screen.getByRole('dialog', { name: 'How prescription transfers work' });
    expect(within(howTo).getByText('Transfers take 1-3 business days.')).toBeTruthy();
    // Texts are off, as they are by default: the news comes by email.
    expect(within(howTo).getByText("We'll email you when your order is on its way.")).toBeTruthy();
    await userEvent.click(within(howTo).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the order again every 5 seconds until it is final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, setOrder } = stubOrder(createOrder());
    renderApp(PATH);
    await screen.findByRole('heading', { name: 'Purchase Complete' });
    setOrder(
      createOrder({
        fulfillmentStatus: 'dispensing',
        timeline: buildFulfillmentTimeline('dispensing', 'pickup'),
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS + 100));
    await vi.waitFor(() =>
      expect(getStep('Order Processing')?.getAttribute('aria-current')).toBe('step'),
    );
    setOrder(
      createOrder({
        fulfillmentStatus: 'picked_up',
        timeline: buildFulfillmentTimeline('picked_up', 'pickup'),
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS + 100));
    await vi.waitFor(() => expect(getStep('Picked Up')?.textContent).toContain('Completed'));
    const orderCalls = () => calls.filter((call) => call.path === '/api/v2/orders/ord_1').length;
    const afterFinal = orderCalls();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS * 3));
    expect(orderCalls()).toBe(afterFinal);
  });

  it("shows the not-found screen for an order that isn't the visitor's", async () => {
    stubOrder(() => wireError('Order not found', 404, 'not_found'));
    const { router } = renderApp(PATH);
    expect(
      await screen.findByRole('heading', { name: "Uh oh! We couldn't find this page." }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    stubOrder(() => wireError('Please sign in', 401, 'unauthorized'));
    const { router } = renderApp(PATH);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(PATH);
  });
});

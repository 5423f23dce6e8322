import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@fillwell/contracts';
import { renderApp } from '@/test/render-app';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { stubApi, wireError, wireResponse, type ApiCall } from '@/test/stub-api';
import {
  createDeliveryOrder,
  createMoney,
  createOrder,
  createOrderItem,
} from '../testing/order-fixtures';

// The page loads lazily; give it time on a busy machine.

afterEach(() => vi.unstubAllGlobals());

const TWO_ITEMS = createOrder({
  id: 'ord_2',
  createdOn: '2026-04-02T12:00:00.000Z',
  items: [
    createOrderItem({ id: 'item_a' }),
    createOrderItem({
      id: 'item_b',
      formattedName: 'Lisinopril',
      price: { basePrice: createMoney(500), priceWithCoupons: createMoney(500) },
    }),
  ],
  total: createMoney(1811),
});

const DELIVERED = createDeliveryOrder({
  id: 'ord_old',
  orderNumber: 'FW-0LD0RDER',
  createdOn: '2026-01-05T12:00:00.000Z',
  fulfillmentStatus: 'delivered',
  isCancellable: false,
  timeline: [],
});

function refund(id: string, cents: number) {
  return {
    id,
    kind: 'refund' as const,
    amount: createMoney(cents),
    createdOn: TWO_ITEMS.createdOn,
  };
}

function stubOrders(
  orders: () => Response,
  extra: Record<string, (call: ApiCall) => Response> = {},
) {
  return stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(TEST_ACCOUNT)),
    'GET /api/v2/orders': orders,
    ...extra,
  });
}

function orderRegion(name: string) {
  return screen.getByRole('region', { name: `Order placed ${name}` });
}

describe('/account/orders', () => {
  it('sends a signed-out visitor to sign in and back', async () => {
    stubApi({ 'GET /api/v2/user': () => wireResponse(createUserResponse(null)) });
    const { router } = renderApp('/account/orders');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=/account/orders');
  });

  it('lists the orders newest first with status, items, total and place', async () => {
    stubOrders(() => wireResponse({ result: [DELIVERED, TWO_ITEMS] }));
    renderApp('/account/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Orders & Cancellations' }),
    ).toBeTruthy();
    const headings = await screen.findAllByRole('heading', { level: 2, name: /^Order placed/ });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Order placed April 2, 2026',
      'Order placed January 5, 2026',
    ]);
    const recent = orderRegion('April 2, 2026');
    expect(within(recent).getByText('Retrieving prescription', { selector: 'p' })).toBeTruthy();
    expect(
      within(recent).getByText('Pickup at Walgreens #1234, 100 Market St, St. Louis'),
    ).toBeTruthy();
    expect(within(recent).getByText('Lisinopril')).toBeTruthy();
    expect(within(recent).getByText('$18.11')).toBeTruthy();
    expect(within(recent).getByRole('list', { name: 'Fulfillment status' })).toBeTruthy();
    expect(within(recent).getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(within(recent).getByRole('button', { name: 'Cancel Lisinopril' })).toBeTruthy();
    expect(recent.textContent).toContain('Order number FW-7K3M9QX2');
    const old = orderRegion('January 5, 2026');
    expect(old.textContent).toContain('Order number FW-0LD0RDER');
    expect(within(old).getByText('Delivered', { selector: 'p' })).toBeTruthy();
    expect(within(old).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your account' }).getAttribute('href')).toBe(
      '/account',
    );
  });

  it("says where each order's online visit stands, asking for action only before it starts", async () => {
    const visitItem = createOrderItem({ id: 'item_v', rxSrcType: 'consultation' });
    const notStarted = createOrder({
      id: 'ord_v1',
      createdOn: '2026-05-02T12:00:00.000Z',
      items: [visitItem],
      consultationId: 'cons_1',
      consultationStatus: 'incomplete',
    });
    const prescribed = createOrder({
      id: 'ord_v2',
      createdOn: '2026-05-01T12:00:00.000Z',
      items: [visitItem],
      consultationId: 'cons_2',
      consultationStatus: 'prescribed',
    });
    stubOrders(() => wireResponse({ result: [notStarted, prescribed] }));
    renderApp('/account/orders');
    await screen.findAllByRole('heading', { level: 2, name: /^Order placed/ });
    expect(
      within(orderRegion('May 2, 2026')).getByText('Action required: Start your consultation now'),
    ).toBeTruthy();
    const done = orderRegion('May 1, 2026');
    expect(within(done).getByText('Your doctor prescribed your medication')).toBeTruthy();
    expect(done.textContent).not.toContain('Action required');
  });

  it('shows an empty list with the way to search', async () => {
    stubOrders(() => wireResponse({ result: [] }));
    renderApp('/account/orders');
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search for a medication' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('stops loading when the list fails and tries again on request', async () => {
    let isFailing = true;
    stubOrders(() =>
      isFailing ? wireError('Something broke', 500) : wireResponse({ result: [TWO_ITEMS] }),
    );
    renderApp('/account/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('status')).toBeTruthy();
    isFailing = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order placed April 2, 2026' })).toBeTruthy();
  });

  it('cancels one item with a reason, then the order, showing the refunds', async () => {
    let current: Order = TWO_ITEMS;
    const calls = stubOrders(() => wireResponse({ result: [current] }), {
      'POST /api/v2/orders/ord_2/order_item/item_b/cancel': () => {
        const [first, second] = current.items;
        current = {
          ...current,
          items: [first!, { ...second!, status: 'cancelled' }],
          cardPaymentsRefunds: [...current.cardPaymentsRefunds, refund('ref_1', 500)],
        };
        return wireResponse({ result: current });
      },
      'PUT /api/account/medications/purchases/ord_2/cancel': () => {
        current = {
          ...current,
          orderStatus: 'cancelled',
          fulfillmentStatus: 'cancelled',
          isCancellable: false,
          cancellationReason: 'Moving abroad',
          items: current.items.map((item) => ({ ...item, status: 'cancelled' as const })),
          cardPaymentsRefunds: [...current.cardPaymentsRefunds, refund('ref_2', 1311)],
        };
        return wireResponse({ result: current });
      },
    });
    renderApp('/account/orders');
    const order = await screen.findByRole('region', { name: 'Order placed April 2, 2026' });

    await userEvent.click(within(order).getByRole('button', { name: 'Cancel Lisinopril' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel Lisinopril?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel medication' }));
    expect(within(dialog).getByText('Please tell us why you are cancelling')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Found a lower price' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel medication' }));
    expect(
      await within(order).findByText('Lisinopril was cancelled. We refunded $5.00 to your card.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(order).findByText('Refunded $5.00')).toBeTruthy();
    expect(within(order).queryByRole('button', { name: 'Cancel Atorvastatin' })).toBeNull();
    const itemCall = calls.find((call) => call.path.endsWith('/order_item/item_b/cancel'));
    expect(itemCall?.body).toEqual({ cancellation_reason: 'Found a lower price' });

    await userEvent.click(within(order).getByRole('button', { name: 'Cancel order' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Please tell us why you are cancelling')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Tell us more'), ' Moving abroad ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await within(order).findByText('Your order was cancelled. We refunded $13.11 to your card.'),
    ).toBeTruthy();
    expect(await within(order).findByText('Cancelled', { selector: 'p' })).toBeTruthy();
    expect(within(order).getByText('Reason: Moving abroad')).toBeTruthy();
    expect(within(order).getByText('Refunded $13.11')).toBeTruthy();
    expect(within(order).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    const orderCall = calls.find((call) => call.method === 'PUT');
    expect(orderCall?.body).toEqual({ cancellation_reason: 'Moving abroad' });
  });

  it("shows the server's refusal in the modal", async () => {
    stubOrders(() => wireResponse({ result: [TWO_ITEMS] }), {
      'PUT /api/account/medications/purchases/ord_2/cancel': () =>
        wireError('This order has shipped and can no longer be cancelled', 409, 'not_cancellable'),
    });
    renderApp('/account/orders');
    const order = await screen.findByRole('region', { name: 'Order placed April 2, 2026' });
    await userEvent.click(within(order).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Takes too long' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This order has shipped and can no longer be cancelled',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

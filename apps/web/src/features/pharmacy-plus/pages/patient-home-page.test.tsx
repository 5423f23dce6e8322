import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';
import { selectOrderItemPrice } from '../order-rules';
import {
  ATORVASTATIN,
  createOrder,
  createOrderItem,
  LISINOPRIL,
} from '../testing/pharmacy-plus-fixtures';
import {
  FULFILLMENT_OPTIONS,
  stubPatientApi,
  wireError,
  wireResponse,
} from '../testing/stub-pharmacy-plus-api';

afterEach(() => vi.unstubAllGlobals());

const ITEM = createOrderItem(ATORVASTATIN);
const ORDER = createOrder([ITEM]);
const EXPRESS_SELECTION = {
  id: 'express_shipping' as const,
  price: FULFILLMENT_OPTIONS.options[1]?.price ?? ORDER.total,
  displayName: 'Express shipping',
  fulfillmentType: 'delivery' as const,
  signatureOptedIn: false,
};

async function findItems() {
  return screen.findByRole('list', { name: 'Items in your order' });
}

describe('the patient’s order', () => {
  it('shows the prescriptions with refills left, last fill and auto-refill', async () => {
    stubPatientApi({ order: ORDER });
    renderApp('/order-service/account');
    expect(await screen.findByRole('heading', { level: 1, name: /^Hi Pat/ })).toBeTruthy();
    const prescriptions = await screen.findByRole('region', { name: 'Your prescriptions' });
    expect(within(prescriptions).getAllByText('3 refills left')).toHaveLength(2);
    expect(within(prescriptions).getAllByText('Last filled October 1, 2026')).toHaveLength(2);
    expect(
      within(prescriptions).getByText('Auto-refill on: next refill December 1, 2026'),
    ).toBeTruthy();
    expect(within(prescriptions).getByText('In your order')).toBeTruthy();
  });

  it('changes the total at once when a 90-day supply is chosen', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubPatientApi({
      order: ORDER,
      routes: {
        'PUT /api/reverie/api/v2/oms/orders/[^/]+/items/[^/]+/select_price/': async () => {
          await answered;
          return wireResponse({ order: selectOrderItemPrice(ORDER, ITEM.id, 'rx-a-90') });
        },
      },
    });
    renderApp('/order-service/account');
    const items = await findItems();
    expect(screen.getByTestId('order-total').textContent).toBe('$12.00');
    await userEvent.click(within(items).getByRole('radio', { name: /90-day supply/ }));
    // Before the server answers.
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('$30.00'));
    release();
  });

  it('says when an item could not be removed, and keeps it', async () => {
    stubPatientApi({
      order: ORDER,
      routes: {
        'DELETE /api/reverie/api/v2/oms/orders/[^/]+/items/[^/]+/': () => wireError('Boom', 500),
      },
    });
    renderApp('/order-service/account');
    const items = await findItems();
    await userEvent.click(within(items).getByRole('button', { name: /^Remove Atorvastatin/ }));
    expect(
      await screen.findByText('Unable to remove item from order; please try again'),
    ).toBeTruthy();
    expect(within(await findItems()).getByText(ITEM.name)).toBeTruthy();
  });

  it('names the prescription that could not be added', async () => {
    stubPatientApi({
      order: ORDER,
      routes: {
        'POST /api/reverie/api/v2/oms/orders/[^/]+/items/': () => wireError('No', 422),
      },
    });
    renderApp('/order-service/account');
    await userEvent.click(
      await screen.findByRole('button', { name: `Add ${LISINOPRIL.drugDetail.name} to order` }),
    );
    expect(
      await screen.findByText(`Cannot add item for ${LISINOPRIL.drugDetail.name}.`),
    ).toBeTruthy();
  });

  it('says when a fulfillment option could not be chosen', async () => {
    stubPatientApi({
      order: ORDER,
      routes: {
        'POST /api/reverie/api/v2/oms/orders/[^/]+/fulfillment_options/': () =>
          wireError('No', 409),
      },
    });
    renderApp('/order-service/account');
    await userEvent.click(await screen.findByRole('radio', { name: /^Express shipping/ }));
    expect(
      await screen.findByText('Unable to select this fulfillment option; please try again.'),
    ).toBeTruthy();
  });

  it('offers a signature with express shipping and sends the choice', async () => {
    const express = {
      ...ORDER,
      fulfillmentSelection: EXPRESS_SELECTION,
    };
    const calls = stubPatientApi({
      order: express,
      routes: {
        'POST /api/reverie/api/v2/oms/orders/[^/]+/fulfillment_options/': () =>
          wireResponse({ order: express }, 201),
      },
    });
    renderApp('/order-service/account');
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Ask for a signature on delivery' }),
    );
    const post = calls.find(
      (call) => call.path.endsWith('/fulfillment_options/') && call.method === 'POST',
    );
    expect(post?.body).toEqual({
      selected_fulfillment_option: 'express_shipping',
      id: ORDER.id,
      signature_opted_in: true,
    });
  });

  it('keeps a delivery choice made while a new supply was being priced', async () => {
    // The server applies the supply, then the delivery; the supply's answer arrives last.
    const withSupply = selectOrderItemPrice(ORDER, ITEM.id, 'rx-a-90');
    let serverOrder = ORDER;
    let answerSupply: () => void = () => undefined;
    const supplyAnswered = new Promise<void>((resolve) => {
      answerSupply = resolve;
    });
    const calls = stubPatientApi({
      order: ORDER,
      routes: {
        'GET /api/reverie/api/v1/patients/[^/]+/open_order/': () =>
          wireResponse({ order: serverOrder }),
        'PUT /api/reverie/api/v2/oms/orders/[^/]+/items/[^/]+/select_price/': async () => {
          serverOrder = withSupply;
          await supplyAnswered;
          return wireResponse({ order: withSupply });
        },
        'POST /api/reverie/api/v2/oms/orders/[^/]+/fulfillment_options/': () => {
          serverOrder = { ...withSupply, fulfillmentSelection: EXPRESS_SELECTION };
          return wireResponse({ order: serverOrder }, 201);
        },
      },
    });
    renderApp('/order-service/account');
    const items = await findItems();
    await userEvent.click(within(items).getByRole('radio', { name: /90-day supply/ }));
    const express = await screen.findByRole('radio', { name: /^Express shipping/ });
    await userEvent.click(express);
    await screen.findByRole('checkbox', { name: 'Ask for a signature on delivery' });
    answerSupply();
    // Once both answers are in, the order is read again.
    const orderReads = () => calls.filter((call) => call.path.endsWith('/open_order/')).length;
    await waitFor(() => expect(orderReads()).toBe(2));
    expect((express as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('$30.00'));
    expect((express as HTMLInputElement).checked).toBe(true);
  });

  it('says when the chat could not start', async () => {
    stubPatientApi({
      order: ORDER,
      routes: { 'GET /api/reverie/api/chat/identify/': () => wireError('Down', 503) },
    });
    renderApp('/order-service/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Start a chat' }));
    expect(await screen.findByText('Error occurred when starting chat session')).toBeTruthy();
  });
});

describe('referring a friend', () => {
  it('sends the invitation as the signed-in patient when this browser holds no link', async () => {
    const calls = stubPatientApi({
      order: ORDER,
      routes: {
        'POST /api/reverie/api/patient/organic_referrals/': () =>
          wireResponse({
            referral: { id: 'rf_1', email: 'sam@example.com', createdOn: '2026-11-27T12:00:00Z' },
          }),
      },
    });
    renderApp('/order-service/account');
    const form = await screen.findByRole('form', { name: 'Refer a friend' });
    await userEvent.type(within(form).getByLabelText("Your friend's email"), 'sam@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('We sent an invitation to sam@example.com.')).toBeTruthy();
    const sent = calls.find((call) => call.path.endsWith('/organic_referrals/'));
    expect(sent?.body).toEqual({ email: 'sam@example.com' });
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NimbusCartResponse, NimbusPatientResponse } from '@fillwell/contracts';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';

afterEach(() => vi.unstubAllGlobals());

const VISITOR_CART: NimbusCartResponse = {
  isSignedIn: false,
  hasAddress: false,
  hasCard: false,
  pharmacyName: null,
  items: [],
  subtotal: 0,
  shipping: 0,
  total: 0,
  nextStep: '/specialty/1',
};

const READY_CART: NimbusCartResponse = {
  isSignedIn: true,
  hasAddress: true,
  hasCard: true,
  pharmacyName: 'Riverside Community Pharmacy',
  items: [
    {
      prescriptionId: 'rx_1',
      medId: 1,
      name: 'Atorvastatin 20 mg tablet',
      quantity: 30,
      daysSupply: 30,
      amount: 1200,
    },
    {
      prescriptionId: 'rx_2',
      medId: 2,
      name: 'Lisinopril 10 mg tablet',
      quantity: 30,
      daysSupply: 30,
      amount: 345,
    },
  ],
  subtotal: 1545,
  shipping: 0,
  total: 1545,
  nextStep: '/specialty/7',
};

const PATIENT: NimbusPatientResponse = {
  firstName: 'Alex',
  pharmacyName: 'Riverside Community Pharmacy',
  status: 'available',
  nextStep: '/specialty/1',
};

describe('specialty entry pages', () => {
  it.each(['/specialty', '/redirect-patient', '/pot/initial', '/nexus/initial'])(
    'greets the patient of the link at %s and leads to signup with it',
    async (path) => {
      stubApi({
        'GET /api/v2/user': () => wireResponse(createUserResponse(null)),
        'GET /api/v2/user/account/signup/nimbus': () => wireResponse(PATIENT),
        'GET /api/v2/nimbus_cart': () => wireResponse(VISITOR_CART),
      });
      const { router } = renderApp(`${path}?exit_token=xt_a.b`);
      expect(await screen.findByRole('heading', { level: 2, name: 'Welcome, Alex' })).toBeTruthy();
      expect(
        screen.getByText(
          'Riverside Community Pharmacy works with Fillwell to deliver your prescriptions.',
        ),
      ).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() =>
        expect(router.state.location.pathname + router.state.location.search).toBe(
          '/specialty/1?exit_token=xt_a.b',
        ),
      );
      expect(await screen.findByRole('form', { name: 'Create your account' })).toBeTruthy();
    },
  );

  it("says what is wrong with a link that is expired or someone else's", async () => {
    stubApi({
      'GET /api/v2/user': () => wireResponse(createUserResponse(null)),
      'GET /api/v2/user/account/signup/nimbus': () =>
        wireError('This link has expired. Please ask your pharmacy for a new one.', 410),
    });
    renderApp('/specialty?exit_token=xt_a.b');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link has expired. Please ask your pharmacy for a new one.',
    );
  });
});

describe('specialty steps', () => {
  it('shows the review in dollars (cents ÷ 100) and places the order once', async () => {
    const calls = stubApi({
      'GET /api/v2/user': () => wireResponse(createUserResponse(TEST_ACCOUNT)),
      'GET /api/v2/nimbus_cart': () => wireResponse(READY_CART),
      'POST /api/v2/nimbus_cart/purchase': () =>
        wireResponse({
          orderId: 'ord_1',
          orderNumber: 'FW-ABCD1234',
          pharmacyId: 'rx-1',
          pharmacyNetworkId: 3,
          cartFlowId: 'ord_1',
          subtotal: 1545,
          total: 1545,
          nextStep: '/specialty/8/ord_1',
        }),
    });
    const { router } = renderApp('/specialty/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review your order' }),
    ).toBeTruthy();
    expect(screen.getByText('$12.00')).toBeTruthy();
    expect(screen.getByText('$3.45')).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getAllByText('$15.45')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/specialty/8/ord_1'));
    const purchases = calls.filter((call) => call.path === '/api/v2/nimbus_cart/purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]?.body).toEqual({});
  });

  it('sends a step ahead of the person back to their next step', async () => {
    stubApi({
      'GET /api/v2/user': () => wireResponse(createUserResponse(TEST_ACCOUNT)),
      'GET /api/v2/nimbus_cart': () =>
        wireResponse({
          ...READY_CART,
          hasAddress: false,
          hasCard: false,
          nextStep: '/specialty/4',
        }),
    });
    const { router } = renderApp('/specialty/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/specialty/4'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where should we ship your order?' }),
    ).toBeTruthy();
  });

  it('shows the purchase failure in the error shape', async () => {
    stubApi({
      'GET /api/v2/user': () => wireResponse(createUserResponse(TEST_ACCOUNT)),
      'GET /api/v2/nimbus_cart': () => wireResponse(READY_CART),
      'POST /api/v2/nimbus_cart/purchase': () => wireError('Your card was declined.', 402),
    });
    renderApp('/specialty/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
  });
});

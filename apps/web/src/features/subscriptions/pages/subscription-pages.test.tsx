import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, Subscription, SubscriptionCart } from '@fillwell/contracts';
import { CHECKOUT_MESSAGES } from '@fillwell/domain';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { stubApi, wireResponse, type ApiCall } from '@/test/stub-api';

afterEach(() => vi.unstubAllGlobals());

const FIRST_LOAD = { timeout: 5_000 };

const READY_ACCOUNT: Account = {
  ...TEST_ACCOUNT,
  dob: '1980-04-02',
  gender: 'male',
  mobileNumber: '3145550123',
  paymentCardCount: 1,
  hasShippingAddress: true,
  telemedCurrentState: 'MO',
};

const money = (amountCents: number) => ({
  amountCents,
  displayValue: amountCents ? `$${(amountCents / 100).toFixed(2)}` : 'Free',
});

const FILLED_CART: SubscriptionCart = {
  med: {
    medId: 501,
    medNameId: 50,
    medPriceId: 'p-501-10-delivery',
    quantity: 10,
    name: 'Sildenafil',
    slug: 'sildenafil',
    formattedDescription: '50 mg tablet, 10 tablets',
  },
  coupon: null,
  totalPriceWithCoupons: money(5234),
  subscriptionFee: money(2734),
  cycleCostCents: 2734,
  medicalFee: money(2500),
  shipping: { label: 'USPS First Class', price: money(0) },
};

const EMPTY_CART: SubscriptionCart = {
  med: null,
  coupon: null,
  totalPriceWithCoupons: null,
  subscriptionFee: null,
  cycleCostCents: null,
  medicalFee: null,
  shipping: { label: 'USPS First Class', price: money(0) },
};

const HEALTH_PROFILE = {
  result: {
    hasAllergies: false,
    hasOtherMedications: false,
    hasMedicalConditions: false,
    allergies: [],
    otherMedications: [],
    medicalConditions: [],
  },
};

const ELIGIBLE = {
  result: {
    medNameId: 50,
    medId: 501,
    isOffered: true,
    isEligible: true,
    condition: 'erectile-dysfunction',
    state: 'MO',
    reason: null,
  },
};

type Responder = (call: ApiCall) => Response | Promise<Response>;

function stubSubscriptionApi(
  options: {
    account?: Account | null;
    cart?: SubscriptionCart;
    routes?: Record<string, Responder>;
  } = {},
) {
  const account = options.account === undefined ? READY_ACCOUNT : options.account;
  return stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(account)),
    'GET /api/v2/subscription/cart': () => wireResponse(options.cart ?? FILLED_CART),
    'GET /api/v2/subscription/eligibility': () => wireResponse(ELIGIBLE),
    'GET /api/v2/user/patient_profile': () => wireResponse(HEALTH_PROFILE),
    'GET /api/cards': () =>
      wireResponse([
        { id: 'card_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031, default: true },
      ]),
    'GET /api/v2/user/account/address': () =>
      wireResponse({
        result: {
          id: 'addr_1',
          address1: '4400 Lindell Blvd',
          address2: null,
          city: 'Saint Louis',
          state: 'MO',
          zipCode: '63108',
          isVerified: true,
          specialInstructions: null,
          isDefault: true,
        },
      }),
    ...options.routes,
  });
}

describe('/subs/cart', () => {
  it('puts the linked medication in the cart and shows the fees', async () => {
    const calls = stubSubscriptionApi({
      routes: { 'POST /api/v2/subscription/cart': () => wireResponse(FILLED_CART) },
    });
    const { router } = renderApp('/subs/cart?med_id=501&quantity=10');
    expect(await screen.findByRole('heading', { name: 'Sildenafil' }, FIRST_LOAD)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      med_id: 501,
      quantity: 10,
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText('Monthly fee (medication and online care)')).toBeTruthy();
    expect(screen.getByText('$27.34')).toBeTruthy();
    expect(screen.getByText('One-time medical fee (non-refundable)')).toBeTruthy();
    expect(screen.getByText('$52.34')).toBeTruthy();
    expect(screen.getByText(/auto-renews; cancel through a support phone line/)).toBeTruthy();
    const next = await screen.findByRole('link', { name: 'Continue' });
    expect(next.getAttribute('href')).toBe('/checkout/subscriptions');
  });

  it('says why a person cannot subscribe, without a way on', async () => {
    stubSubscriptionApi({
      routes: {
        'GET /api/v2/subscription/eligibility': () =>
          wireResponse({
            result: {
              ...ELIGIBLE.result,
              isEligible: false,
              reason: 'Online doctor visits for Erectile Dysfunction are for men only.',
            },
          }),
      },
    });
    renderApp('/subs/cart');
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText(/for men only/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it('shows an empty cart with a link home', async () => {
    stubSubscriptionApi({ cart: EMPTY_CART });
    renderApp('/subs/cart');
    expect(
      await screen.findByText('Your subscription cart is empty.', {}, FIRST_LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'go to the homepage' }).getAttribute('href')).toBe('/');
  });
});

describe('/checkout/subscriptions', () => {
  it('sends an empty subscription cart home', async () => {
    stubSubscriptionApi({ cart: EMPTY_CART });
    const { router } = renderApp('/checkout/subscriptions/basic-info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), FIRST_LOAD);
  });

  it('starts at the first step still to do, asking for the current state', async () => {
    stubSubscriptionApi({ account: { ...READY_ACCOUNT, telemedCurrentState: null } });
    const { router } = renderApp('/checkout/subscriptions');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/checkout/subscriptions/basic-info'),
      FIRST_LOAD,
    );
    expect(await screen.findByLabelText('Current state', {}, FIRST_LOAD)).toBeTruthy();
    const progress = screen.getByRole('progressbar', { name: 'Checkout progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('33');
    expect(within(screen.getByRole('complementary')).getByText('Sildenafil')).toBeTruthy();
  });

  it('lets a visitor only sign in or sign up', async () => {
    stubSubscriptionApi({ account: null });
    const { router } = renderApp('/checkout/subscriptions/payment-info');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/checkout/subscriptions/login-or-signup'),
      FIRST_LOAD,
    );
  });
});

describe('/checkout/subscriptions/review-order', () => {
  const button = () =>
    screen.findByRole(
      'button',
      { name: 'Complete Purchase' },
      FIRST_LOAD,
    ) as Promise<HTMLButtonElement>;

  it('needs the consent, then buys the subscription and opens the confirmation', async () => {
    const calls = stubSubscriptionApi({
      routes: {
        'POST /api/v2/subscription/drug_purchase': () =>
          wireResponse({ orderId: 'ord_1', subscription: {} }),
      },
    });
    const { router } = renderApp('/checkout/subscriptions/review-order');
    const complete = await button();
    expect(screen.getByText(CHECKOUT_MESSAGES.shippingDelay)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'telehealth restrictions' }).getAttribute('href')).toBe(
      '/telemed-restrictions',
    );
    expect(complete.disabled).toBe(true);
    await userEvent.click(
      screen.getByRole('checkbox', { name: /I agree to a monthly telehealth/ }),
    );
    expect(complete.disabled).toBe(false);
    await userEvent.click(complete);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/checkout/order-confirmation/ord_1'),
    );
    const purchase = calls.find((call) => call.path === '/api/v2/subscription/drug_purchase');
    expect(purchase?.body).toEqual({
      med_id: 501,
      med_name_id: 50,
      med_price_id: 'p-501-10-delivery',
      quantity: 10,
      sanofi_consent_given: true,
      telemed_current_state: 'MO',
      card_id: 'card_1',
    });
  });

  it("shows 'Subscription already exists for the drug' with a link to Your Orders", async () => {
    stubSubscriptionApi({
      routes: {
        'POST /api/v2/subscription/drug_purchase': () =>
          wireResponse(
            {
              message: 'Subscription already exists for the drug',
              code: 'subscription_exists',
              status: 409,
              validationErrors: {},
              errorDetails: { path: '/account/orders' },
            },
            409,
          ),
      },
    });
    renderApp('/checkout/subscriptions/review-order');
    const complete = await button();
    await userEvent.click(
      screen.getByRole('checkbox', { name: /I agree to a monthly telehealth/ }),
    );
    await userEvent.click(complete);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Subscription already exists for the drug')).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'Go to Your Orders' }).getAttribute('href'),
    ).toBe('/account/orders');
  });
});

describe('the subscriptions on Your Orders & Cancellations', () => {
  const subscription: Subscription = {
    id: 'sub_1',
    planName: 'Sildenafil 50 mg Monthly Plan',
    status: 'past_due',
    createdOn: '2026-11-23',
    nextChargeOn: '2026-12-23',
    cycleCostCents: 2734,
    subscriptionFee: money(2734),
    medicalFee: money(2500),
    currentCycle: 1,
    medId: 501,
    medNameId: 50,
    slug: 'sildenafil',
    formattedDescription: '50 mg tablet, 10 tablets',
    quantity: 10,
    lastPaymentFailure: 'Your card was declined.',
  };

  it('shows each plan with its status, dates, monthly cost and what to do', async () => {
    stubSubscriptionApi({
      routes: {
        'GET /api/v2/orders': () => wireResponse({ result: [] }),
        'GET /api/v2/subscription': () => wireResponse({ result: [subscription] }),
        'GET /api/v2/subs_action_items': () =>
          wireResponse({
            result: [
              {
                kind: 'complete_visit',
                subscriptionId: 'sub_1',
                title: 'Complete your online visit',
                detail: 'Answer a few questions.',
                link: '/consultation/cons_1',
              },
            ],
          }),
      },
    });
    renderApp('/account/orders');
    const plan = await screen.findByRole('listitem', { name: subscription.planName }, FIRST_LOAD);
    expect(within(plan).getByText('Past due')).toBeTruthy();
    expect(within(plan).getByText('November 23, 2026')).toBeTruthy();
    expect(within(plan).getByText('December 23, 2026')).toBeTruthy();
    expect(within(plan).getByText('$27.34 / month')).toBeTruthy();
    expect(within(plan).getByText(/declined: Your card was declined\./)).toBeTruthy();
    expect(
      within(plan).getByRole('link', { name: 'Update your payment method' }).getAttribute('href'),
    ).toBe('/account/cards');
    expect(
      screen.getByRole('link', { name: 'Complete your online visit' }).getAttribute('href'),
    ).toBe('/consultation/cons_1');
  });
});

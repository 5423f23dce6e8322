import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, CartItem } from '@fillwell/contracts';
import { CHECKOUT_MESSAGES } from '@fillwell/domain';
import { createCart, createCartItem } from '@/features/cart/testing/cart-fixtures';
import { createMyMed } from '@/features/refills/testing/refill-fixtures';
import { renderApp } from '@/test/render-app';
import { wireResponse, type ApiCall } from '@/test/stub-api';
import { PICKUP_PHARMACY, stubCheckoutApi } from '../testing/checkout-fixtures';

afterEach(() => vi.unstubAllGlobals());

// The first render loads the checkout's lazy pages, which is slow on a busy machine.
const FIRST_LOAD = { timeout: 5_000 };

const ATORVASTATIN = createCartItem({ id: 'item_1', medId: 11, medNameId: 101 });
const SILDENAFIL = createCartItem({
  id: 'item_2',
  medId: 22,
  medNameId: 202,
  formattedName: 'Sildenafil',
  formattedDescription: '50mg tablet, 10 tablets',
});
const OXYCODONE = createCartItem({
  id: 'item_3',
  medId: 33,
  formattedName: 'Oxycodone',
  isTelemedEligible: false,
});

function withVisit(item: CartItem): CartItem {
  return { ...item, rxSrcType: 'consultation' };
}

const ELIGIBLE_IN_MO = {
  result: {
    state: 'MO',
    isEligible: true,
    items: [{ itemId: 'item_1', condition: 'cholesterol', isEligible: true, reason: null }],
  },
};
const NOT_ELIGIBLE_IN_AL = {
  result: {
    state: 'AL',
    isEligible: false,
    items: [{ itemId: 'item_1', condition: 'cholesterol', isEligible: false, reason: null }],
  },
};

/** The cart a PATCH prescriptions call leaves: each item's rxSrcType as sent. */
function applySources(cart: Cart, call: ApiCall): Cart {
  const body = call.body as {
    items: Array<{ item_id: string; rx_src_type: CartItem['rxSrcType'] }>;
  };
  const items = cart.items.map((item) => {
    const change = body.items.find((entry) => entry.item_id === item.id);
    return change ? { ...item, rxSrcType: change.rx_src_type } : item;
  });
  return { ...cart, items };
}

interface WireAnswers {
  confirmed_prescriptions: number[];
  is_buying_consultations: number[];
  visit_patient?: { state: string };
}

/** The cart a PUT checkout_answers call leaves: the answers kept, visits bought with a visit. */
function applyAnswers(cart: Cart, call: ApiCall): Cart {
  const body = call.body as WireAnswers;
  const items = cart.items.map((item): CartItem => {
    if (body.is_buying_consultations.includes(item.medNameId)) {
      return { ...item, rxSrcType: 'consultation' };
    }
    const isYes = body.confirmed_prescriptions.includes(item.medId);
    return isYes && item.rxSrcType === 'consultation' ? { ...item, rxSrcType: null } : item;
  });
  return {
    ...cart,
    items,
    confirmedPrescriptions: body.confirmed_prescriptions,
    isBuyingConsultations: body.is_buying_consultations,
  };
}

function lastAnswers(calls: ApiCall[]): WireAnswers | undefined {
  return calls.filter((call) => call.path === '/api/v2/cart/checkout_answers').at(-1)?.body as
    WireAnswers | undefined;
}

function stubVerifyRx(
  items: CartItem[],
  routes: Parameters<typeof stubCheckoutApi>[0] = {},
  kept: Partial<Cart> = {},
) {
  const api = stubCheckoutApi({
    cart: createCart(items, { pharmacy: PICKUP_PHARMACY, ...kept }),
    ...routes,
    // The first route that matches answers: the test's own come first.
    routes: {
      ...routes.routes,
      'PATCH /api/v2/cart/prescriptions': (call) => {
        api.setCart(applySources(api.getCart(), call));
        return wireResponse(api.getCart());
      },
      'GET /api/v2/telemed/eligibility/cart/.+': (call) =>
        wireResponse(call.query.get('state') === 'AL' ? NOT_ELIGIBLE_IN_AL : ELIGIBLE_IN_MO),
      'GET /api/v2/telemed/substitute/.+': () => wireResponse({ result: [] }),
      'PUT /api/v2/cart/checkout_answers': (call) => {
        api.setCart(applyAnswers(api.getCart(), call));
        return wireResponse(api.getCart());
      },
    },
  });
  return api;
}

/** The step's Continue (also while a modal hides the page from assistive technology). */
function continueButton() {
  return screen.getByRole('button', { name: 'Continue', hidden: true }) as HTMLButtonElement;
}

async function answer(name: string, value: 'Yes' | 'No') {
  const question = await screen.findByRole('group', { name: new RegExp(`^${name}`) }, FIRST_LOAD);
  await userEvent.click(within(question).getByRole('radio', { name: value }));
}

describe('/checkout/verify-rx', () => {
  it('asks about the one medication, and continues once it is answered yes', async () => {
    const { calls } = stubVerifyRx([ATORVASTATIN]);
    const { router } = renderApp('/checkout/verify-rx');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Do you have a prescription for Atorvastatin yet?' },
        FIRST_LOAD,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('43');
    expect(continueButton().disabled).toBe(true);
    await answer('Atorvastatin', 'Yes');
    expect(continueButton().disabled).toBe(false);
    await userEvent.click(continueButton());
    // Pickup flow: the pharmacy is chosen; telehealth address is not needed; all else done.
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/review-order'));
    expect(lastAnswers(calls)).toEqual({
      confirmed_prescriptions: [11],
      is_buying_consultations: [],
    });
    expect(calls.some((call) => call.path === '/api/v2/cart/prescriptions')).toBe(false);
  });

  it('books a doctor visit for a no, once the state is eligible and the visit confirmed', async () => {
    const { calls } = stubVerifyRx([ATORVASTATIN, SILDENAFIL]);
    const { router } = renderApp('/checkout/verify-rx');
    expect(
      await screen.findByRole('heading', { level: 1, name: CHECKOUT_MESSAGES.verifyRxMany }),
    ).toBeTruthy();
    await answer('Atorvastatin', 'No');
    await answer('Sildenafil', 'Yes');
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'PATCH' && call.path === '/api/v2/cart/prescriptions')
          ?.body,
      ).toEqual({ items: [{ item_id: 'item_1', rx_src_type: 'consultation' }] }),
    );
    const consent = await screen.findByRole('checkbox', { name: /Add an online doctor visit/ });
    expect(continueButton().disabled).toBe(true);
    await userEvent.click(consent);
    await userEvent.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/checkout/verify-rx'));
    expect(calls.some((call) => call.path === '/api/v2/telemed/substitute/item_1')).toBe(true);
    // Kept with the cart, with the state the visit was judged in for the account.
    expect(lastAnswers(calls)).toEqual({
      confirmed_prescriptions: [11, 22],
      is_buying_consultations: [101],
      visit_patient: { state: 'MO' },
    });
    // A doctor visit needs the telehealth address: the test account has one.
    expect(router.state.location.pathname).toBe('/checkout/review-order');
  });

  it('offers the formulations a visit can prescribe, the default chosen', async () => {
    const formulations = [
      {
        medId: 12,
        medNameId: 101,
        priceId: 'p-12-30-edlp',
        quantity: 30,
        formattedName: 'Atorvastatin',
        formattedDescription: '10mg tablet, 30 tablets',
        priceDisplayValue: '$9.99',
        price: { amountCents: 999, displayValue: '$9.99' },
        defaultFormulation: true,
      },
      {
        medId: 13,
        medNameId: 101,
        priceId: 'p-13-90-edlp',
        quantity: 90,
        formattedName: 'Atorvastatin',
        formattedDescription: '10mg tablet, 90 tablets',
        priceDisplayValue: '$19.99',
        price: { amountCents: 1999, displayValue: '$19.99' },
        defaultFormulation: false,
      },
    ];
    const api = stubVerifyRx([withVisit(ATORVASTATIN)], {
      routes: {
        'GET /api/v2/telemed/substitute/item_1': () => wireResponse({ result: formulations }),
        'PATCH /api/v2/cart/items': () => {
          const swapped = { ...withVisit(ATORVASTATIN), medId: 12, priceId: 'p-12-30-edlp' };
          api.setCart(createCart([swapped], { pharmacy: PICKUP_PHARMACY }));
          return wireResponse(api.getCart());
        },
      },
    });
    const { router } = renderApp('/checkout/verify-rx');
    await userEvent.click(
      await screen.findByRole('checkbox', { name: /Add an online doctor visit/ }),
    );
    await userEvent.click(continueButton());
    const dialog = await screen.findByRole('dialog', { name: CHECKOUT_MESSAGES.formulationTitle });
    const preselected = within(dialog).getByRole('radio', { name: /30 tablets/ });
    expect((preselected as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('$19.99')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/review-order'));
    const update = api.calls.find(
      (call) => call.method === 'PATCH' && call.path.endsWith('/items'),
    );
    expect(update?.body).toEqual({
      items: [{ item_id: 'item_1', price_id: 'p-12-30-edlp', quantity: 30 }],
    });
    expect(lastAnswers(api.calls)).toMatchObject({
      confirmed_prescriptions: [12],
      is_buying_consultations: [101],
    });
  });

  it('offers another state when the visit is not available in this one', async () => {
    stubVerifyRx([withVisit(ATORVASTATIN)]);
    renderApp('/checkout/verify-rx');
    const state = await screen.findByRole('combobox', { name: 'The state you are in' });
    expect((state as HTMLSelectElement).value).toBe('MO');
    await userEvent.selectOptions(state, 'AL');
    expect(await screen.findByText(CHECKOUT_MESSAGES.notEligibleForVisit)).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'The state you are in' }),
      'MO',
    );
    expect(
      await screen.findByRole('checkbox', { name: /Add an online doctor visit/ }),
    ).toBeTruthy();
  });

  it("stops a second medication without a prescription with 'Remove a doctor's visit'", async () => {
    const { calls, setCart, getCart } = stubVerifyRx([ATORVASTATIN, SILDENAFIL], {
      routes: {
        'DELETE /api/v2/cart/items/item_2': () => {
          setCart({ ...getCart(), items: getCart().items.filter((item) => item.id !== 'item_2') });
          return wireResponse(getCart());
        },
      },
    });
    renderApp('/checkout/verify-rx');
    await answer('Atorvastatin', 'No');
    await answer('Sildenafil', 'No');
    const dialog = await screen.findByRole('dialog', {
      name: CHECKOUT_MESSAGES.removeDoctorVisitTitle,
    });
    expect(within(dialog).getByText(CHECKOUT_MESSAGES.oneWithoutPrescription)).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    const patches = calls.filter((call) => call.path === '/api/v2/cart/prescriptions');
    expect(patches).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Sildenafil' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Do you have a prescription for Atorvastatin yet?',
      }),
    ).toBeTruthy();
  });

  it('starts from the answers the cart keeps, as after a reload or in another tab', async () => {
    stubVerifyRx(
      [ATORVASTATIN, withVisit(SILDENAFIL)],
      {},
      {
        confirmedPrescriptions: [11, 22],
        isBuyingConsultations: [202],
      },
    );
    renderApp('/checkout/verify-rx');
    const atorvastatin = await screen.findByRole('group', { name: /^Atorvastatin/ }, FIRST_LOAD);
    expect(
      (within(atorvastatin).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked,
    ).toBe(true);
    const sildenafil = screen.getByRole('group', { name: /^Sildenafil/ });
    expect(
      (within(sildenafil).getByRole('radio', { name: 'No' }) as HTMLInputElement).checked,
    ).toBe(true);
    // The visit chosen before is still confirmed: nothing is asked again.
    const consent = await screen.findByRole('checkbox', { name: /Add an online doctor visit/ });
    expect((consent as HTMLInputElement).checked).toBe(true);
    expect(continueButton().disabled).toBe(false);
  });

  it('keeps a yes with the cart as soon as it is given', async () => {
    const { calls } = stubVerifyRx([ATORVASTATIN, SILDENAFIL]);
    renderApp('/checkout/verify-rx');
    await answer('Sildenafil', 'Yes');
    await waitFor(() =>
      expect(lastAnswers(calls)).toEqual({
        confirmed_prescriptions: [22],
        is_buying_consultations: [],
      }),
    );
    await answer('Sildenafil', 'No');
    await waitFor(() =>
      expect(lastAnswers(calls)).toEqual({
        confirmed_prescriptions: [],
        is_buying_consultations: [],
      }),
    );
  });

  it('requires a prescription for a medication no visit can prescribe', async () => {
    stubVerifyRx([OXYCODONE]);
    renderApp('/checkout/verify-rx');
    await answer('Oxycodone', 'No');
    expect(screen.getByText(/A prescription is required for Oxycodone/)).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    expect(screen.queryByRole('region', { name: 'Online doctor visit' })).toBeNull();
  });
});

describe('/checkout/verify-rx variants', () => {
  it("checks eligibility for a cold-sores visit, with the visit's restrictions at hand", async () => {
    stubVerifyRx([withVisit(ATORVASTATIN)], {
      routes: {
        // Its own pattern: a key equal to the default one would be overwritten by it.
        'GET /api/v2/telemed/eligibility/cart/[^/]+': () =>
          wireResponse({
            result: {
              state: 'MO',
              isEligible: true,
              items: [
                { itemId: 'item_1', condition: 'cold-sores', isEligible: true, reason: null },
              ],
            },
          }),
      },
    });
    renderApp('/checkout/verify-rx');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Check eligibility for online doctor visit' },
        FIRST_LOAD,
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Telemedicine restrictions apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Telemedicine restrictions' });
    expect(
      within(dialog).getByRole('link', { name: /all telemedicine restrictions/ }),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /all telemedicine restrictions/ })
        .getAttribute('href'),
    ).toBe('/telemed-restrictions');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("titles the step 'Your Prescriptions' when each item refills the account's own", async () => {
    stubVerifyRx([ATORVASTATIN], {
      routes: {
        'GET /api/v2/user/my_meds': () =>
          wireResponse({
            meds: [
              createMyMed({
                medNameId: ATORVASTATIN.medNameId,
                prescription: { lastFilled: '2026-10-01', expirationDate: null },
              }),
            ],
          }),
      },
    });
    renderApp('/checkout/verify-rx');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Prescriptions' }, FIRST_LOAD),
    ).toBeTruthy();
  });

  it('keeps the usual question when a medication is new to the account', async () => {
    stubVerifyRx([ATORVASTATIN, SILDENAFIL], {
      routes: {
        'GET /api/v2/user/my_meds': () =>
          wireResponse({
            meds: [
              createMyMed({
                medNameId: ATORVASTATIN.medNameId,
                prescription: { lastFilled: '2026-10-01', expirationDate: null },
              }),
            ],
          }),
      },
    });
    renderApp('/checkout/verify-rx');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: CHECKOUT_MESSAGES.verifyRxMany },
        FIRST_LOAD,
      ),
    ).toBeTruthy();
  });
});

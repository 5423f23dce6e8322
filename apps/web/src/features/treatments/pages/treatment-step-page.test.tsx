import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TreatmentStep } from '@fillwell/contracts';
import { createCart, createCartItem } from '@/features/cart/testing/cart-fixtures';
import { createPrice } from '@/features/drugs/testing/drug-fixtures';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { stubApi, wireResponse } from '@/test/stub-api';

afterEach(() => vi.unstubAllGlobals());

const FIRST_LOAD = { timeout: 5_000 };
const STEPS = '/api/v2/telemed/erectile-dysfunction/meds/sildenafil/steps';

const BASE = {
  title: '',
  totalSteps: 4,
  progressPercent: 75,
  previousStep: 1,
  nextStep: 3,
  condition: { slug: 'erectile-dysfunction', name: 'Erectile Dysfunction' },
  med: {
    slug: 'sildenafil',
    medNameId: 202,
    name: 'Sildenafil',
    genericName: 'sildenafil',
    isBrand: false,
    commonUses: 'Erectile dysfunction',
    isSubscriptionEligible: false,
    lowestPrice: { amountCents: 1000, displayValue: '$10.00' },
    fromPrice: 'from $10.00',
  },
  selection: {
    medId: 22,
    displayForm: 'tablet',
    displayDosage: '50mg',
    quantity: 10,
    displayQuantity: '10 tablets',
    price: createPrice('delivery', 1000, 10),
  },
};

const ELIGIBILITY_STEP: TreatmentStep = {
  ...BASE,
  key: 'eligibility',
  index: 2,
  title: 'Check your eligibility',
  requirements: {
    consultationType: 'async',
    minAge: 18,
    maxAge: 99,
    ageText: '18 and over',
    maleEligible: true,
    femaleEligible: false,
    sexText: 'Men only',
    eligibleStates: ['MO'],
    excludedStateNames: [],
  },
  // What the account holds: the step starts from it.
  known: { state: 'MO', dob: '1975-04-12', gender: 'male' },
};

const PURCHASE_STEP: TreatmentStep = {
  ...BASE,
  key: 'purchase',
  index: 3,
  title: 'Choose how to get it',
  previousStep: 2,
  nextStep: null,
  progressPercent: 100,
  options: [
    {
      sourceType: 'cart',
      title: 'Add to cart with an online doctor visit',
      detail: 'A doctor reviews your request',
      isSelected: true,
      lines: [],
      totalLabel: 'Total',
      total: { amountCents: 1500, displayValue: '$15.00' },
      nextPath: '/cart',
    },
  ],
};

const SILDENAFIL = createCartItem({ id: 'item_2', medId: 22, medNameId: 202 });

function stubTreatment() {
  return stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(TEST_ACCOUNT)),
    [`GET ${STEPS}/2`]: () => wireResponse({ result: ELIGIBILITY_STEP }),
    [`GET ${STEPS}/3`]: () => wireResponse({ result: PURCHASE_STEP }),
    'POST /api/v2/telemed/eligibility': () =>
      wireResponse({
        result: {
          isEligible: true,
          reasons: [],
          state: 'MO',
          conditions: ['erectile-dysfunction'],
        },
      }),
    'POST /api/v2/cart/items': () => wireResponse(createCart([SILDENAFIL])),
    'PUT /api/v2/cart/checkout_answers': () =>
      wireResponse(
        createCart([{ ...SILDENAFIL, rxSrcType: 'consultation' }], {
          confirmedPrescriptions: [22],
          isBuyingConsultations: [202],
        }),
      ),
    'GET /api/v2/cart': () => wireResponse(createCart([SILDENAFIL])),
  });
}

describe('the treatment flow', () => {
  it('carries answers the account already holds on to the purchase, and into checkout', async () => {
    const calls = stubTreatment();
    const { router } = renderApp('/treatments/erectile-dysfunction/sildenafil/2');
    expect(await screen.findByText(/Good news/, {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // The purchase step stays: the known answers still count there.
    const add = await screen.findByRole('button', { name: 'Add to cart with doctor visit' });
    expect(router.state.location.pathname).toBe('/treatments/erectile-dysfunction/sildenafil/3');
    await userEvent.click(add);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    const kept = calls.find((call) => call.path === '/api/v2/cart/checkout_answers');
    expect(kept?.body).toEqual({
      confirmed_prescriptions: [22],
      is_buying_consultations: [202],
      visit_patient: { state: 'MO', dob: '1975-04-12', gender: 'male' },
    });
    expect(calls.some((call) => call.path === '/api/v2/cart/prescriptions')).toBe(false);
  });
});

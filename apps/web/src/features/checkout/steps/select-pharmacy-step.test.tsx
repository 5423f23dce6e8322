import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPharmacyResults } from '@/features/pharmacies/testing/pharmacy-fixtures';
import { renderApp } from '@/test/render-app';
import { wireResponse } from '@/test/stub-api';
import {
  confirmPrescriptions,
  createPickupCart,
  stubCheckoutApi,
} from '../testing/checkout-fixtures';
import { CHECKOUT_PHARMACIES_SHOWN_FIRST } from './select-pharmacy-step';

afterEach(() => vi.unstubAllGlobals());

const FIRST_LOAD = { timeout: 5_000 };
const ST_LOUIS = { zipCode: '63103', city: 'Saint Louis', stateCode: 'MO', lat: 38.63, lng: -90.2 };

describe('/checkout/select-pharmacy', () => {
  it('shows three pharmacies, then all of them after See More Pharmacies', async () => {
    stubCheckoutApi({
      cart: confirmPrescriptions(createPickupCart({ pharmacy: null })),
      routes: {
        'GET /api/v2/user/location': () => wireResponse({ result: ST_LOUIS }),
        'GET /api/v2/pharmacies': () =>
          wireResponse({ results: createPharmacyResults(12), zipCode: '63103' }),
      },
    });
    renderApp('/checkout/select-pharmacy');
    const list = await screen.findByRole('group', { name: 'Pharmacies near 63103' }, FIRST_LOAD);
    expect(CHECKOUT_PHARMACIES_SHOWN_FIRST).toBe(3);
    expect(within(list).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'See More Pharmacies' }));
    expect(within(list).getAllByRole('radio')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'See More Pharmacies' })).toBeNull();
  });

  it('offers no more when three or fewer are found', async () => {
    stubCheckoutApi({
      cart: confirmPrescriptions(createPickupCart({ pharmacy: null })),
      routes: {
        'GET /api/v2/user/location': () => wireResponse({ result: ST_LOUIS }),
        'GET /api/v2/pharmacies': () =>
          wireResponse({ results: createPharmacyResults(3), zipCode: '63103' }),
      },
    });
    renderApp('/checkout/select-pharmacy');
    const list = await screen.findByRole('group', { name: 'Pharmacies near 63103' }, FIRST_LOAD);
    expect(within(list).getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'See More Pharmacies' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DrugDetail } from '@fillwell/contracts';
import type { PriceCategory } from '@fillwell/domain';
import { createCart } from '@/features/cart/testing/cart-fixtures';
import { createPharmacyResults } from '@/features/pharmacies/testing/pharmacy-fixtures';
import { renderApp } from '@/test/render-app';
import { stubApi, wireError, wireResponse, type ApiCall } from '@/test/stub-api';
import { createDrugDetail, createQuantity } from '../testing/drug-fixtures';

const DRUG_INFO = {
  slug: 'atorvastatin',
  name: 'Atorvastatin',
  genericName: 'atorvastatin',
  isBrand: false,
  drugClass: 'Statin (HMG-CoA reductase inhibitor)',
  commonUses: 'High cholesterol',
  category: 'Cardiovascular',
  forms: ['Tablet'],
  deaSchedule: null,
  isOpioid: false,
};

const LIPITOR = createDrugDetail({
  slug: 'lipitor',
  name: 'Lipitor',
  isBrand: true,
  generic: { slug: 'atorvastatin', name: 'Atorvastatin', isBrand: false },
  brands: [],
});

const LOCATION = { zipCode: '63103', city: 'Saint Louis', stateCode: 'MO', lat: 38.63, lng: -90.2 };

function stubDrugApi(
  detail: DrugDetail | null = createDrugDetail(),
  drugInfoStatus = 200,
  location: typeof LOCATION | null = null,
) {
  return stubApi({
    'GET /api/v2/user/drugs/detail/[^/]+': (call) =>
      detail && call.path.endsWith(`/${detail.slug}`)
        ? wireResponse({ result: detail })
        : wireError('Medication not found', 404, 'not_found'),
    '(GET|PUT) /api/v2/user/drugs/detail/[^/]+/dosage/\\d+/quantity/[^/]+': (call) => {
      const quantity = Number(call.path.split('/').at(-1));
      if (quantity === 0) {
        return wireError(
          'Quantity must be a whole number from 1 to 100000',
          400,
          'validation_error',
        );
      }
      return wireResponse({ result: { ...createQuantity(quantity), isCustomQuantity: true } });
    },
    'GET /api/cms/drug_info/[^/]+': () =>
      drugInfoStatus === 200
        ? wireResponse({ result: DRUG_INFO })
        : wireError('Down', drugInfoStatus),
    'GET /api/v2/user/location': () => wireResponse({ result: location }),
    'GET /api/v2/pharmacies': (call) => {
      const category = call.query.get('price_category');
      const [first, second] = createPharmacyResults(2);
      if (!first?.price || !second) throw new Error('fixtures');
      const price = category
        ? { ...first.price, category: category as PriceCategory }
        : first.price;
      return wireResponse({
        results: [
          { ...first, price },
          { ...second, price: null },
        ],
        zipCode: '63103',
      });
    },
    'POST /api/v2/cart/items': () => wireResponse(createCart()),
  });
}

function pharmacyCalls(calls: ApiCall[]): ApiCall[] {
  return calls.filter((call) => call.path === '/api/v2/pharmacies');
}

function quantityCalls(calls: ApiCall[], method: string): ApiCall[] {
  return calls.filter((call) => call.method === method && call.path.includes('/quantity/'));
}

function selectedOption(label: string): string {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  return select.options[select.selectedIndex]?.text ?? '';
}

// The page loads lazily; give it time on a busy machine.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('drug page', () => {
  it('names the drug and its brand, shows the four price types and the facts', async () => {
    const calls = stubDrugApi();
    const { store } = renderApp('/atorvastatin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Atorvastatin' })).toBeTruthy();
    expect(screen.getByText('Generic for Lipitor')).toBeTruthy();
    const prices = screen.getByRole('group', { name: 'Prices for 10 mg, 30 tablets' });
    for (const label of ['Retail price', 'Smart Deal', 'Home delivery', 'Discount card']) {
      expect(within(prices).getByRole('radio', { name: new RegExp(`^${label} \\$`) })).toBeTruthy();
    }
    expect(await screen.findByText('Statin (HMG-CoA reductase inhibitor)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lipitor' }).getAttribute('href')).toBe('/lipitor');
    await waitFor(() =>
      expect(document.title).toBe('Atorvastatin (Lipitor) prices and coupons — Fillwell'),
    );
    expect(store.getState().search.recentlyViewed[0]).toEqual({
      slug: 'atorvastatin',
      formattedName: 'Atorvastatin',
      formattedAlternateName: 'Lipitor',
    });
    expect(quantityCalls(calls, 'PUT')).toHaveLength(0);
  });

  it("opens at the drug's default dosage and quantity", async () => {
    stubDrugApi(createDrugDetail({ defaultMedId: 25 }));
    renderApp('/atorvastatin');
    expect(await screen.findByRole('group', { name: 'Prices for 25 mg, 20 tablets' })).toBeTruthy();
    expect(selectedOption('Strength')).toBe('25 mg');
    expect(selectedOption('Quantity')).toBe('20 tablets');
  });

  it('keeps the quantity across strengths when offered, else uses the default', async () => {
    const calls = stubDrugApi();
    const { router } = renderApp('/atorvastatin');
    await userEvent.selectOptions(await screen.findByLabelText('Quantity'), '90');
    await userEvent.selectOptions(screen.getByLabelText('Strength'), '20');
    expect(screen.getByRole('group', { name: 'Prices for 20 mg, 90 tablets' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Strength'), '25');
    expect(screen.getByRole('group', { name: 'Prices for 25 mg, 20 tablets' })).toBeTruthy();
    expect(router.state.location.search).toBe('?dosage=25&quantity=20');
    const saves = quantityCalls(calls, 'PUT');
    expect(saves.map((call) => call.path.split('/dosage/')[1])).toEqual([
      '10/quantity/90',
      '20/quantity/90',
      '25/quantity/20',
    ]);
    expect(saves[0]?.body).toEqual({ price_category: 'delivery', pinned: false });
  });

  it('records the chosen price type and explains how that price is made', async () => {
    const calls = stubDrugApi();
    renderApp('/atorvastatin');
    await userEvent.click(await screen.findByRole('radio', { name: /^Smart Deal / }));
    await waitFor(() => expect(quantityCalls(calls, 'PUT')).toHaveLength(1));
    expect(quantityCalls(calls, 'PUT')[0]?.body).toEqual({
      price_category: 'local',
      pinned: false,
    });
    await userEvent.click(screen.getByText('How this price is made'));
    const breakdown = screen.getByTestId('price-breakdown');
    expect(breakdown.textContent).toContain('Medication cost');
    expect(breakdown.textContent).toContain('Dispensing fee');
    const parts = [...breakdown.querySelectorAll('[data-part-cents]')].map((part) =>
      Number(part.getAttribute('data-part-cents')),
    );
    const total = Number(
      breakdown.querySelector('[data-total-cents]')?.getAttribute('data-total-cents'),
    );
    expect(parts.reduce((sum, cents) => sum + cents, 0)).toBe(total);
    expect(breakdown.textContent).toContain('$12.30');
  });

  it('prices the pharmacies in the chosen type and adds that price at the chosen pharmacy', async () => {
    const calls = stubDrugApi(createDrugDetail(), 200, LOCATION);
    renderApp('/atorvastatin');
    await screen.findByRole('radio', { name: 'Corner Pharmacy #1 $8.01' });
    // The page opens at the lowest price type, home delivery here: the mail-order pharmacy.
    expect(pharmacyCalls(calls).at(-1)?.query.get('price_category')).toBe('delivery');
    expect(pharmacyCalls(calls).at(-1)?.query.get('network_ids')).toBe('3');
    await userEvent.click(await screen.findByRole('radio', { name: /^Smart Deal / }));
    await screen.findByRole('heading', { name: 'Smart Deal prices at pharmacies near you' });
    await waitFor(() =>
      expect(pharmacyCalls(calls).at(-1)?.query.get('price_category')).toBe('local'),
    );
    const unavailable = await screen.findByRole('radio', {
      name: 'Corner Pharmacy #2 Smart Deal not available here',
    });
    expect((unavailable as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Corner Pharmacy #1 $8.01' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart at this pharmacy' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/v2/cart/items')).toBe(true),
    );
    const added = calls.find((call) => call.path === '/api/v2/cart/items');
    expect(added?.body).toMatchObject({
      items: [{ price_id: expect.stringMatching(/^p-local-/) }],
      pharmacy_id: 'rx-1000000001',
    });
  });

  it('leads a discount-card price to the card, not to another price', async () => {
    const calls = stubDrugApi(createDrugDetail(), 200, LOCATION);
    renderApp('/atorvastatin');
    await userEvent.click(await screen.findByRole('radio', { name: /^Discount card / }));
    await userEvent.click(await screen.findByRole('radio', { name: /^Corner Pharmacy #1 / }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Get the free Fillwell discount card' }),
    );
    expect(calls.some((call) => call.path === '/api/v2/cart/items')).toBe(false);
  });

  it('opens at a dosage and quantity given in the link', async () => {
    const calls = stubDrugApi();
    renderApp('/atorvastatin?dosage=20&quantity=90');
    expect(await screen.findByRole('group', { name: 'Prices for 20 mg, 90 tablets' })).toBeTruthy();
    expect(quantityCalls(calls, 'GET')).toHaveLength(0);
  });

  it('looks up a typed quantity after a pause and ignores impossible entries', async () => {
    const calls = stubDrugApi();
    renderApp('/atorvastatin');
    const field = await screen.findByLabelText('Other quantity');
    // Each impossible entry arrives whole, as pasted: typed key by key on a busy machine, its
    // first digits could each outlast the pause and be looked up on their own.
    await userEvent.click(field);
    await userEvent.paste('100001');
    await userEvent.clear(field);
    await userEvent.paste('abc');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(quantityCalls(calls, 'GET')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '45');
    expect(await screen.findByRole('group', { name: 'Prices for 10 mg, 45 tablets' })).toBeTruthy();
    expect(selectedOption('Quantity')).toBe('45 tablets (custom)');
    expect(quantityCalls(calls, 'GET').map((call) => call.path.split('/').at(-1))).toEqual(['45']);
  });

  it("shows the server's message for a rejected quantity", async () => {
    stubDrugApi();
    renderApp('/atorvastatin');
    await userEvent.type(await screen.findByLabelText('Other quantity'), '0');
    expect(
      await screen.findByText('Quantity must be a whole number from 1 to 100000'),
    ).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Prices for 10 mg, 30 tablets' })).toBeTruthy();
  });

  it('offers the generic and the saving on a brand page', async () => {
    const detail = structuredClone(LIPITOR);
    const first = detail.forms[0]?.dosages[0]?.quantities[0];
    if (!first) throw new Error('fixture lacks a quantity');
    first.genericComparison = {
      slug: 'atorvastatin',
      name: 'Atorvastatin',
      lowestPriceCents: 524,
      displayValue: '$5.24',
      savingCents: 38868,
      savingDisplayValue: '$388.68',
    };
    stubDrugApi(detail);
    renderApp('/lipitor');
    expect(await screen.findByText('Brand of atorvastatin')).toBeTruthy();
    const offer = screen.getByRole('region', { name: 'Save with the generic' });
    expect(offer.textContent).toContain('$5.24');
    expect(offer.textContent).toContain('$388.68');
    expect(within(offer).getByRole('link', { name: 'Atorvastatin' }).getAttribute('href')).toBe(
      '/atorvastatin',
    );
  });

  it('ignores a drug facts failure', async () => {
    stubDrugApi(createDrugDetail(), 500);
    renderApp('/atorvastatin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Atorvastatin' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'About Atorvastatin' })).toBeNull(),
    );
    expect(screen.queryByText('Uh oh! Something went wrong.')).toBeNull();
  });

  it('shows the not-found screen for an unknown drug, also on info sub-paths', async () => {
    stubDrugApi(null);
    renderApp('/no-such-drug/side-effects');
    expect(
      await screen.findByRole('heading', { name: "Uh oh! We couldn't find this page." }),
    ).toBeTruthy();
  });

  it('sends a signed-out visitor to /login on a 401', async () => {
    stubApi({ 'GET /api/v2/user/drugs/detail/atorvastatin': () => wireError('Sign in', 401) });
    const { router } = renderApp('/atorvastatin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the error screen for other failures', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'GET /api/v2/user/drugs/detail/atorvastatin': () => wireError('Boom', 500) });
    renderApp('/atorvastatin');
    expect(
      await screen.findByRole('heading', { name: 'Uh oh! Something went wrong.' }),
    ).toBeTruthy();
    consoleError.mockRestore();
  });
});

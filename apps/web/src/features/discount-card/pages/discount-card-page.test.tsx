import { screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { Account, MyMed } from '@fillwell/contracts';
import { TEXAS_DISCOUNT_BANNER } from '@fillwell/domain';
import { createAppStore } from '@/app/store';
import { accountApi } from '@/features/account';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { stubApi, wireError, wireResponse, type ApiCall } from '@/test/stub-api';
import { cardReceived } from '../fillwell-card-slice';
import {
  CARD_PHARMACY,
  createCard,
  createCardResponse,
  createSavings,
} from '../testing/card-fixtures';

const MEMBER: Account = { ...TEST_ACCOUNT, isMagicVerified: true };

type Routes = Record<string, (call: ApiCall) => Response>;

function stubMember(routes: Routes, account: Account = MEMBER) {
  return stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(account)),
    'GET /api/v2/user/location': () => wireResponse({ result: null }),
    'GET /api/v2/user/account/magic_card/savings': () => wireResponse(createSavings()),
    ...routes,
  });
}

const CARD_WITH_EVERYTHING = createCardResponse({
  magicPharmacy: CARD_PHARMACY,
  magicCoupon: {
    name: 'QUICKSAVE10',
    firstName: null,
    discount: { amountCents: 1000, displayValue: '$10.00' },
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/account/discount-card', () => {
  it('shows the card, its pharmacy with Change, the offer, and this year’s savings', async () => {
    stubMember({
      'GET /api/v2/user/account/magic_card': () => wireResponse(CARD_WITH_EVERYTHING),
      'GET /api/v2/user/account/magic_card/savings': () =>
        wireResponse(
          createSavings({
            savedThisYear: { amountCents: 1234, displayValue: '$12.34' },
            claimCount: 1,
            claims: [
              {
                claimId: 'clm_1',
                filledOn: '2026-03-04',
                medId: 2002,
                drugName: 'Atorvastatin 20 mg tablet',
                quantity: 30,
                pharmacyName: 'Lindell Pharmacy',
                paid: { amountCents: 466, displayValue: '$4.66' },
                retail: { amountCents: 1700, displayValue: '$17.00' },
                saved: { amountCents: 1234, displayValue: '$12.34' },
              },
            ],
          }),
        ),
    });
    const { store } = renderApp('/account/discount-card');
    const card = await screen.findByRole('region', { name: 'Fillwell Discount Card' });
    expect(within(card).getByText('FW12 3456 7890 128')).toBeTruthy();
    expect(within(card).getByText('Pat Lee')).toBeTruthy();
    expect(within(card).getByText('(855) 345-5936')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Lindell Pharmacy', { selector: 'span.block' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change card pharmacy' }).getAttribute('href')).toBe(
      '/edit-magic-pharmacy',
    );
    expect(screen.getByText('QUICKSAVE10: $10.00 off')).toBeTruthy();
    expect(await screen.findByText('You saved $12.34 this year')).toBeTruthy();
    const fills = screen.getByRole('list', { name: 'Fills on your card in 2026' });
    expect(within(fills).getByText('Atorvastatin 20 mg tablet, 30')).toBeTruthy();
    expect(within(fills).getByText('Paid $4.66')).toBeTruthy();
    expect(within(fills).getByText('Saved $12.34')).toBeTruthy();
    expect(store.getState().fillwellCard.card?.cardholderId).toBe('FW1234567890128');
    expect(screen.queryByText(TEXAS_DISCOUNT_BANNER)).toBeNull();
  });

  it('says there is no card yet and leads to /quicksave', async () => {
    stubMember({
      'GET /api/v2/user/account/magic_card': () =>
        wireError('You do not have a Fillwell discount card yet.', 404, 'no_card'),
    });
    renderApp('/account/discount-card');
    expect(await screen.findByText('You do not have a Fillwell discount card yet.')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Get your free Fillwell discount card' })
        .getAttribute('href'),
    ).toBe('/quicksave');
  });

  it('shows the card saved on this device when it cannot be loaded', async () => {
    stubMember({
      'GET /api/v2/user/account/magic_card': () => wireError('Server down', 503),
    });
    const { store } = createAppStore({ storage: null });
    // The account summary keeps a member's stored card; it arrives before the card call fails.
    await store.dispatch(accountApi.endpoints.getUser.initiate());
    store.dispatch(cardReceived(createCard()));
    renderApp('/account/discount-card', { store });
    expect(await screen.findByText(/Shown as saved on this device/)).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Fillwell Discount Card' });
    expect(within(card).getByText('FW12 3456 7890 128')).toBeTruthy();
  });

  it('shows the Texas banner to a member located in Texas', async () => {
    stubMember(
      { 'GET /api/v2/user/account/magic_card': () => wireResponse(createCardResponse()) },
      {
        ...MEMBER,
        userLocation: { city: 'Houston', stateCode: 'TX', zipCode: '77002', healthSystems: [] },
      },
    );
    renderApp('/account/discount-card');
    expect(await screen.findByText(TEXAS_DISCOUNT_BANNER)).toBeTruthy();
  });

  it('prints, and saves the card as a PNG drawn on a canvas', async () => {
    stubMember({
      'GET /api/v2/user/account/magic_card': () => wireResponse(createCardResponse()),
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const drawn: string[] = [];
    const context = {
      beginPath: vi.fn(),
      roundRect: vi.fn(),
      fill: vi.fn(),
      fillText: (text: string) => drawn.push(text),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob(['png'], { type: 'image/png' })),
    );
    const urls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    URL.createObjectURL = () => 'blob:card';
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      Object.assign(URL, urls);
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const user = userEvent.setup();
    renderApp('/account/discount-card');
    await user.click(await screen.findByRole('button', { name: 'Print card' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Save card image' }));
    await waitFor(() => expect(downloads).toEqual(['fillwell-discount-card.png blob:card']));
    expect(drawn).toContain('FW12 3456 7890 128');
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:card'));
  });
});

describe('/edit-magic-pharmacy', () => {
  it("lists the card network's pharmacies near the ZIP and sets the chosen one", async () => {
    const calls = stubMember({
      'GET /api/v2/user/account/magic_card': () => wireResponse(CARD_WITH_EVERYTHING),
      'GET /api/v2/pharmacies': () =>
        wireResponse({ results: [{ ...CARD_PHARMACY, price: null }], zipCode: '63108' }),
      'GET /api/v2/user/location/search': () =>
        wireResponse({
          result: { zipCode: '63108', city: 'Saint Louis', stateCode: 'MO', lat: 38.6, lng: -90.2 },
        }),
      'POST /api/v2/user/account/magic_card/access_by_pharmacy': () =>
        wireResponse(CARD_WITH_EVERYTHING),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/edit-magic-pharmacy');
    await user.type(await screen.findByLabelText('ZIP code'), '63108');
    const list = await screen.findByRole('group', { name: 'Pharmacies near 63108' });
    const search = calls.find((call) => call.path === '/api/v2/pharmacies');
    expect(search?.query.get('network_ids')).toBe('4');
    await user.click(within(list).getByRole('radio', { name: /Lindell Pharmacy/ }));
    await user.click(screen.getByRole('button', { name: 'Use this pharmacy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/discount-card'));
    const chosen = calls.find((call) => call.path.endsWith('/access_by_pharmacy'));
    expect(chosen?.body).toEqual({ pharmacy_id: 'ph_1' });
  });
});

function createMyMed(overrides: Partial<MyMed> = {}): MyMed {
  return {
    medId: 2002,
    medNameId: 200,
    slug: 'atorvastatin',
    name: 'Atorvastatin',
    description: '20 mg tablet, 30 tablets',
    quantity: 30,
    priceCategory: 'magic',
    pinned: true,
    drug: { price: { magic: { rawValue: 466, displayValue: '$4.66' }, delivery: null } },
    prescription: null,
    orderId: null,
    orderItemId: null,
    orderStatus: null,
    medStatus: { status: null },
    deliveryInfo: null,
    dispenseAsWritten: false,
    pharmaPartner: null,
    ...overrides,
  } as MyMed;
}

describe('/quicksave/prescriptions', () => {
  it("lists the person's medications at the quick save price", async () => {
    stubMember({
      'GET /api/v2/user/my_meds': () =>
        wireResponse({
          meds: [
            createMyMed(),
            createMyMed({
              medId: 3003,
              slug: 'lisinopril',
              name: 'Lisinopril',
              drug: { price: { magic: null, delivery: null } },
            }),
          ],
        }),
    });
    const { store } = renderApp('/quicksave/prescriptions');
    void store.dispatch(accountApi.endpoints.getUser.initiate());
    const list = await screen.findByRole('list', { name: 'Your medications' });
    const first = within(list).getAllByRole('listitem')[0];
    expect(first?.textContent).toContain('Quick save price');
    expect(first?.textContent).toContain('$4.66');
    expect(within(list).getByRole('link', { name: 'Atorvastatin' }).getAttribute('href')).toBe(
      '/atorvastatin',
    );
    expect(within(list).getByText('Not available with the card')).toBeTruthy();
  });

  it('offers a search when there are no medications', async () => {
    stubMember({ 'GET /api/v2/user/my_meds': () => wireResponse({ meds: [] }) });
    const { store } = renderApp('/quicksave/prescriptions');
    void store.dispatch(accountApi.endpoints.getUser.initiate());
    expect(await screen.findByText('You have no saved medications yet.')).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Find a medication price' })).toBeTruthy();
  });

  it('asks a visitor to verify their phone first, and comes back', async () => {
    stubApi({ 'GET /api/v2/user': () => wireResponse(createUserResponse(null)) });
    const { router, store } = renderApp('/quicksave/prescriptions');
    void store.dispatch(accountApi.endpoints.getUser.initiate());
    await waitFor(() => expect(router.state.location.pathname).toBe('/quicksave/verify'));
    expect(router.state.location.search).toBe('?next=%2Fquicksave%2Fprescriptions');
  });
});

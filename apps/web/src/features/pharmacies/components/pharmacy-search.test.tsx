import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { Location } from '@fillwell/contracts';
import { configureStore, type Store } from '@reduxjs/toolkit';
import { createAppStore } from '@/app/store';
import { api } from '@/lib/api';
import { locationSlice, selectLocationState } from '@/features/location';
import { createPharmacyResults } from '../testing/pharmacy-fixtures';
import { stubApi, wireError, wireResponse, type ApiCall } from '@/test/stub-api';
import { PharmacySearch, type PharmacySearchProps } from './pharmacy-search';

const ST_LOUIS: Location = {
  zipCode: '63103',
  city: 'Saint Louis',
  stateCode: 'MO',
  lat: 38.63,
  lng: -90.2,
};

interface ApiOptions {
  location?: Location | null;
  pharmacyCount?: number;
}

function stubPharmacyApi({ location = null, pharmacyCount = 12 }: ApiOptions = {}) {
  return stubApi({
    'GET /api/v2/user/location': () => wireResponse({ result: location }),
    'GET /api/v2/user/location/infer': () => wireResponse({ result: ST_LOUIS }),
    'GET /api/v2/user/location/search': (call) =>
      wireResponse({ result: { ...ST_LOUIS, zipCode: call.query.get('zip_code') } }),
    'GET /api/v2/pharmacies': (call) =>
      call.query.get('zip_code') === '00000'
        ? wireError("We couldn't find that zip code", 404, 'not_found')
        : wireResponse({
            results: createPharmacyResults(pharmacyCount),
            zipCode: call.query.get('zip_code'),
          }),
  });
}

function pharmacyCalls(calls: ApiCall[]): ApiCall[] {
  return calls.filter((call) => call.path === '/api/v2/pharmacies');
}

function createStoreWithLocation() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, location: locationSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

function renderSearch(
  props: PharmacySearchProps = {},
  store: Store = createAppStore({ storage: null }).store,
) {
  render(
    <Provider store={store}>
      <PharmacySearch item={{ medId: 7, quantity: 30 }} {...props} />
    </Provider>,
  );
}

function stubGeolocation(succeeds: boolean) {
  const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success, failure) => {
    if (succeeds) {
      success({ coords: { latitude: 38.6, longitude: -90.2 } } as GeolocationPosition);
    } else {
      failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    }
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PharmacySearch', () => {
  it('starts empty and unfocused without a known location', async () => {
    const calls = stubPharmacyApi();
    renderSearch();
    const zip = await screen.findByLabelText('ZIP code');
    expect((zip as HTMLInputElement).value).toBe('');
    expect(document.activeElement).not.toBe(zip);
    expect(zip.getAttribute('maxlength')).toBe('5');
    expect(pharmacyCalls(calls)).toHaveLength(0);
  });

  it("starts from the visit's location and lists pharmacies with the item's price", async () => {
    const calls = stubPharmacyApi({ location: ST_LOUIS });
    renderSearch();
    expect(await screen.findByRole('radio', { name: 'Corner Pharmacy #1 $8.01' })).toBeTruthy();
    expect((screen.getByLabelText('ZIP code') as HTMLInputElement).value).toBe('63103');
    const [search] = pharmacyCalls(calls);
    expect(search?.query.get('zip_code')).toBe('63103');
    expect(search?.query.get('med_id')).toBe('7');
    expect(search?.query.get('quantity')).toBe('30');
  });

  it("says 'Invalid zipcode' after the debounce and searches nothing", async () => {
    const calls = stubPharmacyApi();
    renderSearch();
    await userEvent.type(await screen.findByLabelText('ZIP code'), '1234');
    expect(screen.queryByText('Invalid zipcode')).toBeNull();
    expect(await screen.findByText('Invalid zipcode', {}, { timeout: 1500 })).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('ZIP code'));
    await userEvent.type(screen.getByLabelText('ZIP code'), 'abcde');
    expect(await screen.findByText('Invalid zipcode')).toBeTruthy();
    expect(pharmacyCalls(calls)).toHaveLength(0);
  });

  it('keeps the box to five characters and searches a typed ZIP once', async () => {
    const calls = stubPharmacyApi();
    renderSearch();
    const zip = await screen.findByLabelText('ZIP code');
    await userEvent.type(zip, '631039');
    expect((zip as HTMLInputElement).value).toBe('63103');
    expect(await screen.findAllByRole('radio', {}, { timeout: 1500 })).toHaveLength(10);
    expect(pharmacyCalls(calls)).toHaveLength(1);
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/v2/user/location/search')).toBe(true),
    );
  });

  it('says when no pharmacies are nearby, and shows a server message', async () => {
    stubPharmacyApi({ pharmacyCount: 0 });
    renderSearch();
    await userEvent.type(await screen.findByLabelText('ZIP code'), '99791');
    expect(
      await screen.findByText(
        "We didn't find any nearby pharmacies. Try searching in a different zip code.",
        {},
        { timeout: 1500 },
      ),
    ).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('ZIP code'));
    await userEvent.type(screen.getByLabelText('ZIP code'), '00000');
    expect(
      await screen.findByText("We couldn't find that zip code", {}, { timeout: 1500 }),
    ).toBeTruthy();
  });

  it('uses the device position with high accuracy and no time-out', async () => {
    const calls = stubPharmacyApi();
    const getCurrentPosition = stubGeolocation(true);
    renderSearch();
    await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findAllByRole('radio')).toHaveLength(10);
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({
      enableHighAccuracy: true,
      timeout: Infinity,
    });
    const infer = calls.find((call) => call.path === '/api/v2/user/location/infer');
    expect(infer?.query.get('lat')).toBe('38.6');
    expect(infer?.query.get('lon')).toBe('-90.2');
    expect((screen.getByLabelText('ZIP code') as HTMLInputElement).value).toBe('63103');
  });

  it("says 'Failed to fetch your location.' when the position is refused", async () => {
    stubPharmacyApi();
    stubGeolocation(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSearch();
    await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Failed to fetch your location.')).toBeTruthy();
  });

  it('as a picker, enables Continue once a pharmacy is chosen', async () => {
    stubPharmacyApi({ location: ST_LOUIS });
    const onContinue = vi.fn();
    renderSearch({ onContinue });
    const list = await screen.findByRole('group', { name: 'Pharmacies near 63103' });
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect((continueButton as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(list).getAllByRole('radio')[2] as HTMLElement);
    expect((continueButton as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(continueButton);
    expect(onContinue).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Corner Pharmacy #3' }),
    );
    await userEvent.clear(screen.getByLabelText('ZIP code'));
    await userEvent.type(screen.getByLabelText('ZIP code'), '63110');
    await screen.findByRole('group', { name: 'Pharmacies near 63110' });
    expect((continueButton as HTMLButtonElement).disabled).toBe(true);
  });

  it("keeps a typed ZIP as the visit's location when the store holds one", async () => {
    stubPharmacyApi({ location: ST_LOUIS });
    const store = createStoreWithLocation();
    renderSearch({}, store);
    const zip = await screen.findByLabelText('ZIP code');
    await waitFor(() => expect(selectLocationState(store.getState()).current).toEqual(ST_LOUIS));
    await userEvent.clear(zip);
    await userEvent.type(zip, '63110');
    await waitFor(() =>
      expect(selectLocationState(store.getState()).current?.zipCode).toBe('63110'),
    );
    expect((zip as HTMLInputElement).value).toBe('63110');
  });
});

import { configureStore } from '@reduxjs/toolkit';
import type { Location } from '@fillwell/contracts';
import { api } from '@/lib/api';
import { stubApi, wireResponse } from '@/test/stub-api';
import { locationApi } from './api';
import { initialLocationState, locationSlice, selectLocationState } from './location-slice';

const ST_LOUIS: Location = {
  zipCode: '63103',
  city: 'Saint Louis',
  stateCode: 'MO',
  lat: 38.6,
  lng: -90.2,
};
const ATQASUK: Location = {
  zipCode: '99791',
  city: 'Atqasuk',
  stateCode: 'AK',
  lat: 70.5,
  lng: -157.4,
};

function createStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, location: locationSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('location slice', () => {
  it("keeps the server's location for the visit", async () => {
    stubApi({ 'GET /api/v2/user/location': () => wireResponse({ result: ST_LOUIS }) });
    const store = createStore();
    await store.dispatch(locationApi.endpoints.getUserLocation.initiate());
    expect(selectLocationState(store.getState())).toEqual({ current: ST_LOUIS, hasLoaded: true });
  });

  it('records that the server knows no location yet', async () => {
    stubApi({ 'GET /api/v2/user/location': () => wireResponse({ result: null }) });
    const store = createStore();
    await store.dispatch(locationApi.endpoints.getUserLocation.initiate());
    expect(selectLocationState(store.getState())).toEqual({ current: null, hasLoaded: true });
  });

  it('takes an inferred or searched location', async () => {
    stubApi({
      'GET /api/v2/user/location/infer': () => wireResponse({ result: ST_LOUIS }),
      'GET /api/v2/user/location/search': () => wireResponse({ result: ATQASUK }),
    });
    const store = createStore();
    await store.dispatch(locationApi.endpoints.inferLocation.initiate({ lat: 38.6, lng: -90.2 }));
    expect(selectLocationState(store.getState()).current).toEqual(ST_LOUIS);
    await store.dispatch(locationApi.endpoints.searchLocation.initiate('99791'));
    expect(selectLocationState(store.getState()).current).toEqual(ATQASUK);
  });

  it('reads as empty from a store without the slice', () => {
    expect(selectLocationState({})).toBe(initialLocationState);
  });
});

import { configureStore } from '@reduxjs/toolkit';
import { api, isHttpError } from './api';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    getThing: build.query<{ itemCount: number }, string>({ query: (id) => `v1/things/${id}` }),
    saveThing: build.mutation<null, { itemCount: number }>({
      query: (body) => ({ path: 'v1/things', method: 'POST', body }),
    }),
  }),
});

function createTestStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('api base query', () => {
  it('runs queries through the http client', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ item_count: 3 }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = createTestStore();
    const result = await store.dispatch(testApi.endpoints.getThing.initiate('7'));
    expect(result.data).toEqual({ itemCount: 3 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/api\/v1\/things\/7\?platform=/);
  });

  it('returns mapped errors from mutations', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(
          new Response(JSON.stringify({ message: 'Nope', code: 'conflict', status: 409 }), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    const store = createTestStore();
    const result = await store.dispatch(testApi.endpoints.saveThing.initiate({ itemCount: 1 }));
    expect(isHttpError(result.error)).toBe(true);
    expect(result.error).toMatchObject({ message: 'Nope', code: 'conflict', status: 409 });
  });
});

import { configureStore } from '@reduxjs/toolkit';
import { api, buildSignInPath, getErrorMessage, isHttpError } from './api';
import { DEFAULT_ERROR_MESSAGE } from './http';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    getThing: build.query<{ itemCount: number }, string>({ query: (id) => `v1/things/${id}` }),
    saveThing: build.mutation<null, { itemCount: number }>({
      query: (body) => ({ path: 'v1/things', method: 'POST', body }),
    }),
    getUser: build.query<{ isSignedIn: boolean }, void>({
      query: () => 'v2/user',
      providesTags: ['User'],
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

describe('a 401 on a data load', () => {
  function stubStatuses(statusOf: (path: string) => number) {
    const fetchMock = vi.fn<typeof fetch>((input) => {
      const status = statusOf(new URL(String(input), 'http://localhost').pathname);
      return Promise.resolve(
        new Response(JSON.stringify({ is_signed_in: false, message: 'Sign in', status }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    return () => fetchMock.mock.calls.map(([input]) => String(input).split('?')[0]);
  }

  it('refreshes the account summary, so the app learns the session is over', async () => {
    const paths = stubStatuses((path) => (path === '/api/v2/user' ? 200 : 401));
    const store = createTestStore();
    const user = store.dispatch(testApi.endpoints.getUser.initiate());
    await user;
    await store.dispatch(testApi.endpoints.getThing.initiate('1'));
    await vi.waitFor(() =>
      expect(paths().filter((path) => path === '/api/v2/user')).toHaveLength(2),
    );
    user.unsubscribe();
  });

  it('does not for a failed change or other failures', async () => {
    const paths = stubStatuses((path) =>
      path === '/api/v2/user' ? 200 : path.endsWith('/2') ? 500 : 401,
    );
    const store = createTestStore();
    const user = store.dispatch(testApi.endpoints.getUser.initiate());
    await user;
    await store.dispatch(testApi.endpoints.saveThing.initiate({ itemCount: 1 }));
    await store.dispatch(testApi.endpoints.getThing.initiate('2'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paths().filter((path) => path === '/api/v2/user')).toHaveLength(1);
    user.unsubscribe();
  });
});

describe('buildSignInPath', () => {
  it('leads to /login and back to the page', () => {
    expect(buildSignInPath('/account')).toBe('/login?next=/account');
    expect(buildSignInPath('/account/orders?page=2')).toBe(
      '/login?next=/account/orders%3Fpage%3D2',
    );
  });
});

describe('getErrorMessage', () => {
  it("shows the server's message, or the default one for anything else", () => {
    const httpError = {
      message: 'Card not found',
      code: 'not_found',
      status: 404,
      validationErrors: {},
      errorDetails: null,
    };
    expect(getErrorMessage(httpError)).toBe('Card not found');
    expect(getErrorMessage(new Error('boom'))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(getErrorMessage(undefined)).toBe(DEFAULT_ERROR_MESSAGE);
  });
});

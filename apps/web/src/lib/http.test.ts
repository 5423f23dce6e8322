import { buildApiUrl, DEFAULT_ERROR_MESSAGE, sendRequest, toHttpError } from './http';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function mockFetch(response: Response | (() => Promise<Response>)) {
  return vi.fn<typeof fetch>(() =>
    typeof response === 'function' ? response() : Promise.resolve(response),
  );
}

function firstCall(fetchMock: ReturnType<typeof mockFetch>): [string, RequestInit] {
  const call = fetchMock.mock.calls[0];
  if (!call) throw new Error('fetch was not called');
  return [String(call[0]), call[1] ?? {}];
}

describe('buildApiUrl', () => {
  it('prefixes /api/, snake-cases query names and adds platform and app', () => {
    const url = buildApiUrl(
      '/v2/pharmacies',
      { zipCode: '10001', networkIds: [1, 2], lat: undefined },
      'web',
    );
    const parsed = new URL(url, 'http://localhost');
    expect(parsed.pathname).toBe('/api/v2/pharmacies');
    expect(parsed.searchParams.get('zip_code')).toBe('10001');
    expect(parsed.searchParams.get('network_ids')).toBe('1,2');
    expect(parsed.searchParams.has('lat')).toBe(false);
    expect(parsed.searchParams.get('platform')).toBe('web');
    expect(parsed.searchParams.get('app')).toBe('5.0.12');
  });
});

describe('sendRequest', () => {
  it('camel-cases the response and sends cookies without the CSRF header on GET', async () => {
    const fetchMock = mockFetch(jsonResponse({ is_service_available: true, account: null }));
    const result = await sendRequest(
      { path: 'v2/user' },
      { fetch: fetchMock, platform: 'mobile_web' },
    );
    expect(result.data).toEqual({ isServiceAvailable: true, account: null });
    const [url, init] = firstCall(fetchMock);
    expect(url).toContain('platform=mobile_web');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.headers).not.toHaveProperty('x-requested-with');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'snake-cases the body and adds the CSRF header on %s',
    async (method) => {
      const fetchMock = mockFetch(new Response(null, { status: 204 }));
      const result = await sendRequest(
        { path: 'v2/user/invite', method, body: { inviteCode: 'abc', nested: { zipCode: '1' } } },
        { fetch: fetchMock, platform: 'web' },
      );
      expect(result).toEqual({ data: null });
      const [, init] = firstCall(fetchMock);
      expect(init.headers).toMatchObject({ 'x-requested-with': 'fillwell' });
      expect(JSON.parse(String(init.body))).toEqual({
        invite_code: 'abc',
        nested: { zip_code: '1' },
      });
    },
  );

  it('maps the error shape with the first message per camelCased field', async () => {
    const fetchMock = mockFetch(
      jsonResponse(
        {
          message: 'Please check the highlighted fields',
          code: 'validation_failed',
          status: 422,
          validation_errors: {
            zip_code: ['Invalid zipcode', 'Too short'],
            first_name: ['Required'],
          },
          error_details: { med_ids: [1] },
        },
        422,
      ),
    );
    const result = await sendRequest(
      { path: 'x', method: 'POST', body: {} },
      { fetch: fetchMock, platform: 'web' },
    );
    expect(result.error).toEqual({
      message: 'Please check the highlighted fields',
      code: 'validation_failed',
      status: 422,
      validationErrors: { zipCode: 'Invalid zipcode', firstName: 'Required' },
      errorDetails: { medIds: [1] },
    });
  });

  it('uses the default message when the server gives none', async () => {
    const fetchMock = mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const result = await sendRequest({ path: 'x' }, { fetch: fetchMock, platform: 'web' });
    expect(result.error).toMatchObject({ message: DEFAULT_ERROR_MESSAGE, status: 502, code: null });
  });

  it('reports a network failure as Network Error with no code', async () => {
    const fetchMock = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await sendRequest({ path: 'x' }, { fetch: fetchMock, platform: 'web' });
    expect(result.error).toMatchObject({ message: 'Network Error', code: null, status: 0 });
  });

  it('times out after 20 seconds and reports status 504', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const pending = sendRequest({ path: 'slow' }, { fetch: fetchMock, platform: 'web' });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    vi.useRealTimers();
    expect(result.error).toMatchObject({
      status: 504,
      code: 'timeout',
      message: DEFAULT_ERROR_MESSAGE,
    });
  });
});

describe('toHttpError', () => {
  it('falls back to the HTTP status and ignores malformed parts', () => {
    expect(toHttpError({ validationErrors: 'nope', message: '' }, 500)).toEqual({
      message: DEFAULT_ERROR_MESSAGE,
      code: null,
      status: 500,
      validationErrors: {},
      errorDetails: null,
    });
  });
});

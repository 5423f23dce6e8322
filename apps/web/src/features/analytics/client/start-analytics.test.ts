import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectAnalyticsReceiver, trackEvent } from '../analytics-inbox';
import { startAnalytics, type RunningAnalytics } from './start-analytics';

type Listener = (state: { location: { pathname: string; search: string } }) => void;

let running: RunningAnalytics | null = null;

afterEach(() => {
  running?.stop();
  running = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  connectAnalyticsReceiver(null);
});

const idleStore = {
  getState: () => ({ session: { isAuthenticated: false, account: null } }),
  subscribe: () => () => undefined,
};
const idleRouter = {
  state: { location: { pathname: '/', search: '' } },
  subscribe: () => () => undefined,
};

describe('the analytics client', () => {
  it('captures the eleven UTM values on arrival and sends them at once with the first events', async () => {
    const bodies: unknown[] = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response('{"result":{"accepted":1}}', { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const listeners: Listener[] = [];
    const search =
      '?utm_campaign=spring&utm_source=news&utm_medium=email&utm_term=t&utm_content=c' +
      '&utm_type=promo&utm_keyword=k&utm_versionid=v1&utm_templateid=t1&utm_flowid=f1' +
      '&utm_segmentid=s1&utm_other=ignored&q=lipitor';
    trackEvent('Clicked', { label: 'before start' });
    const price = (amountCents: number) => ({ amountCents });
    let state: Record<string, unknown> = {
      session: { isAuthenticated: false, account: null },
      api: {
        queries: {
          'getDrugDetail("lipitor")': {
            status: 'fulfilled',
            endpointName: 'getDrugDetail',
            originalArgs: 'lipitor',
            data: {
              medNameId: 77,
              telemedConditions: [],
              defaultMedId: 4,
              forms: [
                {
                  dosages: [
                    {
                      medId: 4,
                      defaultQuantityIndex: 1,
                      quantities: [
                        {
                          rawQuantity: 90,
                          price: {
                            edlp: price(1),
                            local: price(1),
                            delivery: price(1),
                            magic: price(1),
                          },
                        },
                        {
                          rawQuantity: 30,
                          price: {
                            edlp: price(1500),
                            local: price(1200),
                            delivery: price(0),
                            magic: price(0),
                          },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            fulfilledTimeStamp: 1,
          },
        },
        mutations: {},
      },
    };
    const storeListeners: Array<() => void> = [];
    running = startAnalytics({
      store: {
        getState: () => state,
        subscribe: (listener) => {
          storeListeners.push(listener);
          return () => undefined;
        },
      },
      router: {
        state: { location: { pathname: '/', search } },
        subscribe: (listener) => {
          listeners.push(listener);
          return () => undefined;
        },
      },
      arrivalSearch: search,
    });
    const queue = running?.queue;
    expect(queue).toBeDefined();
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toContain('/api/v2/analytics/events');
    expect((init?.headers as Record<string, string>)['x-requested-with']).toBe('fillwell');
    expect(bodies[0]).toMatchObject({
      utm: {
        campaign: 'spring',
        source: 'news',
        medium: 'email',
        term: 't',
        content: 'c',
        type: 'promo',
        keyword: 'k',
        versionid: 'v1',
        templateid: 't1',
        flowid: 'f1',
        segmentid: 's1',
      },
      events: [
        { type: 'page', name: 'Page Viewed', properties: { path: '/', authenticated: false } },
        { type: 'track', name: 'Clicked', properties: { label: 'before start' } },
        {
          type: 'track',
          name: 'Product Viewed',
          properties: {
            slug: 'lipitor',
            med_id: 4,
            med_name_id: 77,
            quantity: 30,
            edlp_available: true,
            bsd_available: true,
            hd_available: false,
            edlp_rank: 2,
            hd_rank: null,
          },
        },
      ],
    });
    expect(Object.keys((bodies[0] as { utm: object }).utm)).toHaveLength(11);

    // A later navigation into checkout: a page event and "Checkout Started", without UTM; then
    // the purchase succeeds: "Order Completed" with the order flags.
    listeners.forEach((listener) => listener({ location: { pathname: '/checkout', search: '' } }));
    state = {
      ...state,
      api: {
        queries: {},
        mutations: {
          r1: {
            status: 'fulfilled',
            endpointName: 'purchase',
            originalArgs: {},
            data: { orderId: 'o-1', pharmacyId: 'ph-9' },
            fulfilledTimeStamp: 2,
          },
        },
      },
    };
    storeListeners.forEach((listener) => listener());
    storeListeners.forEach((listener) => listener());
    await queue?.flush(false);
    expect(bodies[1]).toMatchObject({
      events: [
        { name: 'Page Viewed', properties: { path: '/checkout' } },
        { name: 'Checkout Started' },
        {
          name: 'Order Completed',
          properties: {
            order_id: 'o-1',
            pharmacy_id: 'ph-9',
            is_diabetes_eligible: false,
            number_diabetes_eligible: 0,
            is_subs: false,
            is_telemed: false,
            is_revolver: false,
          },
        },
      ],
    });
    expect((bodies[1] as { events: unknown[] }).events).toHaveLength(3);
    expect(bodies[1]).not.toHaveProperty('utm');
  });

  it('leaves no listener or timer behind once stopped: later clicks send nothing', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => new Response('{"result":{"accepted":1}}'));
    vi.stubGlobal('fetch', fetchMock);
    running = startAnalytics({ store: idleStore, router: idleRouter, arrivalSearch: '' });
    expect(running?.queue.size).toBe(1);
    running?.stop();
    running = null;
    const button = document.createElement('button');
    button.textContent = 'Continue';
    document.body.append(button);
    button.click();
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).not.toHaveBeenCalled();
    button.remove();
  });

  it('starts again after being stopped', () => {
    const first = startAnalytics({ store: idleStore, router: idleRouter, arrivalSearch: '' });
    expect(startAnalytics({ store: idleStore, router: idleRouter, arrivalSearch: '' })).toBeNull();
    first?.stop();
    running = startAnalytics({ store: idleStore, router: idleRouter, arrivalSearch: '' });
    expect(running).not.toBeNull();
  });
});

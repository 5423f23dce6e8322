import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '@/app/store';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';
import { pharmacyPlusApi } from './api';
import { readChatEvent, usePharmacyChat } from './use-pharmacy-chat';

type ChatApiState = Parameters<typeof pharmacyPlusApi.util.selectInvalidatedBy>[0];

/** A stand-in for the browser's EventSource that a test drives. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(name: string, data: string) {
    this.listeners.get(name)?.({ data } as MessageEvent<string>);
  }
  drop() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  get token() {
    return new URL(this.url, 'http://localhost').searchParams.get('token');
  }
}

const MESSAGE = {
  id: 'm1',
  conversation_id: 'c1',
  author: 'pharmacy',
  author_name: 'Lindell Pharmacy',
  body: 'Your order shipped.',
  created_on: '2026-11-27T10:00:00Z',
};

function renderChat() {
  const { store } = createAppStore({ storage: null });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const view = renderHook(() => usePharmacyChat({ reconnectDelayMs: 5 }), { wrapper });
  return { ...view, store };
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('the patient’s chat', () => {
  it('identifies, then shows streamed messages without a reload', async () => {
    stubApi({
      'GET /api/reverie/api/chat/identify/': () =>
        wireResponse({ token: 't1', expires: '2999-01-01T00:00:00Z', conversationId: 'c1' }),
      'GET /api/reverie/api/chat/messages/': () =>
        wireResponse({ conversationId: 'c1', messages: [] }),
    });
    const { result, store } = renderChat();
    void store.dispatch(pharmacyPlusApi.endpoints.getChatMessages.initiate());
    await act(() => result.current.start());
    expect(result.current.isStarted).toBe(true);
    expect(FakeEventSource.opened[0]?.token).toBe('t1');
    act(() => FakeEventSource.opened[0]?.emit('message', JSON.stringify(MESSAGE)));
    await waitFor(() =>
      expect(
        // The store's state holds the feature's cache too (its tags are added at run time).
        pharmacyPlusApi.endpoints.getChatMessages.select()(
          store.getState() as unknown as ChatApiState,
        ).data?.[0]?.body,
      ).toBe('Your order shipped.'),
    );
  });

  it('reconnects with its token until it expires, then asks for a new one', async () => {
    const tokens = [
      { token: 't1', expires: '2000-01-01T00:00:00Z' },
      { token: 't2', expires: '2999-01-01T00:00:00Z' },
    ];
    let identified = 0;
    stubApi({
      'GET /api/reverie/api/chat/identify/': () =>
        wireResponse({ ...tokens[Math.min(identified++, 1)], conversationId: 'c1' }),
    });
    const { result } = renderChat();
    await act(() => result.current.start());
    act(() => FakeEventSource.opened[0]?.drop());
    await waitFor(() => expect(FakeEventSource.opened.at(-1)?.token).toBe('t2'));
    expect(identified).toBe(2);
    act(() => FakeEventSource.opened.at(-1)?.drop());
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(3));
    expect(FakeEventSource.opened[2]?.token).toBe('t2');
    expect(identified).toBe(2);
  });

  it('says when the chat could not start', async () => {
    stubApi({ 'GET /api/reverie/api/chat/identify/': () => wireError('Down', 503) });
    const { result } = renderChat();
    await act(() => result.current.start());
    expect(result.current.isStarted).toBe(false);
    expect(result.current.failure).toBe('Error occurred when starting chat session');
  });

  it('reads a stream event’s wire message', () => {
    expect(readChatEvent(JSON.stringify(MESSAGE))?.authorName).toBe('Lindell Pharmacy');
    expect(readChatEvent('not json')).toBeNull();
  });
});

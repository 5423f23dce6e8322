import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ACCOUNT_MESSAGES, DISCOUNT_CARD_MESSAGES, LIMITS } from '@fillwell/domain';
import { createAppStore } from '@/app/store';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';
import { TextAppLinkForm } from './text-app-link-form';

function renderForm() {
  const { store } = createAppStore({ storage: null });
  render(
    <Provider store={store}>
      <TextAppLinkForm />
    </Provider>,
  );
}

/**
 * Clicks, then lets the call and its answer settle through promises alone, so a faked clock
 * stands still while they do (Testing Library's own waits need the clock to move).
 */
async function clickAndSettle(element: HTMLElement) {
  fireEvent.click(element);
  for (let turn = 0; turn < 20; turn += 1) await act(() => Promise.resolve());
}

const mobileInput = () => screen.getByLabelText('Mobile number') as HTMLInputElement;
const sendButton = () => screen.getByRole('button') as HTMLButtonElement;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TextAppLinkForm', () => {
  it('masks the number as +1 (___) ___-____', async () => {
    renderForm();
    expect(mobileInput().placeholder).toBe('+1 (___) ___-____');
    await userEvent.type(mobileInput(), '5551234567');
    expect(mobileInput().value).toBe('+1 (555) 123-4567');
  });

  it('says so for an incomplete number and texts nothing', async () => {
    const calls = stubApi({ 'POST /api/text_app_link': () => wireResponse({ isSent: true }) });
    renderForm();
    await userEvent.type(mobileInput(), '555123');
    await userEvent.click(sendButton());
    expect(await screen.findByText(ACCOUNT_MESSAGES.invalidPhone)).toBeTruthy();
    expect(mobileInput().getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('texts the link to the ten digits, reads "Download Link Sent!" for 2 s, then its label', async () => {
    const calls = stubApi({ 'POST /api/text_app_link': () => wireResponse({ isSent: true }) });
    renderForm();
    await userEvent.type(mobileInput(), '5551234567');
    expect(sendButton().textContent).toBe('Text me the app');
    // The clock stands still from here: it moves only as the test advances it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await clickAndSettle(sendButton());
    expect(sendButton().textContent).toBe(DISCOUNT_CARD_MESSAGES.appLinkSent);
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/text_app_link', { mobile_number: '5551234567' }],
    ]);
    expect(screen.getByRole('status').textContent).toBe('We texted the link to +1 (555) 123-4567.');
    act(() => vi.advanceTimersByTime(LIMITS.downloadLinkResetMs - 1));
    expect(sendButton().textContent).toBe(DISCOUNT_CARD_MESSAGES.appLinkSent);
    act(() => vi.advanceTimersByTime(1));
    expect(sendButton().textContent).toBe('Text me the app');
  });

  it('counts the 2 s again from a second send', async () => {
    stubApi({ 'POST /api/text_app_link': () => wireResponse({ isSent: true }) });
    renderForm();
    await userEvent.type(mobileInput(), '5551234567');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await clickAndSettle(sendButton());
    expect(sendButton().textContent).toBe(DISCOUNT_CARD_MESSAGES.appLinkSent);
    act(() => vi.advanceTimersByTime(LIMITS.downloadLinkResetMs / 2));
    await clickAndSettle(sendButton());
    expect(sendButton().textContent).toBe(DISCOUNT_CARD_MESSAGES.appLinkSent);
    act(() => vi.advanceTimersByTime(LIMITS.downloadLinkResetMs - 1));
    expect(sendButton().textContent).toBe(DISCOUNT_CARD_MESSAGES.appLinkSent);
    act(() => vi.advanceTimersByTime(1));
    expect(sendButton().textContent).toBe('Text me the app');
  });

  it("shows the server's message when the text fails, and keeps the label", async () => {
    stubApi({
      'POST /api/text_app_link': () =>
        wireError('Text messages cannot be sent right now. Please try again.', 503, 'sms_down'),
    });
    renderForm();
    await userEvent.type(mobileInput(), '5551234567');
    await userEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Text messages cannot be sent right now. Please try again.',
    );
    expect(sendButton().textContent).toBe('Text me the app');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

import { screen } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { READY_ACCOUNT, stubCheckoutApi } from '../testing/checkout-fixtures';

afterEach(() => vi.unstubAllGlobals());

// The first render loads the checkout's lazy pages, which is slow on a busy machine.
const FIRST_LOAD = { timeout: 5_000 };

describe('phone-number step', () => {
  it('promises an email, not a text, while texts are off', async () => {
    stubCheckoutApi({ account: { ...READY_ACCOUNT, smsOptIn: false } });
    renderApp('/checkout/phone-number');
    expect(
      await screen.findByText("We'll email you when your order is ready.", {}, FIRST_LOAD),
    ).toBeTruthy();
  });

  it('promises a text to a person who turned texts on', async () => {
    stubCheckoutApi({ account: { ...READY_ACCOUNT, smsOptIn: true } });
    renderApp('/checkout/phone-number');
    expect(
      await screen.findByText("We'll text you when your order is ready.", {}, FIRST_LOAD),
    ).toBeTruthy();
  });
});

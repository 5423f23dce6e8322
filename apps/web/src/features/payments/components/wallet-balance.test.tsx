import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '@/app/store';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';
import { WalletBalance } from './wallet-balance';

function renderBalance() {
  const { store } = createAppStore({ storage: null });
  render(
    <Provider store={store}>
      <WalletBalance />
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('WalletBalance', () => {
  it('shows the balance in dollars from cents', async () => {
    stubApi({ 'GET /api/wallet': () => wireResponse({ availableBalance: 1525 }) });
    renderBalance();
    expect(await screen.findByText('$15.25')).toBeTruthy();
  });

  it('shows an empty wallet as $0.00', async () => {
    stubApi({ 'GET /api/wallet': () => wireResponse({ availableBalance: 0 }) });
    renderBalance();
    expect(await screen.findByText('$0.00')).toBeTruthy();
  });

  it("says 'Error loading wallet.' when the balance does not load", async () => {
    stubApi({
      'GET /api/wallet': () => wireError('Something went wrong, please try again', 500),
    });
    renderBalance();
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading wallet.');
  });
});

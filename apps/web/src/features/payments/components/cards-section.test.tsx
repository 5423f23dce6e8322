import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { SavedCard } from '@fillwell/contracts';
import { removeCardFromList, makeCardDefaultInList } from '@fillwell/domain';
import { createAppStore } from '@/app/store';
import { SAVED_CARDS } from '../testing/card-fixtures';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';
import { CardsSection } from './cards-section';

/** A server that keeps the list by the domain's rules. */
function stubServer(initial: SavedCard[]) {
  let cards = initial;
  return stubApi({
    'GET /api/cards': () => wireResponse(cards),
    'POST /api/payments/cards/([^/]+)/make_default': (call) => {
      cards = makeCardDefaultInList(cards, call.path.split('/')[4] ?? '');
      return wireResponse(cards);
    },
    'DELETE /api/payments/cards/([^/]+)': (call) => {
      cards = removeCardFromList(cards, call.path.split('/')[4] ?? '');
      return wireResponse(cards);
    },
  });
}

function renderSection() {
  const { store } = createAppStore({ storage: null });
  render(
    <Provider store={store}>
      <CardsSection />
    </Provider>,
  );
}

async function readList(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Saved cards' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

afterEach(() => vi.unstubAllGlobals());

describe('CardsSection', () => {
  it('lists brand, last four, expiry and the Default badge', async () => {
    stubServer(SAVED_CARDS);
    renderSection();
    expect(await readList()).toEqual([
      expect.stringMatching(/^American Express •••• ending in 0005 Expires 04\/30Make default/),
      expect.stringMatching(/^Mastercard •••• ending in 4444 Expires 12\/31 DefaultRemove$/),
      expect.stringMatching(/^Visa •••• ending in 4242 Expires 12\/31Make default/),
    ]);
  });

  it('makes a card the default', async () => {
    stubServer(SAVED_CARDS);
    renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Make Visa ending in 4242 the default' }),
    );
    await waitFor(async () => expect((await readList())[2]).toContain('Default'));
    expect((await readList())[1]).not.toContain('Default');
  });

  it('removes a card after confirming; removing the default makes the first one default', async () => {
    const calls = stubServer(SAVED_CARDS);
    renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Mastercard ending in 4444' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(dialog.textContent).toContain('Mastercard ending in 4444 will be removed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(async () => expect(await readList()).toHaveLength(2));
    expect((await readList())[0]).toContain('Default');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows why a change failed', async () => {
    stubApi({
      'GET /api/cards': () => wireResponse(SAVED_CARDS),
      'POST /api/payments/cards/card_visa/make_default': () => wireError('Card not found', 404),
    });
    renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Make Visa ending in 4242 the default' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Card not found');
  });

  it('adds a card through the form, and says when there are none', async () => {
    stubApi({
      'GET /api/cards': () => wireResponse([]),
      'GET /api/payments/config': () =>
        wireResponse({ provider: 'embedded', publishableKey: null }),
    });
    renderSection();
    expect(await screen.findByText('You have no saved cards yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeTruthy();
  });
});

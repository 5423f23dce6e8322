import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { SavedCard } from '@fillwell/contracts';
import { createAppStore } from '@/app/store';
import { createSavedCard, SAVED_CARDS } from '../testing/card-fixtures';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';
import { PaymentInformation } from './payment-information';

const NEXT_YEAR = (new Date().getFullYear() + 1) % 100;
const NEW_CARD = createSavedCard({ id: 'card_new', last4: '1881', default: true });

function stubPayments(cards: SavedCard[]) {
  let saved = cards;
  return stubApi({
    'GET /api/payments/config': () => wireResponse({ provider: 'embedded', publishableKey: null }),
    'GET /api/cards': () => wireResponse(saved),
    'POST /gateway/v1/tokens': () => wireResponse({ id: 'tok_abc' }),
    'POST /api/payments/add_token': () => {
      saved = [NEW_CARD, ...saved.map((card) => ({ ...card, default: false }))];
      return wireResponse(NEW_CARD);
    },
  });
}

function renderStep() {
  const onContinue = vi.fn();
  const { store } = createAppStore({ storage: null });
  render(
    <Provider store={store}>
      <PaymentInformation onContinue={onContinue} />
    </Provider>,
  );
  return onContinue;
}

afterEach(() => vi.unstubAllGlobals());

describe('PaymentInformation', () => {
  it('lists saved cards as radios with the default chosen, and continues with the choice', async () => {
    stubPayments(SAVED_CARDS);
    const onContinue = renderStep();
    const group = await screen.findByRole('group', { name: 'Saved cards' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(3);
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false]);
    expect(within(group).getByText('Default')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenLastCalledWith('card_mc');
    await userEvent.click(radios[2] as HTMLInputElement);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenLastCalledWith('card_visa');
  });

  it('names each card by brand, last four digits and expiry', async () => {
    stubPayments(SAVED_CARDS);
    renderStep();
    expect(
      await screen.findByRole('radio', { name: 'American Express ending in 0005 Expires 04/30' }),
    ).toBeTruthy();
  });

  it('opens the form for a new payment method; Cancel returns to the list', async () => {
    stubPayments(SAVED_CARDS);
    renderStep();
    await userEvent.click(await screen.findByRole('button', { name: '+ New Payment Method' }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Saved cards' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('group', { name: 'Saved cards' })).toBeTruthy();
  });

  it('shows the form at once without cards, then lists the saved card chosen', async () => {
    stubPayments([]);
    const onContinue = renderStep();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.type(screen.getByLabelText('Expiration (MM/YY)'), `12${NEXT_YEAR}`);
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('ZIP code'), '63103');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const group = await screen.findByRole('group', { name: 'Saved cards' });
    const [radio] = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radio?.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith('card_new');
  });

  it('says when the cards could not be loaded', async () => {
    stubApi({ 'GET /api/cards': () => wireError('Something went wrong, please try again', 500) });
    renderStep();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Something went wrong'),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '@/app/store';
import { createSavedCard } from '../testing/card-fixtures';
import { stubApi, wireResponse } from '@/test/stub-api';
import { CardForm } from './card-form';

interface FakeElement {
  type: string;
  mount: ReturnType<typeof vi.fn>;
  on: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
}

const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  createToken: vi.fn(),
  created: [] as FakeElement[],
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));

function createFakeStripe() {
  return {
    elements: () => ({
      create: (type: string) => {
        const element = { type, mount: vi.fn(), on: vi.fn(), destroy: vi.fn() };
        stripe.created.push(element);
        return element;
      },
    }),
    createToken: stripe.createToken,
  };
}

function renderStripeForm() {
  const calls = stubApi({
    'GET /api/payments/config': () =>
      wireResponse({ provider: 'stripe', publishableKey: 'pk_test_123' }),
    'POST /api/payments/add_token': () => wireResponse(createSavedCard({ default: true })),
  });
  const onSaved = vi.fn();
  const { store } = createAppStore({ storage: null });
  render(
    <Provider store={store}>
      <CardForm onSaved={onSaved} />
    </Provider>,
  );
  return { calls, onSaved };
}

beforeEach(() => {
  stripe.created.length = 0;
  stripe.loadStripe.mockResolvedValue(createFakeStripe());
});
afterEach(() => vi.unstubAllGlobals());

describe('CardForm with Stripe', () => {
  it("mounts Stripe's number, expiry and CVC fields instead of its own", async () => {
    renderStripeForm();
    expect(await screen.findByRole('group', { name: 'Card number' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Expiration (MM/YY)' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'CVC' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await waitFor(() => expect(stripe.created.map((element) => element.type)).toHaveLength(3));
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.created.every((element) => element.mount.mock.calls.length === 1)).toBe(true);
  });

  it('tokenizes with Stripe.js and the ZIP as address_zip, then saves the token', async () => {
    stripe.createToken.mockResolvedValue({ token: { id: 'tok_stripe_1' } });
    const { calls, onSaved } = renderStripeForm();
    await waitFor(() => expect(stripe.created).toHaveLength(3));
    await userEvent.type(screen.getByLabelText('ZIP code'), '63103');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stripe.createToken).toHaveBeenCalledWith(stripe.created[0], { address_zip: '63103' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      stripe_card_token: 'tok_stripe_1',
      set_as_default: true,
    });
    expect(calls.some((call) => call.path.startsWith('/gateway'))).toBe(false);
  });

  it("shows Stripe's message under the form", async () => {
    stripe.createToken.mockResolvedValue({
      error: { message: 'Your card number is incomplete.' },
    });
    const { onSaved } = renderStripeForm();
    await waitFor(() => expect(stripe.created).toHaveLength(3));
    await userEvent.type(screen.getByLabelText('ZIP code'), '63103');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card number is incomplete.');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

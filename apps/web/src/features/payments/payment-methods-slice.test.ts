import { createAppStore } from '@/app/store';
import { paymentsApi } from './api';
import { cardSelected, selectSavedCards, selectSelectedCardId } from './payment-methods-slice';
import { createSavedCard, SAVED_CARDS } from './testing/card-fixtures';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';

function createStore() {
  return createAppStore({ storage: null }).store;
}

type Store = ReturnType<typeof createStore>;

const summarize = (store: Store) =>
  selectSavedCards(store.getState()).map((card) => [card.id, card.default]);

async function loadCards(store: Store) {
  await store.dispatch(paymentsApi.endpoints.getCards.initiate());
}

afterEach(() => vi.unstubAllGlobals());

describe('paymentMethods slice', () => {
  it('holds the loaded cards and preselects the default', async () => {
    stubApi({ 'GET /api/cards': () => wireResponse(SAVED_CARDS) });
    const store = createStore();
    expect(selectSelectedCardId(store.getState())).toBeNull();
    await loadCards(store);
    expect(summarize(store)).toEqual([
      ['card_amex', false],
      ['card_mc', true],
      ['card_visa', false],
    ]);
    expect(selectSelectedCardId(store.getState())).toBe('card_mc');
    store.dispatch(cardSelected('card_visa'));
    expect(selectSelectedCardId(store.getState())).toBe('card_visa');
    store.dispatch(cardSelected('not_a_card'));
    expect(selectSelectedCardId(store.getState())).toBe('card_visa');
  });

  it('puts an added default card first, clears the others and selects it', async () => {
    const added = createSavedCard({ id: 'card_new', last4: '1111', default: true });
    stubApi({
      'GET /api/cards': () => wireResponse(SAVED_CARDS),
      'POST /api/payments/add_token': () => wireResponse(added),
    });
    const store = createStore();
    await loadCards(store);
    await store.dispatch(
      paymentsApi.endpoints.addCard.initiate({ stripeCardToken: 'tok_1', setAsDefault: true }),
    );
    expect(summarize(store).slice(0, 3)).toEqual([
      ['card_new', true],
      ['card_amex', false],
      ['card_mc', false],
    ]);
    expect(selectSelectedCardId(store.getState())).toBe('card_new');
  });

  it('keeps the default when a card is added without it', async () => {
    stubApi({
      'GET /api/cards': () => wireResponse(SAVED_CARDS),
      'POST /api/payments/add_token': () => wireResponse(createSavedCard({ id: 'card_new' })),
    });
    const store = createStore();
    await loadCards(store);
    await store.dispatch(
      paymentsApi.endpoints.addCard.initiate({ stripeCardToken: 'tok_1', setAsDefault: false }),
    );
    expect(summarize(store).slice(0, 3)).toEqual([
      ['card_new', false],
      ['card_amex', false],
      ['card_mc', true],
    ]);
  });

  it('makes a card default at once, clearing the flag on the others', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      'GET /api/cards': () => wireResponse(SAVED_CARDS),
      'POST /api/payments/cards/card_visa/make_default': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const store = createStore();
    await loadCards(store);
    const request = store.dispatch(paymentsApi.endpoints.makeCardDefault.initiate('card_visa'));
    expect(summarize(store)).toEqual([
      ['card_amex', false],
      ['card_mc', false],
      ['card_visa', true],
    ]);
    answer(
      wireResponse(SAVED_CARDS.map((card) => ({ ...card, default: card.id === 'card_visa' }))),
    );
    await request;
    expect(summarize(store)[2]).toEqual(['card_visa', true]);
  });

  it('makes the first remaining card the default when the default is removed', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      'GET /api/cards': () => wireResponse(SAVED_CARDS),
      'DELETE /api/payments/cards/card_mc': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const store = createStore();
    await loadCards(store);
    store.dispatch(cardSelected('card_mc'));
    const request = store.dispatch(paymentsApi.endpoints.removeCard.initiate('card_mc'));
    expect(summarize(store)).toEqual([
      ['card_amex', true],
      ['card_visa', false],
    ]);
    expect(selectSelectedCardId(store.getState())).toBe('card_amex');
    answer(wireError('Something went wrong, please try again', 500));
    await request;
  });

  it('settles on the server list after a failed change', async () => {
    let listCalls = 0;
    stubApi({
      'GET /api/cards': () => {
        listCalls += 1;
        return wireResponse(SAVED_CARDS);
      },
      'POST /api/payments/cards/card_visa/make_default': () => wireError('Card not found', 404),
    });
    const store = createStore();
    const subscription = store.dispatch(paymentsApi.endpoints.getCards.initiate());
    await subscription;
    await store.dispatch(paymentsApi.endpoints.makeCardDefault.initiate('card_visa'));
    await vi.waitFor(() => expect(listCalls).toBe(2));
    await vi.waitFor(() => expect(summarize(store)[1]).toEqual(['card_mc', true]));
    subscription.unsubscribe();
  });
});

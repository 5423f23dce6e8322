import { createAppStore } from '@/app/store';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';
import { cartApi } from './api';
import { prescriptionsConfirmed, purchaseSucceeded } from './cart-slice';
import { createCart, createCartItem } from './testing/cart-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('the cart state', () => {
  it('turns fetching on for a load, then stores the cart and the update time', async () => {
    stubApi({ 'GET /api/v2/cart': () => wireResponse(createCart([createCartItem()])) });
    const { store } = createAppStore({ storage: null });
    const loading = store.dispatch(cartApi.endpoints.getCart.initiate());
    expect(store.getState().cart.fetching).toBe(true);
    await loading;
    const cart = store.getState().cart;
    expect(cart.fetching).toBe(false);
    expect(cart.items).toHaveLength(1);
    expect(cart.total?.displayValue).toBe('$13.11');
    expect(cart.updatedOn).not.toBeNull();
    loading.unsubscribe();
  });

  it('stores the error of a failed load', async () => {
    stubApi({ 'GET /api/v2/cart': () => wireError('Cart unavailable', 503) });
    const { store } = createAppStore({ storage: null });
    const loading = store.dispatch(cartApi.endpoints.getCart.initiate());
    await loading;
    expect(store.getState().cart).toMatchObject({ fetching: false, error: 'Cart unavailable' });
    loading.unsubscribe();
  });

  it('starts over after a purchase', async () => {
    stubApi({ 'GET /api/v2/cart': () => wireResponse(createCart([createCartItem()])) });
    const { store } = createAppStore({ storage: null });
    const loading = store.dispatch(cartApi.endpoints.getCart.initiate());
    await loading;
    store.dispatch(purchaseSucceeded({ orderId: 'order_1' }));
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().cart.total).toBeNull();
    loading.unsubscribe();
  });

  it('records the confirmed prescriptions and the doctor visits, without repeats', () => {
    const { store } = createAppStore({ storage: null });
    store.dispatch(
      prescriptionsConfirmed({ medIds: [11, 12, 11], consultationMedNameIds: [7, 7] }),
    );
    expect(store.getState().cart.confirmedPrescriptions).toEqual([11, 12]);
    expect(store.getState().cart.isBuyingConsultations).toEqual([7]);
    store.dispatch(prescriptionsConfirmed({ medIds: [12], consultationMedNameIds: [] }));
    expect(store.getState().cart.confirmedPrescriptions).toEqual([12]);
    expect(store.getState().cart.isBuyingConsultations).toEqual([]);
  });

  it('forgets the confirmed prescriptions after a purchase', () => {
    const { store } = createAppStore({ storage: null });
    store.dispatch(prescriptionsConfirmed({ medIds: [11], consultationMedNameIds: [7] }));
    store.dispatch(purchaseSucceeded({ orderId: 'order_1' }));
    expect(store.getState().cart.confirmedPrescriptions).toEqual([]);
    expect(store.getState().cart.isBuyingConsultations).toEqual([]);
  });
});

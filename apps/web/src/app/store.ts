import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
} from 'redux-persist';
import type { WebStorage } from 'redux-persist/es/types';
import type { Device } from '@fillwell/domain';
import { api } from '@/lib/api';
import type { HttpOptions } from '@/lib/http';
import { sessionSlice } from '@/features/account';
import { locationSlice } from '@/features/location';
import { cartSlice } from '@/features/cart';
import { searchSlice } from '@/features/search';
import { pharmacySlice } from '@/features/pharmacies';
import { paymentMethodsSlice } from '@/features/payments';
import { fillwellCardSlice } from '@/features/discount-card';
import { subscriptionsSlice } from '@/features/subscriptions';
import { accountMedicationsSlice } from '@/features/refills';
import { reverieSlice } from '@/features/pharmacy-plus';
import { appSlice } from './app-slice';
import { createInitialHeaderState, headerSlice } from './shell/header/header-slice';
import { modalSlice } from './shell/modals/modal-slice';
import { sideMenuSlice } from './shell/side-menu/side-menu-slice';
import { persistArea, type PersistedArea } from './persistence';

const persistableReducers = {
  accountMedications: accountMedicationsSlice.reducer,
  paymentMethods: paymentMethodsSlice.reducer,
  fillwellCard: fillwellCardSlice.reducer,
  pharmacy: pharmacySlice.reducer,
  subscriptions: subscriptionsSlice.reducer,
  search: searchSlice.reducer,
  cart: cartSlice.reducer,
} satisfies Record<PersistedArea, Reducer>;

type PersistableReducers = typeof persistableReducers;

function persistAreas(storage: WebStorage): PersistableReducers {
  return {
    accountMedications: persistArea('accountMedications', accountMedicationsSlice.reducer, storage),
    paymentMethods: persistArea('paymentMethods', paymentMethodsSlice.reducer, storage),
    fillwellCard: persistArea('fillwellCard', fillwellCardSlice.reducer, storage),
    pharmacy: persistArea('pharmacy', pharmacySlice.reducer, storage),
    subscriptions: persistArea('subscriptions', subscriptionsSlice.reducer, storage),
    search: persistArea('search', searchSlice.reducer, storage),
    cart: persistArea('cart', cartSlice.reducer, storage),
  };
}

function createRootReducer(storage: WebStorage | null) {
  return combineReducers({
    [api.reducerPath]: api.reducer,
    app: appSlice.reducer,
    header: headerSlice.reducer,
    modal: modalSlice.reducer,
    sideMenu: sideMenuSlice.reducer,
    session: sessionSlice.reducer,
    location: locationSlice.reducer,
    reverie: reverieSlice.reducer,
    ...(storage ? persistAreas(storage) : persistableReducers),
  });
}

export interface CreateAppStoreOptions {
  /** Where persisted areas live; null turns persistence off. */
  storage: WebStorage | null;
  device?: Device;
  /** The state a server-rendered page was rendered from, which the browser starts with. */
  serverState?: ServerState;
  /** How API calls are made (the server's renderer reaches the API on the visitor's behalf). */
  http?: HttpOptions;
}

/** What a server-rendered page embeds: the state its HTML was rendered from. */
export type ServerState = Partial<ReturnType<ReturnType<typeof createRootReducer>>>;

export function createAppStore({ storage, device, serverState, http }: CreateAppStoreOptions) {
  const rootReducer = createRootReducer(storage);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...(device ? { header: createInitialHeaderState(device) } : {}),
      ...serverState,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: http ?? {} },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  });
  const persistor: Persistor | null = storage ? persistStore(store) : null;
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

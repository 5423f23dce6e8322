import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore, ServerState } from './store';

export interface AppProviderProps {
  store: AppStore;
  /** A server-rendered page's state: hydration reads it, whatever the store has since loaded. */
  serverState?: ServerState;
  children: ReactNode;
}

export function AppProvider({ store, serverState, children }: AppProviderProps) {
  return (
    <Provider store={store} serverState={serverState}>
      {children}
    </Provider>
  );
}

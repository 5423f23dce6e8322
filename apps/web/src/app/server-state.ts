import type { HydrationState } from 'react-router';
import type { ServerState } from './store';

/** The data block where a server-rendered page leaves the state its HTML was rendered from. */
export const SERVER_STATE_ELEMENT_ID = 'fillwell-state';

export interface ServerRenderedState {
  store: ServerState;
  router: HydrationState;
}

/** The state the page was rendered from on the server, if it was. */
export function readServerState(): ServerRenderedState | null {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerRenderedState;
  } catch {
    return null;
  }
}

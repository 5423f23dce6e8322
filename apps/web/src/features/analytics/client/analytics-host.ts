/** A page address as the router knows it. */
export interface PageLocation {
  pathname: string;
  search: string;
}

/** What the analytics client reads of the app: its store and its router. */
export interface AnalyticsHost {
  store: { getState(): unknown; subscribe(listener: () => void): () => void };
  router: {
    state: { location: PageLocation };
    subscribe(listener: (state: { location: PageLocation }) => void): () => void;
  };
}

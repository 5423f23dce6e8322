import type { AnalyticsEvent } from '@fillwell/contracts';
import { hasUtmValues, PAGE_EVENT_NAME, readUtmValues, TRACK_EVENTS } from '@fillwell/domain';
import { selectAccount, selectIsAuthenticated } from '@/features/account';
import { connectAnalyticsReceiver } from '../analytics-inbox';
import type { AnalyticsHost, PageLocation } from './analytics-host';
import { createCallEvents, type TrackedEvent } from './call-events';
import { installErrorReporter } from './error-reporter';
import { createEventQueue, type EventQueue } from './event-queue';
import { watchFinishedCalls } from './finished-calls';
import { ERRORS_API_PATH, EVENTS_API_PATH, postToCollector } from './send-batch';

type SessionState = Parameters<typeof selectIsAuthenticated>[0];

const CHECKOUT_PATH = '/checkout';
const MAX_LABEL_CHARS = 80;

let isStarted = false;

function isCheckoutPath(pathname: string): boolean {
  return pathname === CHECKOUT_PATH || pathname.startsWith(`${CHECKOUT_PATH}/`);
}

/** The label of a clicked link or button, as a person reads it. */
function readClickLabel(element: Element): string {
  const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return label.replace(/\s+/g, ' ').trim().slice(0, MAX_LABEL_CHARS);
}

/** A started client: its queue, and how to stop it (every listener, subscription and timer). */
export interface RunningAnalytics {
  queue: EventQueue;
  stop(): void;
}

/**
 * The analytics client: page events on every navigation, the funnel's track events from the
 * app's API calls, clicks (with whether the person is signed in), the arrival's UTM values,
 * and uncaught errors. Events leave in batches, and all at once when the page is hidden.
 */
export function startAnalytics(
  host: AnalyticsHost & { arrivalSearch: string },
): RunningAnalytics | null {
  if (isStarted) return null;
  isStarted = true;
  const listening = new AbortController();
  const { signal } = listening;
  const queue = createEventQueue({
    send: (batch, isUnloading) => postToCollector(EVENTS_API_PATH, batch, isUnloading),
  });
  const isAuthenticated = () => selectIsAuthenticated(host.store.getState() as SessionState);
  const toEvents = createCallEvents(
    () => selectAccount(host.store.getState() as SessionState)?.orderCount ?? 0,
  );

  const record = (type: AnalyticsEvent['type'], event: TrackedEvent) =>
    queue.add({ type, ...event, occurredAt: new Date().toISOString() });

  let lastPath: string | null = null;
  function recordPage({ pathname }: PageLocation): void {
    if (pathname === lastPath) return;
    const wasInCheckout = lastPath !== null && isCheckoutPath(lastPath);
    lastPath = pathname;
    record('page', {
      name: PAGE_EVENT_NAME,
      properties: { path: pathname, authenticated: isAuthenticated() },
    });
    if (isCheckoutPath(pathname) && !wasInCheckout) {
      record('track', { name: TRACK_EVENTS.checkoutStarted, properties: { path: pathname } });
    }
  }

  const utm = readUtmValues(host.arrivalSearch);
  if (hasUtmValues(utm)) queue.setArrivalUtm(utm);
  recordPage(host.router.state.location);
  const stopRouting = host.router.subscribe((state) => recordPage(state.location));

  connectAnalyticsReceiver((request) => record('track', request));
  const stopWatching = watchFinishedCalls(host.store, (call) =>
    toEvents(call).forEach((event) => record('track', event)),
  );

  document.addEventListener(
    'click',
    (event) => {
      const element = event.target instanceof Element ? event.target.closest('a, button') : null;
      if (!element) return;
      record('track', {
        name: TRACK_EVENTS.clicked,
        properties: {
          label: readClickLabel(element),
          path: window.location.pathname,
          authenticated: isAuthenticated(),
        },
      });
    },
    { capture: true, signal },
  );
  window.addEventListener('pagehide', () => void queue.flush(true), { signal });
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') void queue.flush(true);
    },
    { signal },
  );
  const stopReporting = installErrorReporter(window, (report) =>
    postToCollector(ERRORS_API_PATH, report, false),
  );
  // The arrival's UTM values reach the session at once, before any signup can happen.
  if (hasUtmValues(utm)) void queue.flush(false);
  return {
    queue,
    stop() {
      listening.abort();
      stopRouting();
      stopWatching();
      stopReporting();
      connectAnalyticsReceiver(null);
      queue.stop();
      isStarted = false;
    },
  };
}

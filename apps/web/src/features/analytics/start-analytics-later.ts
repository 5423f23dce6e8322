import { runWhenIdle } from '@/lib/scheduling';
import type { AnalyticsHost } from './client/analytics-host';

/** The app's store and router, and the query string the visit arrived with. */
export type AnalyticsStart = AnalyticsHost & { arrivalSearch: string };

/** How long after start-up the client loads at the latest, when the browser is never idle. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Loads and starts the analytics client once the page is interactive (when the browser is
 * idle), never in the start-up path: its code is a separate chunk.
 */
export function startAnalyticsLater(host: AnalyticsStart): void {
  if (typeof window === 'undefined') return;
  const start = () =>
    void import('./client/start-analytics').then((module) => module.startAnalytics(host));
  runWhenIdle(start, IDLE_TIMEOUT_MS);
}

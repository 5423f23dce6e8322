import { UTM_PARAMETERS } from './limits';

export type UtmParameter = (typeof UTM_PARAMETERS)[number];
/** The UTM values a visit arrived with, by parameter name without the `utm_` prefix. */
export type UtmValues = Partial<Record<UtmParameter, string>>;

/** The longest UTM value kept; longer ones are cut. */
export const UTM_VALUE_MAX_CHARS = 200;

/**
 * The tracked UTM parameters (partner-and-shell §9) of a page address's query: `utm_source`
 * and so on. Empty values are left out; values are trimmed and cut, never interpreted.
 */
export function readUtmValues(search: string): UtmValues {
  const params = new URLSearchParams(search);
  const values: UtmValues = {};
  for (const name of UTM_PARAMETERS) {
    const value = params.get(`utm_${name}`)?.trim();
    if (value) values[name] = value.slice(0, UTM_VALUE_MAX_CHARS);
  }
  return values;
}

export function hasUtmValues(values: UtmValues): boolean {
  return Object.keys(values).length > 0;
}

/** The events the funnel counts, in its order: search → drug page → cart → checkout → paid. */
export const FUNNEL_EVENTS = {
  searched: 'Products Searched',
  viewed: 'Product Viewed',
  added: 'Product Added',
  checkoutStarted: 'Checkout Started',
  /** Recorded by the server when an order is paid, not sent by the browser. */
  paid: 'Order Paid',
} as const;
export type FunnelStep = keyof typeof FUNNEL_EVENTS;
export const FUNNEL_STEPS = Object.keys(FUNNEL_EVENTS) as FunnelStep[];

/** Every track event the web app sends (page events are named by their path). */
export const TRACK_EVENTS = {
  searched: FUNNEL_EVENTS.searched,
  viewed: FUNNEL_EVENTS.viewed,
  added: FUNNEL_EVENTS.added,
  checkoutStarted: FUNNEL_EVENTS.checkoutStarted,
  orderCompleted: 'Order Completed',
  clicked: 'Clicked',
} as const;

/** The page event's name: every page event is a "Page Viewed" with its path in properties. */
export const PAGE_EVENT_NAME = 'Page Viewed';

/**
 * The names the collector accepts when its strict whitelist is on (partner-and-shell §5: the
 * whitelist applies only behind a strict flag, off by default).
 */
export const ANALYTICS_EVENT_WHITELIST: readonly string[] = [
  PAGE_EVENT_NAME,
  ...Object.values(TRACK_EVENTS),
];

export function isWhitelistedEventName(name: string): boolean {
  return ANALYTICS_EVENT_WHITELIST.includes(name);
}

/**
 * Property names the spec writes in snake case (partner-and-shell §3, derived order flags):
 * the wire turns every key into camel case, so these are turned back when events are forwarded.
 */
export const SPEC_SNAKE_CASE_PROPERTIES: Readonly<Record<string, string>> = {
  isDiabetesEligible: 'is_diabetes_eligible',
  numberDiabetesEligible: 'number_diabetes_eligible',
};

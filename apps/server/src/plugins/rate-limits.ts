import type { RateLimitOptions } from '@fastify/rate-limit';

/** Per-route limits for the calls attackers like to repeat. Counted per client IP. */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  signup: { max: 5, timeWindow: '1 minute' },
  otp: { max: 5, timeWindow: '1 minute' },
  passwordReset: { max: 5, timeWindow: '1 minute' },
  coupon: { max: 10, timeWindow: '1 minute' },
  addressVerify: { max: 30, timeWindow: '1 minute' },
  /** Contact requests and price-match claims: a person writes a few, a spammer many. */
  supportRequest: { max: 5, timeWindow: '10 minutes' },
} as const satisfies Record<string, RateLimitOptions>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Route `config` that applies a named limit, e.g.
 * `app.post('/v2/user/account/login', { config: withRateLimit('login'), schema }, handler)`.
 * Outside production, named limits spare local clients (see security.ts); explicit options
 * apply to every client.
 */
export function withRateLimit(limit: RateLimitName | RateLimitOptions): {
  rateLimit: RateLimitOptions;
} {
  return {
    rateLimit: typeof limit === 'string' ? { ...RATE_LIMITS[limit] } : { allowList: [], ...limit },
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import helmet from 'helmet';
import { csrfPlugin } from './csrf';

export interface SecurityOptions {
  isProduction: boolean;
  /** Stripe is the payment provider: the card form loads Stripe.js and its card frames. */
  isStripeEnabled?: boolean;
}

const STRIPE_SOURCES = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/** A CSP the built single-page app runs under: everything from this origin, inline styles allowed. */
function buildContentSecurityPolicy(isProduction: boolean, isStripeEnabled = false) {
  const stripe = isStripeEnabled ? STRIPE_SOURCES : { scriptSrc: [], frameSrc: [], connectSrc: [] };
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", ...stripe.scriptSrc],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...stripe.connectSrc],
      ...(isStripeEnabled ? { frameSrc: stripe.frameSrc } : {}),
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  // Built once: the Fastify wrapper builds helmet's middleware anew on every request, which
  // allocates several kilobytes per request and shows in the garbage collector's pauses.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: buildContentSecurityPolicy(
      options.isProduction,
      options.isStripeEnabled,
    ),
    hsts: options.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
  await app.register(cookie);
  // Limits are opt-in per route (see rate-limits.ts); counters live in this process's memory.
  // Outside production the named limits spare this machine's own clients (tests, journeys).
  await app.register(rateLimit, {
    global: false,
    ...(options.isProduction ? {} : { allowList: isLocalClient }),
  });
  await app.register(csrfPlugin);
}

function isLocalClient(request: FastifyRequest): boolean {
  return ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.ip);
}

export const securityPlugin = fp(registerSecurity, { name: 'security' });

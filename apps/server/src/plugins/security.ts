import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { csrfPlugin } from './csrf';

export interface SecurityOptions {
  isProduction: boolean;
}

/** A CSP the built single-page app runs under: everything from this origin, inline styles allowed. */
function buildContentSecurityPolicy(isProduction: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
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
  await app.register(helmet, {
    contentSecurityPolicy: buildContentSecurityPolicy(options.isProduction),
    hsts: options.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  await app.register(cookie);
  // Limits are opt-in per route (see rate-limits.ts); counters live in this process's memory.
  await app.register(rateLimit, { global: false });
  await app.register(csrfPlugin);
}

export const securityPlugin = fp(registerSecurity, { name: 'security' });

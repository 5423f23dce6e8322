import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_CODES, CSRF_HEADER } from '@fillwell/contracts';
import { HttpError } from './http-error';
import { isApiPath } from './api-paths';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * True for calls from other systems' servers (a pharmacy's claims) that read no cookie: a
     * cross-site page gains nothing by sending them, and those systems send no browser header.
     */
    isCsrfExempt?: boolean;
  }
}

/**
 * Custom-header CSRF defence: a state-changing API call must carry `X-Requested-With: fillwell`
 * (which a cross-site page cannot send without a preflight we never grant), and an Origin, when
 * the browser sends one, must be this host.
 */
export function isCsrfSafe(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method) || !isApiPath(request.url)) return true;
  if (request.routeOptions.config.isCsrfExempt === true) return true;
  if (request.headers[CSRF_HEADER.name] !== CSRF_HEADER.value) return false;
  const origin = request.headers.origin;
  return origin === undefined || isSameHost(origin, request.host);
}

function isSameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

async function registerCsrf(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (!isCsrfSafe(request)) {
      throw new HttpError(
        403,
        API_ERROR_CODES.csrfFailed,
        'This request was blocked, please reload the page',
      );
    }
  });
}

export const csrfPlugin = fp(registerCsrf, { name: 'csrf' });

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import fp from 'fastify-plugin';
import { PRODUCT } from '@fillwell/domain';
import type { AppDatabase } from '../db/client';
import { isApiPath } from './api-paths';
import { createSessionStore, type SessionRecord, type SessionStore } from './session-store';
import { createSessionToken, hashSessionToken, isWellFormedSessionToken } from './session-token';

export type { SessionRecord } from './session-store';

export const SESSION_COOKIE = `${PRODUCT.slug}_session`;
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
/** A session's expiry slides forward at most once a day, so most requests only read. */
const SLIDE_AFTER_MS = DAY_MS;

export interface SessionManager {
  /** The request's session, creating a visitor session (and its cookie) when there is none. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionRecord>;
  /** Changes the request's session (no-op without one). */
  update(request: FastifyRequest, changes: Partial<Omit<SessionRecord, 'id'>>): Promise<void>;
  /** Replaces the token, keeping the session's data (call on sign-in, against session fixation). */
  renew(request: FastifyRequest, reply: FastifyReply): Promise<SessionRecord>;
  /** Deletes the session and its cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for public reads that never look at the session: they skip its database read. */
    needsSession?: boolean;
  }
  interface FastifyInstance {
    sessions: SessionManager;
  }
  interface FastifyRequest {
    /** The valid session named by the cookie, loaded for /api calls; null for a new visitor. */
    session: SessionRecord | null;
  }
}

/** Route config of public catalogue reads (search, drug pages, pharmacies): no session lookup. */
export const SESSIONLESS_ROUTE = { needsSession: false } as const;

export interface SessionOptions {
  db: AppDatabase;
  isProduction: boolean;
  now?: () => Date;
}

async function registerSession(app: FastifyInstance, options: SessionOptions): Promise<void> {
  const store = createSessionStore(options.db);
  const now = options.now ?? (() => new Date());
  const cookieOptions: CookieSerializeOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.isProduction,
  };
  const setCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });

  app.decorateRequest('session', null);
  app.decorate('sessions', createManager(store, now, setCookie, cookieOptions));

  app.addHook('preHandler', async (request, reply) => {
    if (!isApiPath(request.url) || request.routeOptions.config.needsSession === false) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !isWellFormedSessionToken(token)) return;
    const record = await store.findActive(hashSessionToken(token), now());
    if (record && isDueToSlide(record, now())) {
      record.expiresAt = new Date(now().getTime() + SESSION_TTL_MS);
      await store.update(record.id, { expiresAt: record.expiresAt });
      setCookie(reply, token, record.expiresAt);
    }
    request.session = record;
  });
}

function isDueToSlide(record: SessionRecord, now: Date): boolean {
  return record.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SLIDE_AFTER_MS;
}

const EMPTY_SESSION = { accountId: null, inviteCode: null } as const;

function createManager(
  store: SessionStore,
  now: () => Date,
  setCookie: (reply: FastifyReply, token: string, expiresAt: Date) => unknown,
  cookieOptions: CookieSerializeOptions,
): SessionManager {
  async function startWith(
    reply: FastifyReply,
    data: Omit<SessionRecord, 'id' | 'expiresAt'>,
  ): Promise<SessionRecord> {
    const token = createSessionToken();
    const record = {
      ...data,
      id: hashSessionToken(token),
      expiresAt: new Date(now().getTime() + SESSION_TTL_MS),
    };
    await store.insert(record);
    setCookie(reply, token, record.expiresAt);
    return record;
  }

  return {
    async ensure(request, reply) {
      request.session ??= await startWith(reply, EMPTY_SESSION);
      return request.session;
    },
    async update(request, changes) {
      if (!request.session) return;
      await store.update(request.session.id, changes);
      request.session = { ...request.session, ...changes };
    },
    async renew(request, reply) {
      const previous = request.session;
      if (!previous) return (request.session = await startWith(reply, EMPTY_SESSION));
      const token = createSessionToken();
      const renewed = {
        ...previous,
        id: hashSessionToken(token),
        expiresAt: new Date(now().getTime() + SESSION_TTL_MS),
      };
      await store.rekey(previous.id, { id: renewed.id, expiresAt: renewed.expiresAt });
      setCookie(reply, token, renewed.expiresAt);
      request.session = renewed;
      return renewed;
    },
    async end(request, reply) {
      if (request.session) await store.delete(request.session.id);
      request.session = null;
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
  };
}

export const sessionPlugin = fp(registerSession, {
  name: 'session',
  dependencies: ['security'],
});

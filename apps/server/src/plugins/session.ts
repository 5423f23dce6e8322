import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import fp from 'fastify-plugin';
import { PRODUCT } from '@fillwell/domain';
import type { AppDatabase } from '../db/client';
import { isApiPath } from './api-paths';
import { createSessionStore, type SessionRecord, type SessionStore } from './session-store';
import { loadSessionSigningKey } from './session-signing-key';
import {
  createSignedSessionToken,
  hashSessionToken,
  isWellFormedSessionToken,
  readSignedSessionToken,
} from './session-token';

export type { SessionRecord } from './session-store';

export const SESSION_COOKIE = `${PRODUCT.slug}_session`;
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
/** A session's expiry slides forward at most once a day, so most requests only read. */
const SLIDE_AFTER_MS = DAY_MS;

export interface SessionManager {
  /** The request's session, creating a visitor session (and its cookie) when there is none. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionRecord>;
  /**
   * On a route that defers its session: the stored session, else the visitor's proposed one (its
   * cookie set), which the visitor's first call to any other API route stores. Elsewhere: ensure.
   */
  ensureOrPropose(request: FastifyRequest, reply: FastifyReply): Promise<SessionRecord>;
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
    /**
     * True for a read that answers with the session but never changes it (GET /api/v2/user, which
     * every page asks as it is drawn): a visitor without one is proposed one, stored only once
     * they call a route that may change it, so a page view (a crawler's, say) writes nothing.
     */
    defersSession?: boolean;
  }
  interface FastifyInstance {
    sessions: SessionManager;
  }
  interface FastifyRequest {
    /** The valid session named by the cookie, loaded for /api calls; null for a new visitor. */
    session: SessionRecord | null;
    /** The cookie's token, when this server proposed it and no session is stored under it yet. */
    proposedSessionToken: string | null;
  }
}

/** Route config of public catalogue reads (search, drug pages, pharmacies): no session lookup. */
export const SESSIONLESS_ROUTE = { needsSession: false } as const;

/** Route config of a read that answers with the visitor's session without storing one. */
export const SESSION_DEFERRING_ROUTE = { defersSession: true } as const;

export interface SessionOptions {
  db: AppDatabase;
  isProduction: boolean;
  now?: () => Date;
}

async function registerSession(app: FastifyInstance, options: SessionOptions): Promise<void> {
  const store = createSessionStore(options.db);
  const signingKey = await loadSessionSigningKey(options.db);
  const now = options.now ?? (() => new Date());
  const cookieOptions: CookieSerializeOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.isProduction,
  };
  const setCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
  const tokens: SessionTokens = {
    create: () => createSignedSessionToken(signingKey, now()),
    findExpiry(token) {
      const issuedAt = readSignedSessionToken(token, signingKey);
      if (!issuedAt) return null;
      const expiresAt = new Date(issuedAt.getTime() + SESSION_TTL_MS);
      return expiresAt > now() ? expiresAt : null;
    },
  };

  app.decorateRequest('session', null);
  app.decorateRequest('proposedSessionToken', null);
  const slide = async (record: SessionRecord, token: string, reply: FastifyReply) => {
    if (!isDueToSlide(record, now())) return record;
    record.expiresAt = new Date(now().getTime() + SESSION_TTL_MS);
    await store.update(record.id, { expiresAt: record.expiresAt });
    setCookie(reply, token, record.expiresAt);
    return record;
  };
  app.decorate('sessions', createManager({ store, now, setCookie, cookieOptions, tokens, slide }));

  app.addHook('preHandler', async (request, reply) => {
    if (!isApiPath(request.url) || request.routeOptions.config.needsSession === false) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !isWellFormedSessionToken(token)) return;
    const id = hashSessionToken(token);
    const found = await store.find(id, now());
    if (found) {
      request.session = found.isActive ? await slide(found.record, token, reply) : null;
      return;
    }
    if (!tokens.findExpiry(token)) return;
    request.proposedSessionToken = token;
    if (!request.routeOptions.config.defersSession) await app.sessions.ensure(request, reply);
  });
}

function isDueToSlide(record: SessionRecord, now: Date): boolean {
  return record.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SLIDE_AFTER_MS;
}

const EMPTY_SESSION = { accountId: null, inviteCode: null } as const;

interface SessionTokens {
  /** A new token, signed, made now. */
  create(): string;
  /** When a session proposed under `token` ends: null unless this server signed it, or past. */
  findExpiry(token: string): Date | null;
}

interface ManagerOptions {
  store: SessionStore;
  now: () => Date;
  setCookie: (reply: FastifyReply, token: string, expiresAt: Date) => unknown;
  cookieOptions: CookieSerializeOptions;
  tokens: SessionTokens;
  /** Moves the stored session's expiry (and its cookie's) forward when it is due. */
  slide(record: SessionRecord, token: string, reply: FastifyReply): Promise<SessionRecord>;
}

function createManager(options: ManagerOptions): SessionManager {
  const { store, now, setCookie, cookieOptions, tokens, slide } = options;
  const toExpiry = () => new Date(now().getTime() + SESSION_TTL_MS);

  async function startWith(
    reply: FastifyReply,
    data: Omit<SessionRecord, 'id' | 'expiresAt'>,
  ): Promise<SessionRecord> {
    const token = tokens.create();
    const record = { ...data, id: hashSessionToken(token), expiresAt: toExpiry() };
    await store.insert(record);
    setCookie(reply, token, record.expiresAt);
    return record;
  }

  /** The visitor session proposed under `token`, as its cookie describes it; null if none is. */
  function readProposed(token: string): SessionRecord | null {
    const expiresAt = tokens.findExpiry(token);
    return expiresAt ? { ...EMPTY_SESSION, id: hashSessionToken(token), expiresAt } : null;
  }

  /** The proposed session stored; null when another is stored under its id already. */
  async function storeProposed(reply: FastifyReply, token: string) {
    const proposed = readProposed(token);
    const stored = proposed && (await store.claim(proposed, now()));
    return stored && slide(stored, token, reply);
  }

  const manager: SessionManager = {
    async ensure(request, reply) {
      const proposed = request.proposedSessionToken;
      request.proposedSessionToken = null;
      if (!request.session && proposed) request.session = await storeProposed(reply, proposed);
      request.session ??= await startWith(reply, EMPTY_SESSION);
      return request.session;
    },
    async ensureOrPropose(request, reply) {
      if (request.session || !request.routeOptions.config.defersSession) {
        return manager.ensure(request, reply);
      }
      const token = request.proposedSessionToken;
      const proposed = token ? readProposed(token) : null;
      // A proposal a day old is stored, its expiry then sliding as a stored session's does.
      if (proposed && isDueToSlide(proposed, now())) return manager.ensure(request, reply);
      if (proposed) return proposed;
      const created = tokens.create();
      request.proposedSessionToken = created;
      const fresh = readProposed(created);
      if (!fresh) throw new Error('A session token just made is not readable');
      setCookie(reply, created, fresh.expiresAt);
      return fresh;
    },
    async update(request, changes) {
      if (!request.session) return;
      await store.update(request.session.id, changes);
      request.session = { ...request.session, ...changes };
    },
    async renew(request, reply) {
      const previous = request.session;
      if (!previous) return (request.session = await startWith(reply, EMPTY_SESSION));
      const token = tokens.create();
      const renewed = { ...previous, id: hashSessionToken(token), expiresAt: toExpiry() };
      await store.rekey(previous.id, { id: renewed.id, expiresAt: renewed.expiresAt });
      setCookie(reply, token, renewed.expiresAt);
      request.session = renewed;
      return renewed;
    },
    async end(request, reply) {
      if (request.session) await store.delete(request.session.id);
      request.session = null;
      request.proposedSessionToken = null;
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
  };
  return manager;
}

export const sessionPlugin = fp(registerSession, {
  name: 'session',
  dependencies: ['security'],
});

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createMessageSender, type MessageSender } from '../../adapters/messages/index';
import { attributeSignIn } from '../analytics/index';
import type { ModuleRoutesOptions } from '../module-options';
import type { PharmacyIndex } from '../pharmacies/index';
import { createCatalogueCountsCache } from '../system';
import { createUserResponder, type UserResponder } from '../user/user-responder';
import { createAccountRepository, type AccountRepository } from './account-repository';
import { createChallengeStore, type ChallengeStore } from './challenges';
import { createSignInThrottle, type SignInThrottle, type ThrottleClient } from './login-throttle';
import { signInSession } from './sign-in';
import { createTrustedDevices } from './trusted-devices';

/** What every sign-in route needs, built once per app. */
export interface AccountContext {
  accounts: AccountRepository;
  challenges: ChallengeStore;
  messages: MessageSender;
  users: UserResponder;
  throttle: SignInThrottle;
  /** Who is trying, for the throttles: a device that signed in to the account, else the address. */
  readThrottleClient(request: FastifyRequest, accountId: string | null): Promise<ThrottleClient>;
  /** Signs the account in on this session, and remembers this browser as one of its devices. */
  signIn(request: FastifyRequest, reply: FastifyReply, accountId: string): Promise<void>;
  /** Where links in emails point: PUBLIC_URL, else the address the request came to. */
  getOrigin(request: FastifyRequest): string;
  /** Sends without failing the call: a message that cannot go out is logged, not shown. */
  sendQuietly(request: FastifyRequest, send: () => Promise<void>): Promise<void>;
}

export interface AccountRoutesOptions extends ModuleRoutesOptions {
  /** For the discount card's pharmacy in the user answer. */
  pharmacies: PharmacyIndex;
}

export function createAccountContext(
  app: FastifyInstance,
  options: AccountRoutesOptions,
): AccountContext {
  const { db, config } = options;
  const devices = createTrustedDevices(db, { isProduction: config.isProduction });
  return {
    accounts: createAccountRepository(db),
    challenges: createChallengeStore(db),
    messages: createMessageSender(config, db, { log: app.log }),
    users: createUserResponder(app, db, createCatalogueCountsCache(db), options.pharmacies),
    throttle: createSignInThrottle(db),
    async readThrottleClient(request, accountId) {
      const device = accountId ? await devices.findTrustedDevice(request, accountId) : null;
      return device
        ? { key: `device:${device}`, isTrusted: true }
        : { key: `ip:${request.ip}`, isTrusted: false };
    },
    async signIn(request, reply, accountId) {
      await signInSession(app, request, reply, accountId);
      await devices.trust(request, reply, accountId);
      // The visit is now the account's; a new account's signup gets the visit's UTM values.
      await attributeSignIn(db, request.session?.id ?? null, accountId);
    },
    getOrigin: (request) => config.publicUrl ?? `${request.protocol}://${request.host}`,
    async sendQuietly(request, send) {
      try {
        await send();
      } catch (error) {
        request.log.error({ err: error }, 'A message could not be sent');
      }
    },
  };
}

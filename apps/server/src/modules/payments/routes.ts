import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  addCardTokenRequestSchema,
  addCardTokenResponseSchema,
  cardParamsSchema,
  cardsResponseSchema,
  paymentConfigResponseSchema,
  walletResponseSchema,
} from '@fillwell/contracts';
import { createPaymentProvider } from '../../adapters/payments/index';
import { requireAccountId } from '../../plugins/authentication';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import type { ModuleRoutesOptions } from '../module-options';
import { createCardService } from './card-service';
import { sumWalletCents } from './wallet-repository';

/** Saving cards verifies them with the provider: limited per account against card testing. */
const ADD_CARD_LIMIT = withRateLimit({
  max: 10,
  timeWindow: '1 minute',
  // After the session is read (preHandler), so the key can be the account.
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => request.session?.accountId ?? request.ip,
});

/** Saved cards and the wallet. */
export const paymentRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (app, options) => {
  const provider = await createPaymentProvider(options.config, options.db, {
    onUnexpectedError: (error) => app.log.error({ err: error }, 'payment provider failed'),
  });
  const cards = createCardService(options.db, provider, {
    onProviderRemoveFailed: (error) =>
      app.log.warn({ code: error.code }, 'payment provider kept a removed card'),
  });

  app.get(
    '/payments/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Where the card form tokenizes: the embedded test gateway or Stripe',
        response: { 200: paymentConfigResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => ({ provider: provider.kind, publishableKey: provider.publishableKey }),
  );

  app.post(
    '/payments/add_token',
    {
      config: ADD_CARD_LIMIT,
      schema: {
        tags: ['payments'],
        summary:
          "Saves a tokenized card; it becomes the first card and, unless set_as_default is false, the default. A refused card answers 402 with the provider's message",
        body: addCardTokenRequestSchema,
        response: { 200: addCardTokenResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const accountId = requireAccountId(request);
      const { stripeCardToken, setAsDefault } = request.body;
      return cards.add(accountId, stripeCardToken, setAsDefault);
    },
  );

  app.get(
    '/cards',
    {
      schema: {
        tags: ['payments'],
        summary: "The signed-in user's saved cards, newest first",
        response: { 200: cardsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => cards.list(requireAccountId(request)),
  );

  app.post(
    '/payments/cards/:id/make_default',
    {
      schema: {
        tags: ['payments'],
        summary: 'Makes the card the default (the others lose the flag); answers the cards',
        params: cardParamsSchema,
        response: { 200: cardsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => cards.makeDefault(requireAccountId(request), request.params.id),
  );

  app.delete(
    '/payments/cards/:id',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Removes the card; when it was the default, the first remaining card becomes the default. Answers the cards',
        params: cardParamsSchema,
        response: { 200: cardsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => cards.remove(requireAccountId(request), request.params.id),
  );

  app.get(
    '/wallet',
    {
      schema: {
        tags: ['payments'],
        summary: "The signed-in user's wallet credit in cents",
        response: { 200: walletResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      availableBalance: await sumWalletCents(options.db, requireAccountId(request)),
    }),
  );
};

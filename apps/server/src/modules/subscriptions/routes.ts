import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  drugPurchaseRequestSchema,
  drugPurchaseResponseSchema,
  setSubscriptionCartRequestSchema,
  subscriptionActionItemsResponseSchema,
  subscriptionCartSchema,
  subscriptionEligibilityQuerySchema,
  subscriptionEligibilityResponseSchema,
  subscriptionsResponseSchema,
} from '@fillwell/contracts';
import { PRODUCT } from '@fillwell/domain';
import { createMessageSender } from '../../adapters/messages/index';
import { requireAccountId } from '../../plugins/authentication';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { CareModuleOptions } from '../care-module-options';
import { purchaseHeadersSchema } from '../orders/index';
import { createSubscriptionNotices } from './subscription-notices';
import { createSubscriptionPurchases } from './subscription-purchase';
import { createSubscriptionRenewals } from './subscription-renewals';
import { createSubscriptionService } from './subscription-service';

export type SubscriptionsRoutesOptions = CareModuleOptions;

const TAGS = ['subscriptions'];

/** Monthly telehealth subscriptions: eligibility, the subscription cart, purchase, renewals. */
export const subscriptionsRoutes: FastifyPluginAsyncZod<SubscriptionsRoutesOptions> = async (
  app,
  options,
) => {
  const { db, config, catalogue, clock } = options;
  const service = createSubscriptionService({ db, catalogue, clock });
  const purchases = createSubscriptionPurchases({
    db,
    catalogue,
    clock,
    standingOrders: options.standingOrders,
  });
  const renewals = createSubscriptionRenewals({
    db,
    catalogue,
    standingOrders: options.standingOrders,
    notices: createSubscriptionNotices({
      db,
      messages: createMessageSender(config, db),
      siteUrl: config.publicUrl ?? PRODUCT.mainSiteUrl,
      supportPhone: config.supportPhone,
      onSendFailed: (error) => app.log.warn({ err: error }, 'subscription notice not sent'),
    }),
  });
  options.scheduler.register(renewals.job);

  app.get(
    '/v2/subscription',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in person's telehealth subscriptions, newest first",
        response: { 200: subscriptionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ result: await service.listSubscriptions(requireAccountId(request)) }),
  );

  app.get(
    '/v2/subscription/eligibility',
    {
      schema: {
        tags: TAGS,
        summary:
          'Whether a drug is sold as a monthly subscription and the caller can have its visit ' +
          "(age, sex, and the account's current state or the session location's state)",
        querystring: subscriptionEligibilityQuerySchema,
        response: { 200: subscriptionEligibilityResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      result: await service.judgeEligibility(
        { sessionId: request.session?.id ?? null, accountId: request.session?.accountId ?? null },
        request.query,
      ),
    }),
  );

  app.get(
    '/v2/subscription/cart',
    {
      schema: {
        tags: TAGS,
        summary: "The session's subscription cart, priced now (empty: med and amounts null)",
        response: { 200: subscriptionCartSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.getCart(request.session?.id ?? null),
  );

  app.post(
    '/v2/subscription/cart',
    {
      schema: {
        tags: TAGS,
        summary:
          'Puts a medication and quantity in the subscription cart (replacing any); the server ' +
          'prices it: monthly fee = home-delivery price + monthly care fee, plus the medical fee',
        body: setSubscriptionCartRequestSchema,
        response: { 200: subscriptionCartSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const session = await app.sessions.ensure(request, reply);
      return service.setCart(session.id, request.body);
    },
  );

  app.get(
    '/v2/subs_action_items',
    {
      schema: {
        tags: TAGS,
        summary:
          'What the subscriber must do: update the payment method of a past-due subscription, ' +
          'complete the online visit of a subscription',
        response: { 200: subscriptionActionItemsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ result: await service.listActions(requireAccountId(request)) }),
  );

  app.post(
    '/v2/subscription/drug_purchase',
    {
      schema: {
        tags: TAGS,
        summary:
          'Buys the subscription and charges its first month (monthly fee + one-time medical fee) ' +
          'to the saved card; the same Idempotency-Key answers the same subscription and order. ' +
          "409 subscription_exists 'Subscription already exists for the drug'; 402 payment_failed",
        headers: purchaseHeadersSchema,
        body: drugPurchaseRequestSchema,
        response: { 200: drugPurchaseResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      purchases.purchase({
        accountId: requireAccountId(request),
        sessionId: request.session?.id ?? null,
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );
};

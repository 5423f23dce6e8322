import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NEWSLETTER_MESSAGES,
  newsletterParamsSchema,
  newsletterSignupResponseSchema,
  newsletterSignupSchema,
  newsletterSubscriptionResponseSchema,
  newsletterTokenQuerySchema,
  newsletterTopicsRequestSchema,
  type NewsletterSubscription,
} from '@fillwell/contracts';
import { BLOG_PATH, PRODUCT } from '@fillwell/domain';
import { createMessageSender } from '../../adapters/messages/index';
import { createNotFoundError, createValidationError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import { createSessionToken, hashSessionToken } from '../../plugins/session-token';
import type { ContentStore } from '../content/index';
import type { ModuleRoutesOptions } from '../module-options';
import {
  confirmTopics,
  findSubscriber,
  requestSubscription,
  type NewsletterSubscriberRow,
} from './newsletter-repository';

export interface NewsletterRoutesOptions extends ModuleRoutesOptions {
  content: ContentStore;
}

export const SUBSCRIPTION_NOT_FOUND = 'This link is not valid any more. Please subscribe again.';

/**
 * The blog's newsletter, by double opt-in: asking sends a link; the subscription counts once the
 * link's page confirms the topics. The link also changes the topics or ends the subscription.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRoutesOptions> = async (
  app,
  { db, config, content },
) => {
  const messages = createMessageSender(config, db, { log: app.log });
  const categorySlugs = () =>
    new Set(content.listBlogCategories().map((category) => category.slug));
  const checkTopics = (topics: readonly string[]) => {
    const known = categorySlugs();
    if (topics.some((topic) => !known.has(topic))) {
      throw createValidationError({ topics: [NEWSLETTER_MESSAGES.unknownTopic] });
    }
  };
  const findWithToken = async (id: string, token: string) => {
    const row = await findSubscriber(db, id);
    if (!row || row.tokenHash !== hashSessionToken(token)) {
      throw createNotFoundError(SUBSCRIPTION_NOT_FOUND);
    }
    return row;
  };
  const describe = (row: NewsletterSubscriberRow): NewsletterSubscription => ({
    email: row.email,
    topics: row.confirmedAt && row.pendingTopics.length === 0 ? row.topics : row.pendingTopics,
    isConfirmed: row.confirmedAt !== null,
    categories: content.listBlogCategories(),
  });

  app.post(
    '/v2/newsletter',
    {
      config: { ...withRateLimit('supportRequest'), needsSession: false },
      schema: {
        tags: ['content'],
        summary: 'Asks for the newsletter on some topics: an e-mailed link confirms it',
        body: newsletterSignupSchema,
        response: { 202: newsletterSignupResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { email, topics } = request.body;
      checkTopics(topics);
      const token = createSessionToken();
      const id = await requestSubscription(db, {
        email,
        topics,
        tokenHash: hashSessionToken(token),
      });
      const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
      const link = `${origin}${BLOG_PATH}/newsletter/${id}/topics?token=${token}`;
      await messages.sendEmail({
        to: email,
        subject: `Confirm your ${PRODUCT.name} newsletter`,
        text: [
          `Someone, we hope you, asked for the ${PRODUCT.name} newsletter at this address.`,
          '',
          `Confirm it, and choose your topics: ${link}`,
          '',
          'If it was not you, ignore this e-mail: nothing is sent until you confirm.',
        ].join('\n'),
      });
      return reply.code(202).send({ result: { isSent: true as const } });
    },
  );

  app.get(
    '/v2/newsletter/:id/topics',
    {
      config: { needsSession: false },
      schema: {
        tags: ['content'],
        summary: "A subscription's topics, for whoever holds its e-mailed link",
        params: newsletterParamsSchema,
        querystring: newsletterTokenQuerySchema,
        response: { 200: newsletterSubscriptionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      result: describe(await findWithToken(request.params.id, request.query.token)),
    }),
  );

  app.put(
    '/v2/newsletter/:id/topics',
    {
      config: { needsSession: false },
      schema: {
        tags: ['content'],
        summary: 'Confirms the subscription with these topics (none: unsubscribes)',
        params: newsletterParamsSchema,
        querystring: newsletterTokenQuerySchema,
        body: newsletterTopicsRequestSchema,
        response: { 200: newsletterSubscriptionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params;
      await findWithToken(id, request.query.token);
      checkTopics(request.body.topics);
      const updated = await confirmTopics(db, id, request.body.topics);
      if (!updated) throw createNotFoundError(SUBSCRIPTION_NOT_FOUND);
      return { result: describe(updated) };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxResponseSchema } from '@fillwell/contracts';
import { listOutboxMessages } from '../../adapters/messages/index';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { ModuleRoutesOptions } from '../module-options';

/** The outbox of sent messages, outside production only. */
export const devOutboxRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (app, options) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages the product sent (codes, links), newest first; outside production only',
        response: { 200: outboxResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => {
      const rows = await listOutboxMessages(options.db);
      return {
        result: rows.map((row) => ({
          id: row.id,
          channel: row.channel === 'sms' ? ('sms' as const) : ('email' as const),
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};

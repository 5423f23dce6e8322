import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devMatchCodeRequestSchema, matchCodeSchema } from '@fillwell/contracts';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { createMatchCodeTool } from './match-code-tool';
import type { DiscountCardRoutesOptions } from './routes';

/**
 * POST /api/dev/discount-card/match-codes, outside production only (and, like every tool under
 * /api/dev/, to this machine or a signed-in staff member): makes a match code to try /qs links.
 */
export function registerDevMatchCodeRoutes(
  app: FastifyInstance,
  options: DiscountCardRoutesOptions,
): void {
  const tool = createMatchCodeTool(options.db, options.pharmacies);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/discount-card/match-codes',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Makes a discount-card match code (pharmacy: one use unless max_uses says; campaign ' +
          "and referral: no limit; a referral code is the caller's card's); outside production only",
        body: devMatchCodeRequestSchema,
        response: { 200: matchCodeSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => tool.create(request.body, request.session?.accountId ?? null),
  );
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appVersionResponseSchema } from '@fillwell/contracts';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { ModuleRoutesOptions } from '../module-options';
import { createAppVersionSource } from './app-version-source';

/** The web build being served, so open tabs notice a new deployment. */
export const appVersionRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (
  app,
  options,
) => {
  const source = createAppVersionSource(options.config.webDistDir, (error) =>
    app.log.warn({ err: error }, 'the web build version file is unreadable'),
  );

  app.get(
    '/v2/app/version',
    {
      schema: {
        tags: ['system'],
        summary:
          'The version and build id of the web app being served and the oldest app version the ' +
          'API accepts; an open tab shows the update banner when the build differs and asks for ' +
          'a refresh when it is older than the minimum',
        response: { 200: appVersionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return source.read();
    },
  );
};

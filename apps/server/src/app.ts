import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { clientParamsPlugin } from './plugins/client-params';
import { errorHandlerPlugin } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { staticWebPlugin } from './plugins/static-web';
import { wireCasePlugin } from './plugins/wire-case';
import { createCatalogueCountsCache, systemRoutes } from './modules/system';
import { userRoutes } from './modules/user/routes';

export interface AppDependencies {
  database: DatabaseHandle;
}

export type App = FastifyInstance;

const BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole HTTP application (API, docs, probes and the built web app); not yet listening. */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Only JSON bodies are accepted; anything else is answered 415.
  app.removeContentTypeParser('text/plain');

  await app.register(errorHandlerPlugin);
  await app.register(wireCasePlugin);
  await app.register(clientParamsPlugin);
  await app.register(securityPlugin, { isProduction: config.isProduction });
  await app.register(sessionPlugin, { db: deps.database.db, isProduction: config.isProduction });
  await app.register(openApiPlugin);

  const catalogueCounts = createCatalogueCountsCache(deps.database.db);
  await app.register(systemRoutes, { database: deps.database, catalogueCounts });
  await app.register(
    async (api) => {
      await api.register(userRoutes, {
        catalogueCounts,
      });
    },
    { prefix: '/api' },
  );

  await app.register(staticWebPlugin, { webDistDir: config.webDistDir });
  return app;
}

import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { clientParamsPlugin } from './plugins/client-params';
import { compressionPlugin } from './plugins/compression';
import { capConnectionsPerClient, toServerTimeouts } from './plugins/connection-limits';
import { devToolsAccessPlugin } from './plugins/dev-tools-access';
import { errorHandlerPlugin, sendApiError } from './plugins/error-handler';
import { toApiError } from './plugins/error-mapper';
import { inputGuardPlugin } from './plugins/input-guard';
import { createKeptAnswers } from './plugins/kept-answers';
import { createVisitorPages } from './plugins/visitor-pages';
import { openApiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { staticWebPlugin } from './plugins/static-web';
import { wireCasePlugin } from './plugins/wire-case';
import { catalogRoutes, createCatalogueIndex } from './modules/catalog/index';
import { contentRoutes, createMetaTagResolver, loadContentStore } from './modules/content/index';
import { legalRoutes } from './modules/legal/index';
import { supportRequestRoutes } from './modules/support-requests/index';
import { seoRoutes } from './modules/seo/index';
import { feedbackRoutes } from './modules/feedback/index';
import { landingRoutes } from './modules/landing/index';
import { newsletterRoutes } from './modules/newsletter/index';
import { createZipCodeIndex, locationRoutes } from './modules/location/index';
import { createPharmacyIndex, pharmacyRoutes } from './modules/pharmacies/index';
import { createCatalogueCountsCache, systemRoutes } from './modules/system';
import { userRoutes } from './modules/user/routes';
import { accountRoutes } from './modules/account/routes';
import { devOutboxRoutes } from './modules/account/dev-outbox-routes';
import { profileRoutes } from './modules/profile/routes';
import { referralRoutes } from './modules/referrals/index';
import { appVersionRoutes } from './modules/app-version/index';
import { healthProfileRoutes } from './modules/health-profile/routes';
import { addressRoutes } from './modules/addresses/routes';
import { paymentRoutes } from './modules/payments/routes';
import { gatewayRoutes } from './modules/payments/gateway-routes';
import { cartRoutes, createCartService } from './modules/cart/index';
import { createCustomerOrders, createStandingOrders, ordersRoutes } from './modules/orders/index';
import { transfersRoutes } from './modules/transfers/index';
import { discountCardRoutes } from './modules/discount-card/index';
import { telemedRoutes } from './modules/telemed/index';
import { clinicianRoutes } from './modules/clinician/index';
import { telemedCatalogRoutes } from './modules/telemed-catalog/index';
import { subscriptionsRoutes } from './modules/subscriptions/index';
import { refillsRoutes } from './modules/refills/index';
import { cardClaimsRoutes } from './modules/card-claims/index';
import { createPharmacyPlusServices, pharmacyPlusRoutes } from './modules/pharmacy-plus/index';
import { partnerConsoleRoutes } from './modules/partner-console/index';
import { analyticsRoutes } from './modules/analytics/index';
import { specialtyRoutes } from './modules/specialty/index';
import {
  createClock,
  createJobLeases,
  createJobScheduler,
  schedulingRoutes,
} from './modules/scheduling/index';
import { createDataVersionFollower } from './modules/data-versions/index';

export interface AppDependencies {
  database: DatabaseHandle;
}

export type App = FastifyInstance;

const BODY_LIMIT_BYTES = 1024 * 1024;
/** Answers the same for everyone (drug pages, the directory): compressed once and kept. */
const KEPT_ANSWER_ROUTES = [
  '/api/v2/user/drugs/detail/:slug',
  '/api/cms/drug_info/:slug',
  '/api/medications/top',
  '/api/medications/index/:letter',
  '/api/v2/content/:id',
  '/api/cms/web/departments/:id',
  '/api/cms/blogs/:slug',
  '/api/v2/landing/:slug',
  '/api/v2/cities/:slug',
  '/sitemap.xml',
];

/** The whole HTTP application (API, docs, probes and the built web app); not yet listening. */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Keep-alive connections must not hold a shutdown open.
    forceCloseConnections: true,
    // Slow or idle clients are cut off (see connection-limits.ts).
    ...toServerTimeouts(config.http),
    // Failures before routing (bad URLs, over-long parameters) answer in the one error shape too.
    frameworkErrors: (error, _request, reply) => sendApiError(reply, toApiError(error)),
  }).withTypeProvider<ZodTypeProvider>();

  capConnectionsPerClient(app.server, config.http.maxConnectionsPerClient);
  app.setValidatorCompiler(validatorCompiler);
  // Only JSON bodies are accepted; anything else is answered 415.
  app.removeContentTypeParser('text/plain');

  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(wireCasePlugin);
  // Kept compressed answers are forgotten whenever reference data is reloaded (below).
  const keptAnswers = createKeptAnswers();
  const visitorPages = createVisitorPages();
  await app.register(compressionPlugin, { keptAnswers, keptRoutes: KEPT_ANSWER_ROUTES });
  await app.register(clientParamsPlugin);
  await app.register(securityPlugin, {
    isProduction: config.isProduction,
    isStripeEnabled: config.stripe !== null,
  });
  await app.register(sessionPlugin, { db: deps.database.db, isProduction: config.isProduction });
  await app.register(devToolsAccessPlugin, { db: deps.database.db });
  await app.register(openApiPlugin, { isProduction: config.isProduction });

  const catalogueCounts = createCatalogueCountsCache(deps.database.db);
  // Built from the database once it is seeded (ready() runs after the start-up seeding), then
  // rebuilt whenever another process or an import changes the data.
  const catalogue = createCatalogueIndex(deps.database.db);
  const zipCodes = createZipCodeIndex(deps.database.db);
  const pharmacies = createPharmacyIndex(deps.database.db);
  const dataVersions = createDataVersionFollower({
    db: deps.database.db,
    reloaders: {
      catalogue: () => catalogue.reload(),
      'zip-codes': () => zipCodes.reload(),
      pharmacies: () => pharmacies.reload(),
    },
    onChange: () => {
      catalogueCounts.invalidate();
      keptAnswers.clear();
      visitorPages.clear();
    },
    onError: (error) => app.log.warn({ err: error }, 'reference data reload failed'),
  });
  app.addHook('onReady', () => dataVersions.start());
  app.addHook('onClose', () => dataVersions.stop());
  const contentStore = await loadContentStore(config.contentDir);
  const resolveMetaTag = createMetaTagResolver(catalogue, contentStore);

  await app.register(systemRoutes, { database: deps.database, catalogueCounts });
  await app.register(
    async (api) => {
      await api.register(userRoutes, { catalogueCounts, db: deps.database.db, pharmacies });
      await api.register(catalogRoutes, { catalogue, db: deps.database.db });
      await api.register(contentRoutes, {
        catalogue,
        resolveMetaTag,
        store: contentStore,
        blogPreviewToken: config.blogPreviewToken,
      });
      await api.register(legalRoutes, { contentDir: config.contentDir });
      await api.register(pharmacyRoutes, { pharmacies, zipCodes, catalogue });
      await api.register(landingRoutes, { db: deps.database.db, catalogue, pharmacies, zipCodes });
      await api.register(locationRoutes, { db: deps.database.db, zipCodes });
      const moduleOptions = { db: deps.database.db, config };
      await api.register(accountRoutes, { ...moduleOptions, pharmacies });
      await api.register(profileRoutes, moduleOptions);
      await api.register(referralRoutes, moduleOptions);
      await api.register(appVersionRoutes, moduleOptions);
      await api.register(healthProfileRoutes, moduleOptions);
      await api.register(addressRoutes, moduleOptions);
      await api.register(paymentRoutes, moduleOptions);
      const cart = createCartService({
        db: deps.database.db,
        catalogue,
        pharmacies,
        orders: createCustomerOrders(),
      });
      await api.register(cartRoutes, {
        ...moduleOptions,
        catalogue,
        pharmacies,
        zipCodes,
        service: cart,
      });
      await api.register(ordersRoutes, { ...moduleOptions, catalogue, pharmacies, cart });
      await api.register(transfersRoutes, { ...moduleOptions, pharmacies });
      await api.register(discountCardRoutes, { ...moduleOptions, pharmacies });
      await api.register(supportRequestRoutes, moduleOptions);
      await api.register(feedbackRoutes, moduleOptions);
      await api.register(newsletterRoutes, { ...moduleOptions, content: contentStore });
      const clock = createClock();
      const scheduler = createJobScheduler({
        clock,
        tickMs: config.jobTickSeconds * 1000,
        leases: createJobLeases(deps.database.db),
        onError: (error, job) => app.log.error({ err: error, job }, 'scheduled job failed'),
      });
      const careOptions = {
        ...moduleOptions,
        catalogue,
        pharmacies,
        clock,
        scheduler,
        standingOrders: await createStandingOrders({
          db: deps.database.db,
          config,
          catalogue,
          pharmacies,
          cart,
          onUnexpectedError: (error) => app.log.error({ err: error }, 'payment provider failed'),
        }),
      };
      await api.register(telemedRoutes, careOptions);
      await api.register(clinicianRoutes, careOptions);
      await api.register(telemedCatalogRoutes, careOptions);
      await api.register(subscriptionsRoutes, careOptions);
      await api.register(refillsRoutes, careOptions);
      await api.register(cardClaimsRoutes, { ...moduleOptions, catalogue, pharmacies, clock });
      const pharmacyPlus = createPharmacyPlusServices({ ...moduleOptions, catalogue, clock });
      await api.register(pharmacyPlusRoutes, { ...moduleOptions, pharmacies, pharmacyPlus });
      await api.register(partnerConsoleRoutes, { ...moduleOptions, pharmacyPlus });
      await api.register(analyticsRoutes, moduleOptions);
      await api.register(specialtyRoutes, careOptions);
      await api.register(schedulingRoutes, {
        clock,
        scheduler,
        isProduction: config.isProduction,
      });
      if (!config.isProduction) await api.register(devOutboxRoutes, moduleOptions);
    },
    { prefix: '/api' },
  );
  await app.register(gatewayRoutes, { db: deps.database.db, config });
  await app.register(seoRoutes, {
    db: deps.database.db,
    config,
    catalogue,
    content: contentStore,
  });

  await app.register(staticWebPlugin, {
    webDistDir: config.webDistDir,
    renderThreads: config.renderThreads,
    resolvePageMeta: resolveMetaTag,
    hasDrugPage: (slug) => catalogue.getDrugBySlug(slug) !== undefined,
    publicUrl: config.publicUrl,
    visitorPages,
  });
  return app;
}

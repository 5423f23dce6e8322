import { PRODUCT } from '@fillwell/domain';
import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { DataDirLockedError } from './db/pglite-lock';
import { seedReferenceData } from './db/seed/seed-reference-data';
import { DatabaseUnreachableError, openDatabaseWhenReachable } from './db/wait-for-database';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

/** Starts Fillwell: configuration, database (migrated and seeded), HTTP server. */
async function main(): Promise<void> {
  const config = readConfigOrExit();
  let reportConnectionError = (error: Error) =>
    console.warn(`database connection lost: ${error.message}`);
  const database = await openDatabaseWhenReachable(
    config.database,
    { onConnectionError: (error) => reportConnectionError(error) },
    { timeoutMs: config.databaseWaitMs, log: (line) => console.warn(line) },
  );
  const app = await buildApp(config, { database });
  reportConnectionError = (error) =>
    app.log.warn({ err: error }, 'database connection lost; the next call opens a new one');
  stopOnSignals(app, database);
  app.log.info({ database: database.kind }, 'database open; loading reference data');
  await seedReferenceData(database.db, {
    scale: config.seedScale,
    log: (message) => app.log.info(message),
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`${PRODUCT.name} is running at ${describeUrl(config, app)}`);
}

function readConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function describeUrl(config: AppConfig, app: App): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = WILDCARD_HOSTS.has(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** SIGINT/SIGTERM: stop taking requests, finish the ones in flight, then close the database. */
function stopOnSignals(app: App, database: DatabaseHandle): void {
  let isStopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // These are the operator's to sort out: the message says what is wrong, a stack would not.
  const isOperational =
    error instanceof DataDirLockedError || error instanceof DatabaseUnreachableError;
  const reason = isOperational ? error.message : error;
  console.error(`${PRODUCT.name} could not start:`, reason);
  process.exit(1);
});

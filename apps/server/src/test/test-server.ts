import { fileURLToPath } from 'node:url';
import { buildApp, type App } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { AppDatabase } from '../db/client';
import { createTestDatabase } from './test-database';

export interface TestServerOptions {
  /** 'test' loads the small reference catalogue; 'none' leaves the database empty. */
  seed?: 'test' | 'none';
  /** The built web app to serve; by default a folder that does not exist (app not built). */
  webDistDir?: string;
  /** Adds routes (e.g. a failing one) before the server starts listening. */
  registerRoutes?: (app: App) => void | Promise<void>;
  /** Configuration overrides (e.g. isProduction). */
  config?: Partial<AppConfig>;
}

export interface TestServer {
  baseUrl: string;
  db: AppDatabase;
  app: App;
  close(): Promise<void>;
}

/** The real application on a fresh database, listening on 127.0.0.1 at a free port. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase(options.seed);
  try {
    const config: AppConfig = {
      ...loadConfig({ NODE_ENV: 'test' }),
      webDistDir: options.webDistDir ?? fileURLToPath(new URL('./no-web-dist', import.meta.url)),
      ...options.config,
    };
    const app = await buildApp(config, { database });
    await options.registerRoutes?.(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      db: database.db,
      app,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

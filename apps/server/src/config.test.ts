import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for a laptop: port 3000, this machine only, PGlite under the repository root', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      seedScale: 'demo',
    });
    expect(config.isProduction).toBe(false);
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: path.join(config.repoRoot, '.data/db'),
    });
    expect(config.webDistDir).toBe(path.join(config.repoRoot, 'apps/web/dist'));
    expect(path.join(config.repoRoot, 'apps/server/src/config.ts')).toBe(
      path.join(import.meta.dirname, 'config.ts'),
    );
  });

  it('renders pages on one thread per core, at most four, or as many as RENDER_THREADS says', () => {
    expect(loadConfig({}).renderThreads).toBe(Math.min(4, availableParallelism()));
    expect(loadConfig({ RENDER_THREADS: '3' }).renderThreads).toBe(3);
    expect(() => loadConfig({ RENDER_THREADS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ RENDER_THREADS: 'many' })).toThrow(ConfigError);
  });

  it('listens on every interface in production, or where HOST says', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/fillwell',
      NODE_ENV: 'production',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db:5432/fillwell' });
    expect(config.isProduction).toBe(true);
  });

  it('names each invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SEED_SCALE: 'huge' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', SEED_SCALE: 'huge' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/SEED_SCALE/);
    }
  });

  it('is quiet in tests', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });
});

describe('the fulfillment simulator', () => {
  it('runs outside production by default, one step a minute', () => {
    expect(loadConfig({}).fulfillmentSimulator).toEqual({ isEnabled: true, stepSeconds: 60 });
    expect(loadConfig({ NODE_ENV: 'production' }).fulfillmentSimulator.isEnabled).toBe(false);
  });

  it('follows FULFILLMENT_SIMULATOR and FULFILLMENT_STEP_SECONDS', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      FULFILLMENT_SIMULATOR: 'on',
      FULFILLMENT_STEP_SECONDS: '6',
    });
    expect(config.fulfillmentSimulator).toEqual({ isEnabled: true, stepSeconds: 6 });
    expect(loadConfig({ FULFILLMENT_SIMULATOR: 'off' }).fulfillmentSimulator.isEnabled).toBe(false);
  });

  it.each([
    { FULFILLMENT_SIMULATOR: 'yes' },
    { FULFILLMENT_STEP_SECONDS: '0' },
    { FULFILLMENT_STEP_SECONDS: '1.5' },
    { FULFILLMENT_STEP_SECONDS: 'soon' },
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });
});

describe('limits against slow clients and database outages', () => {
  it('has timeouts, a per-client connection cap and a start-up wait by default', () => {
    const config = loadConfig({});
    expect(config.http).toEqual({
      requestTimeoutMs: 30_000,
      idleTimeoutMs: 60_000,
      keepAliveTimeoutMs: 72_000,
      maxConnectionsPerClient: 100,
    });
    expect(config.databaseWaitMs).toBe(300_000);
  });

  it('leaves the cap to the proxy behind one, unless it is set', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).http.maxConnectionsPerClient).toBe(0);
    const capped = loadConfig({ TRUST_PROXY: 'true', HTTP_MAX_CONNECTIONS_PER_CLIENT: '500' });
    expect(capped.http.maxConnectionsPerClient).toBe(500);
  });

  it('follows the variables', () => {
    const config = loadConfig({
      HTTP_REQUEST_TIMEOUT_SECONDS: '5',
      HTTP_IDLE_TIMEOUT_SECONDS: '20',
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '65',
      HTTP_MAX_CONNECTIONS_PER_CLIENT: '0',
      DATABASE_WAIT_SECONDS: '0',
    });
    expect(config.http).toEqual({
      requestTimeoutMs: 5000,
      idleTimeoutMs: 20_000,
      keepAliveTimeoutMs: 65_000,
      maxConnectionsPerClient: 0,
    });
    expect(config.databaseWaitMs).toBe(0);
  });

  it.each([
    { HTTP_REQUEST_TIMEOUT_SECONDS: '0' },
    { HTTP_MAX_CONNECTIONS_PER_CLIENT: '-1' },
    { DATABASE_WAIT_SECONDS: 'forever' },
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient, type ApiClient } from '../test/api-client';
import type { WireError } from '../test/api-helpers';
import { signUpTestAccount } from '../test/accounts';
import { runAdminQuery } from '../test/database-templates';
import {
  createSharedDatabase,
  startServerProcess,
  type ServerProcess,
  type SharedDatabase,
} from '../test/server-process';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { getPostgresTestUrl, getTestDatabaseKind } from '../test/test-database';
import { findPriceId } from '../modules/orders/orders-test-helpers';

/**
 * A database restart or failover as the servers see it: every backend terminated (several
 * times, while requests run), then the database gone for a while and back. Two real server
 * processes share the database, reached through a TCP relay the test can cut.
 */
const isPostgres = getTestDatabaseKind() === 'postgres';
const TERMINATION_ROUNDS = 5;
const LOOPS_PER_SERVER = 3;
const WAIT_DEADLINE_MS = 30_000;

interface Tally {
  phase: 'terminations' | 'outage' | 'after';
  /** Answers by phase and status, e.g. 'outage 503'. */
  statuses: Map<string, number>;
  /** Answers that are neither 2xx nor a 503 in the error shape, and dropped connections. */
  failures: string[];
}

describe.skipIf(!isPostgres)('two servers while the database drops', () => {
  let database: SharedDatabase;
  let proxy: TcpProxy;
  let servers: ServerProcess[] = [];
  const hasExited: boolean[] = [];

  beforeAll(async () => {
    database = await createSharedDatabase('postgres');
    const url = new URL(database.url ?? '');
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const started = await Promise.allSettled(
      [0, 1].map(() => startServerProcess(database, { env: { DATABASE_URL: proxied.toString() } })),
    );
    servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    for (const [index, server] of servers.entries()) {
      void server.exited.then(() => (hasExited[index] = true));
    }
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await proxy?.close();
    await database?.drop();
  });

  it('keeps both processes serving: 2xx or 503 during the drops, ready and writable after', async () => {
    const tally: Tally = { phase: 'terminations', statuses: new Map(), failures: [] };
    const priceId = await findPriceId(servers[0]!.baseUrl, 'atorvastatin');
    const clients = await Promise.all(
      servers.map(async (server) => (await signUpTestAccount(server.baseUrl)).client),
    );
    let isLoadRunning = true;
    const rounds = clients.map(() => 0);
    const loops = clients.flatMap((client, index) =>
      Array.from({ length: LOOPS_PER_SERVER }, async () => {
        while (isLoadRunning) {
          await sendMixedRequests(client, priceId, tally);
          rounds[index] = (rounds[index] ?? 0) + 1;
        }
      }),
    );
    let terminated = 0;
    try {
      await waitUntil(() => rounds.every((count) => count > 0), 'the load to run on both servers');
      for (let round = 0; round < TERMINATION_ROUNDS; round += 1) {
        const before = [...rounds];
        terminated += await terminateBackends(database);
        await waitUntil(
          () => rounds.every((count, index) => count > (before[index] ?? 0)),
          'requests to go on after the termination',
        );
      }

      tally.phase = 'outage';
      await proxy.stop();
      for (const server of servers) {
        await waitUntil(
          async () => (await readReadiness(server.baseUrl)).status === 503,
          'readiness to report the outage',
        );
        const duringOutage = await clients[servers.indexOf(server)]!.get<WireError>('/api/v2/cart');
        expectUnavailableAnswer(duringOutage);
      }
      await proxy.start();
      tally.phase = 'after';
      for (const server of servers) {
        await waitUntil(
          async () => (await readReadiness(server.baseUrl)).status === 200,
          'readiness to recover',
        );
      }
    } finally {
      isLoadRunning = false;
      await Promise.all(loops);
    }
    const signUps = await Promise.all(
      servers.map((server) => signUpTestAccount(server.baseUrl, 'after-drop')),
    );
    console.log(
      `database drops: ${TERMINATION_ROUNDS} termination rounds (${terminated} backends) and ` +
        `one outage survived by ${servers.length} processes; answers by phase and status: ` +
        JSON.stringify(Object.fromEntries([...tally.statuses].sort())),
    );
    expect(tally.failures).toEqual([]);
    expect(terminated).toBeGreaterThan(TERMINATION_ROUNDS);
    expect(hasExited.filter(Boolean)).toEqual([]);
    expect(signUps).toHaveLength(2);
  }, 120_000);
});

describe.skipIf(!isPostgres)('start-up before the database is there', () => {
  it('logs that it waits, retries, and starts once the database exists', async () => {
    const adminUrl = getPostgresTestUrl() ?? '';
    const name = `fillwell_late_${randomBytes(4).toString('hex')}`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database: SharedDatabase = {
      kind: 'postgres',
      env: { DATABASE_URL: url.toString() },
      url: url.toString(),
      drop: () => runAdminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    };
    const templates = inject('databaseTemplates');
    const template =
      templates?.kind === 'postgres' ? ` TEMPLATE "${templates.databases.test}"` : '';
    let creation: Promise<void> | null = null;
    try {
      const server = await startServerProcess(database, {
        onOutput: (output) => {
          if (creation || !/database not reachable at .*retrying in/.test(output)) return;
          creation = runAdminQuery(adminUrl, `CREATE DATABASE "${name}"${template}`);
          creation.catch(() => undefined);
        },
      });
      try {
        expect(server.readOutput()).toMatch(
          new RegExp(`database not reachable at ${url.hostname}:\\d+/${name} .*retrying in \\d+ s`),
        );
        expect((await readReadiness(server.baseUrl)).status).toBe(200);
      } finally {
        await server.stop();
      }
    } finally {
      await creation;
      await database.drop();
    }
  }, 120_000);
});

/** A signed-in round: a session read, a cart read and a cart write (a transaction). */
async function sendMixedRequests(client: ApiClient, priceId: string, tally: Tally): Promise<void> {
  await record(tally, () => client.get('/api/v2/user'));
  await record(tally, () => client.get('/api/v2/cart'));
  await record(tally, () =>
    client.post('/api/v2/cart/items', { items: [{ price_id: priceId }], clear: true, force: true }),
  );
}

async function record(
  tally: Tally,
  send: () => Promise<{ status: number; headers: Headers; body: unknown; text: string }>,
): Promise<void> {
  try {
    const response = await send();
    const key = `${tally.phase} ${response.status}`;
    tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
    if (response.status < 300) return;
    if (response.status === 503 && isUnavailableAnswer(response)) return;
    tally.failures.push(`${response.status}: ${response.text}`);
  } catch (error) {
    tally.failures.push(`no answer: ${String(error)}`);
  }
}

function isUnavailableAnswer(response: { headers: Headers; body: unknown }): boolean {
  const body = response.body as Partial<WireError> | null;
  return (
    body?.code === 'service_unavailable' &&
    body.status === 503 &&
    typeof body.message === 'string' &&
    Number(response.headers.get('retry-after')) > 0
  );
}

function expectUnavailableAnswer(response: { status: number; headers: Headers; body: unknown }) {
  expect(response.status).toBe(503);
  expect(response.body).toMatchObject({ code: 'service_unavailable', status: 503 });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

/** Terminates every backend on the database, as a restart or failover does; returns how many. */
async function terminateBackends(database: SharedDatabase): Promise<number> {
  const client = new pg.Client({ connectionString: getPostgresTestUrl() });
  await client.connect();
  try {
    const result = await client.query<{ isTerminated: boolean }>(
      `SELECT pg_terminate_backend(pid) AS "isTerminated" FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [new URL(database.url ?? '').pathname.slice(1)],
    );
    return result.rows.filter((row) => row.isTerminated).length;
  } finally {
    await client.end();
  }
}

async function readReadiness(baseUrl: string): Promise<{ status: number; body: unknown }> {
  const response = await createApiClient(baseUrl).get('/readyz', { areClientParamsOmitted: true });
  return { status: response.status, body: response.body };
}

async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  description: string,
): Promise<void> {
  const deadline = Date.now() + WAIT_DEADLINE_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

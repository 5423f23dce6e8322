import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSharedDatabase,
  startServerProcess,
  type ServerProcess,
  type SharedDatabase,
} from '../test/server-process';
import { getTestDatabaseKind } from '../test/test-database';
import { LOCK_FILE_NAME } from './pglite-lock';

/**
 * Two processes on one PGlite data folder would each lose the other's writes. Run with the PGlite
 * pass only: it makes its own PGlite folder whichever pass runs it, so the PostgreSQL pass ran the
 * very same test a second time (three server processes started, on a busy machine about 40 s).
 */
describe.skipIf(getTestDatabaseKind() !== 'pglite')(
  'one server process per PGlite data folder',
  () => {
    let database: SharedDatabase;
    const started: ServerProcess[] = [];
    beforeAll(async () => {
      database = await createSharedDatabase('pglite');
    });
    afterAll(async () => {
      await Promise.all(started.map((server) => server.kill()));
      await database?.drop();
    });

    it('refuses a second process, recovers the lock of a killed one, releases it on stop', async () => {
      const lockPath = join(database.env.DATA_DIR ?? '', LOCK_FILE_NAME);
      const first = await startServerProcess(database);
      started.push(first);

      const second = startServerProcess(database).then((server) => started.push(server));
      await expect(second).rejects.toThrow(/exited \(code 1,/);
      await expect(second).rejects.toThrow(`is in use by process ${first.pid}`);

      await first.kill('SIGKILL');
      expect(existsSync(lockPath)).toBe(true);
      const third = await startServerProcess(database);
      started.push(third);
      const readiness = await fetch(`${third.baseUrl}/readyz`);
      expect(readiness.status).toBe(200);

      await third.stop();
      expect((await third.exited).code).toBe(0);
      expect(existsSync(lockPath)).toBe(false);
    }, 120_000);
  },
);

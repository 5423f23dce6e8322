import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_VERSION_FILE,
  appVersionResponseSchema,
  camelCaseKeys,
  MIN_APP_VERSION,
} from '@fillwell/contracts';
import { APP_VERSION } from '@fillwell/domain';
import { startTestServer, type TestServer } from '../../test/test-server';

const VERSION_PATH = '/api/v2/app/version?platform=web&app=5.0.12';

async function readVersion(server: TestServer) {
  const response = await fetch(`${server.baseUrl}${VERSION_PATH}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body: unknown = await response.json();
  return { body, parsed: appVersionResponseSchema.parse(camelCaseKeys(body)) };
}

/** A deployment copies a new build in place: the file changes under a running server. */
function writeBuild(dir: string, build: Record<string, unknown>, secondsAhead: number): void {
  const file = path.join(dir, APP_VERSION_FILE);
  writeFileSync(file, JSON.stringify(build));
  const when = new Date(Date.now() + secondsAhead * 1000);
  utimesSync(file, when, when);
}

describe('GET /api/v2/app/version', () => {
  let server: TestServer;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'fillwell-version-'));
    server = await startTestServer({ seed: 'none', webDistDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('answers the server version and no build when no web app is built', async () => {
    const { body } = await readVersion(server);
    expect(body).toEqual({ version: APP_VERSION, build_id: null, min_version: MIN_APP_VERSION });
  });

  it("reports the served build's version file, snake_case on the wire", async () => {
    writeBuild(webDistDir, { version: '5.0.12', buildId: 'build-a', minVersion: '5.0.0' }, 1);
    const { body } = await readVersion(server);
    expect(body).toEqual({ version: '5.0.12', build_id: 'build-a', min_version: '5.0.0' });
  });

  it('notices a new build copied in place without a restart, minimum raised', async () => {
    writeBuild(webDistDir, { version: '5.0.13', buildId: 'build-b', minVersion: '5.0.13' }, 2);
    const { parsed } = await readVersion(server);
    expect(parsed).toEqual({ version: '5.0.13', buildId: 'build-b', minVersion: '5.0.13' });
  });

  it('answers as without a build, never a 5xx, when the file is broken or invalid', async () => {
    writeFileSync(path.join(webDistDir, APP_VERSION_FILE), '{not json');
    expect((await readVersion(server)).parsed.buildId).toBeNull();
    writeBuild(webDistDir, { version: '<b>5</b>', buildId: 'x', minVersion: '5.0.0' }, 3);
    expect((await readVersion(server)).parsed).toEqual({
      version: APP_VERSION,
      buildId: null,
      minVersion: MIN_APP_VERSION,
    });
  });

  it('rejects an unknown platform in the one error shape', async () => {
    const response = await fetch(`${server.baseUrl}/api/v2/app/version?platform=tv&app=5.0.12`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { status: number; validation_errors: object };
    expect(body.status).toBe(400);
    expect(body.validation_errors).toHaveProperty('platform');
  });
});

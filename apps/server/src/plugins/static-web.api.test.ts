import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>placeholder</title>' +
  '<script type="module" src="/assets/index-4f9a1c.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

function createWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fillwell-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-4f9a1c.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

describe('with the web app built', () => {
  let server: TestServer;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = createWebDist();
    server = await startTestServer({ seed: 'none', webDistDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('serves index.html with the page title and description for / and deep paths', async () => {
    for (const pagePath of ['/', '/some/deep/path', '/lipitor?utm_source=mail', '/index.html']) {
      const response = await fetch(`${server.baseUrl}${pagePath}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain(
        '<title>Fillwell — lowest prescription prices, every cent explained</title>',
      );
      expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    }
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/index-4f9a1c.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toContain('console.log');

    const robots = await fetch(`${server.baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const response = await fetch(`${server.baseUrl}/assets/missing-123.js`);
    expect(response.status).toBe(404);
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const response = await fetch(`${server.baseUrl}/api/nope`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ code: 'not_found', status: 404 });
  });
});

describe('without the web app built', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      seed: 'none',
      webDistDir: path.join(tmpdir(), 'fillwell-missing-dist'),
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 503 telling how to build it', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      message: 'The web app is not built: run npm run build',
      status: 503,
    });
  });
});

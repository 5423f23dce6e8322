import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { startServerWithWebDist, TEST_CHUNK_LIST, TEST_INDEX_HTML } from '../test/web-dist';

const APP_JS = 'console.log("app");';

describe('with the web app built', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServerWithWebDist({
      'index.html': TEST_INDEX_HTML,
      'assets/index-4f9a1c.js': APP_JS,
      'assets/index-4f9a1c.js.br': brotliCompressSync(APP_JS),
      'robots.txt': 'User-agent: *\n',
      'manifest.webmanifest': '{}',
      '.vite/manifest.json': TEST_CHUNK_LIST,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves index.html with the page title and description for pages of the app', async () => {
    for (const pagePath of [
      '/',
      '/cart?utm_source=mail',
      '/checkout/payment-info',
      '/index.html',
    ]) {
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

  it.each([
    ['a page of the app', '/account/orders', 200],
    ['a checkout step', '/checkout/basic-info', 200],
    ['a redirect, which the app follows', '/glucophage', 200],
    ['a drug the catalogue has', '/atorvastatin', 200],
    ['a drug in another case, with a query', '/Atorvastatin?utm_source=mail', 200],
    ["a drug page's sub-page", '/atorvastatin/side-effects', 200],
    ['an unknown path', '/some/deep/path', 404],
    ['an unknown drug', '/no-such-drug', 404],
    ['a sub-page of an unknown drug', '/no-such-drug/side-effects', 404],
    ['an unknown checkout step', '/checkout/not-a-step', 404],
    ['the not-found page', '/not-found', 404],
  ])('answers %s (%s) with %i and the app', async (_name, pagePath, status) => {
    const response = await fetch(`${server.baseUrl}${pagePath}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" src="/assets/index-4f9a1c.js"></script>');
  });

  it("preloads the app's start chunks beside the entry, where the browser draws the page", async () => {
    for (const pagePath of ['/cart', '/no-such-drug']) {
      const html = await (await fetch(`${server.baseUrl}${pagePath}`)).text();
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/main-7d2e0b.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/startup-91ab3c.js"></head>',
      );
      expect(html).not.toContain('rel="modulepreload" crossorigin href="/assets/index-4f9a1c.js"');
    }
  });

  it('titles a missing page as not found, also for HEAD', async () => {
    const html = await (await fetch(`${server.baseUrl}/no-such-drug`)).text();
    expect(html).toContain('<title>Page not found — Fillwell</title>');
    const head = await fetch(`${server.baseUrl}/no/such/page`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('sends the precompressed asset when the browser accepts brotli', async () => {
    const { headers, body } = await getRaw(`${server.baseUrl}/assets/index-4f9a1c.js`, 'br');
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe(APP_JS);
    const plain = await getRaw(`${server.baseUrl}/assets/index-4f9a1c.js`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_JS);
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/index-4f9a1c.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toContain('console.log');

    const manifest = await fetch(`${server.baseUrl}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    // A robots.txt in the build gives way to the server's own, which names the sitemap.
    const robots = await fetch(`${server.baseUrl}/robots.txt`);
    expect(await robots.text()).toContain('Sitemap: http://127.0.0.1:');
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

/** A GET that leaves the body as sent (fetch would decompress it). */
function getRaw(url: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

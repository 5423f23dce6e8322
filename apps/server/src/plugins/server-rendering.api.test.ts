import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server';
import { signUpTestAccount } from '../test/accounts';
import { startServerWithWebDist, TEST_CHUNK_LIST, TEST_INDEX_HTML } from '../test/web-dist';

/**
 * A stand-in for the web build's server renderer, with the real one's shape: it reads the
 * visitor's account summary through the fetch it is given, and fails on /terms.
 */
const RENDERER_MODULE = `
import { Readable } from 'node:stream';
let renders = 0;
export async function renderPage({ url, fetch }) {
  renders += 1;
  if (new URL(url).pathname === '/terms') throw new Error('rendering failed');
  if (new URL(url).pathname === '/treatments/no-such-condition') return { kind: 'not-found' };
  const answer = await fetch('/api/v2/user?platform=web&app=5.0.12', { headers: { accept: 'application/json' } });
  const user = await answer.json();
  const who = user.session && user.session.authenticated ? 'a member' : 'a visitor';
  return {
    kind: 'page',
    status: 200,
    html: Readable.from([
      '<h1>', 'Rendered for ' + who + ' at ' + new URL(url).pathname, '</h1>',
      new URL(url).pathname === '/how-fillwell-works' ? '<p>Render ' + renders + '</p>' : '',
      new URL(url).pathname === '/medications/a' ? '<p>' + 'Abilify '.repeat(500) + '</p>' : '',
    ]),
    stateScript: '<script type="application/json" id="fillwell-state">{"status":' + answer.status + '}</script>',
  };
}
export function renderErrorPage() {
  return '<main id="main"><h1>Uh oh! Something went wrong.</h1></main>';
}
`;

describe('pages rendered on the server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServerWithWebDist({
      'index.html': TEST_INDEX_HTML,
      '.server/entry-server.js': RENDERER_MODULE,
      '.vite/manifest.json': TEST_CHUNK_LIST,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['/', '/atorvastatin', '/medications/popular', '/legal/terms-of-use'])(
    'sends %s complete, with the state it was rendered from after the root',
    async (pagePath) => {
      const response = await fetch(`${server.baseUrl}${pagePath}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      const html = await response.text();
      expect(html).toContain(
        `<div id="root"><h1>Rendered for a visitor at ${pagePath}</h1></div>` +
          '<script type="application/json" id="fillwell-state">{"status":200}</script>',
      );
      // The page reads without its scripts, so they are fetched after what draws it.
      expect(html).toContain(
        '<script type="module" fetchpriority="low" src="/assets/index-4f9a1c.js"></script>',
      );
      // Nothing is fetched beside what draws it: the entry starts the app after the paint.
      expect(html).not.toContain('modulepreload');
    },
  );

  it('starts the visitor a session while rendering, and reads the API with their cookie', async () => {
    const first = await fetch(`${server.baseUrl}/atorvastatin`);
    const cookie = first.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^fillwell_session=/);
    const again = await fetch(`${server.baseUrl}/atorvastatin`, { headers: { cookie } });
    expect(again.headers.get('set-cookie')).toBeNull();
    const user = await fetch(`${server.baseUrl}/api/v2/user`, { headers: { cookie } });
    expect(user.headers.get('set-cookie')).toBeNull();
  });

  it('sends the visitor’s account answer in a block of its own, after the page’s state', async () => {
    const html = await (await fetch(`${server.baseUrl}/atorvastatin`)).text();
    const block = /<script type="application\/json" id="fillwell-user">(.*?)<\/script>/.exec(html);
    const summary = JSON.parse(block?.[1] ?? 'null') as { account: unknown; session: unknown };
    expect(summary.account).toBeNull();
    expect(summary.session).toMatchObject({ authenticated: false });
    expect(html.indexOf('id="fillwell-user"')).toBeGreaterThan(html.indexOf('id="fillwell-state"'));
  });

  it('renders a page once for every visitor without an account, each with a session of their own', async () => {
    const pagePath = `${server.baseUrl}/how-fillwell-works`;
    const first = await fetch(pagePath);
    const firstHtml = await first.text();
    const second = await fetch(pagePath);
    const secondHtml = await second.text();
    const rendered = /Render \d+/.exec(firstHtml)?.[0];
    expect(rendered).toBeDefined();
    expect(secondHtml).toContain(`<p>${rendered}</p>`);
    const firstCookie = first.headers.get('set-cookie')?.split(';')[0];
    const secondCookie = second.headers.get('set-cookie')?.split(';')[0];
    expect(firstCookie).toMatch(/^fillwell_session=/);
    expect(secondCookie).toMatch(/^fillwell_session=/);
    expect(secondCookie).not.toBe(firstCookie);
    const returning = await fetch(pagePath, { headers: { cookie: secondCookie ?? '' } });
    expect(await returning.text()).toContain(`<p>${rendered}</p>`);
  });

  it('renders a member’s page for them each time, with their account', async () => {
    const member = await signUpTestAccount(server.baseUrl, 'rendered');
    const cookie = [...member.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const pagePath = `${server.baseUrl}/how-fillwell-works`;
    const visitorHtml = await (await fetch(pagePath)).text();
    const memberHtml = await (await fetch(pagePath, { headers: { cookie } })).text();
    expect(memberHtml).toContain('Rendered for a member');
    expect(/Render \d+/.exec(memberHtml)?.[0]).not.toBe(/Render \d+/.exec(visitorHtml)?.[0]);
    expect(memberHtml).toContain(`"email":"${member.email}"`);
    // What was rendered for the member is never sent to a visitor.
    expect(await (await fetch(pagePath)).text()).toContain('Rendered for a visitor');
  });

  it('leaves the visitor’s own pages to the browser', async () => {
    for (const pagePath of ['/cart', '/account/orders', '/checkout/basic-info', '/login']) {
      const html = await (await fetch(`${server.baseUrl}${pagePath}`)).text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<script type="module" src="/assets/index-4f9a1c.js"></script>');
    }
  });

  it('answers 404 with the not-found page for a drug the catalogue lacks, without rendering', async () => {
    const response = await fetch(`${server.baseUrl}/no-such-drug`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('answers 404 with the not-found page for a page whose first screen is not found', async () => {
    const response = await fetch(`${server.baseUrl}/treatments/no-such-condition`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('shows the error view with a 500 when rendering fails, never a blank page', async () => {
    const response = await fetch(`${server.baseUrl}/terms`);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<div id="root"><main id="main"><h1>Uh oh! Something went wrong.</h1>');
    expect(html).toContain('src="/assets/index-4f9a1c.js"></script>');
  });

  it("never serves the renderer itself nor the build's list of chunks", async () => {
    const response = await fetch(`${server.baseUrl}/.server/entry-server.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('renderPage');
    const chunkList = await fetch(`${server.baseUrl}/.vite/manifest.json`);
    expect(chunkList.status).toBe(404);
    expect(await chunkList.text()).not.toContain('isEntry');
  });

  it('sends a page of 1 KiB or more compressed when the browser accepts it', async () => {
    const response = await fetch(`${server.baseUrl}/medications/a`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('Abilify Abilify');
    // The not-found page carries no canonical address: it stays under 1 KiB.
    const smallPath = `${server.baseUrl}/no/such/page`;
    const identity = await fetch(smallPath, { headers: { 'accept-encoding': 'identity' } });
    expect((await identity.arrayBuffer()).byteLength).toBeLessThan(1024);
    const small = await fetch(smallPath, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});

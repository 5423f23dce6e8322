// @vitest-environment node
// The server renderer runs where the API server does. It leaves React's context values as its
// last render set them (a server never renders on the client), so it must not share a worker
// with the browser tests, which a different environment ensures.
import { createDrugDetail } from '@/features/drugs/testing/drug-fixtures';
import { createUserResponse } from '@/test/fixtures';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';
import { renderPage, type ServerRenderResult } from './entry-server';

const MARKUP = '<img src=x onerror="alert(1)">';

function stubPageApi(detailName = 'Atorvastatin') {
  return stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(null)),
    'GET /api/v2/user/drugs/detail/atorvastatin': () =>
      wireResponse({ result: createDrugDetail({ name: detailName }) }),
    'GET /api/cms/drug_info/atorvastatin': () => wireError('Down', 503),
  });
}

async function renderToText(url: string): Promise<{ html: string; stateScript: string }> {
  const result: ServerRenderResult = await renderPage({
    url,
    fetch: (input, init) => globalThis.fetch(input, init),
    platform: 'web',
  });
  if (result.kind !== 'page') throw new Error(`not rendered: ${result.kind}`);
  let html = '';
  for await (const chunk of result.html) html += String(chunk);
  return { html, stateScript: result.stateScript };
}

describe('renderPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders a drug page complete: its name, its prices, and the state it was made from', async () => {
    const calls = stubPageApi();
    const { html, stateScript } = await renderToText('http://localhost/atorvastatin');
    expect(html).toContain('>Atorvastatin</h1>');
    expect(html).toContain('Prices for');
    expect(html).not.toContain('Finding prices…');
    expect(stateScript).toMatch(/^<script type="application\/json" id="fillwell-state">/);
    expect(stateScript).toContain('getDrugDetail(\\"atorvastatin\\")');
    // Each first-screen read is made once.
    const detailReads = calls.filter((call) => call.path.endsWith('/detail/atorvastatin'));
    expect(detailReads).toHaveLength(1);
  });

  it('leaves the visitor’s own account out of the state, for the server to send on its own', async () => {
    stubPageApi();
    const { stateScript } = await renderToText('http://localhost/atorvastatin');
    const state = JSON.parse(stateScript.replace(/^<script[^>]*>|<\/script>$/g, '')) as {
      store: { api: { queries: Record<string, unknown> }; session?: unknown };
    };
    expect(Object.keys(state.store.api.queries)).not.toContain('getUser(undefined)');
    expect(Object.keys(state.store.api.queries)).toContain('getDrugDetail("atorvastatin")');
    expect(state.store.session).toBeUndefined();
  });

  it('renders a page with its path as the header knows it, as the browser will set it', async () => {
    stubPageApi();
    const { stateScript } = await renderToText('http://localhost/atorvastatin?utm_source=mail');
    const state = JSON.parse(stateScript.replace(/^<script[^>]*>|<\/script>$/g, '')) as {
      store: { header: { currentPath: string | null; currentPathState: unknown } };
    };
    expect(state.store.header).toMatchObject({
      currentPath: '/atorvastatin?utm_source=mail',
      currentPathState: null,
    });
  });

  it('renders markup in the data as text and keeps it from ending the state script', async () => {
    stubPageApi(`${MARKUP}</script><script>alert(2)</script>`);
    const { html, stateScript } = await renderToText('http://localhost/atorvastatin?q=<b>x</b>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(stateScript.match(/<\/script>/g)).toHaveLength(1);
    expect(stateScript).not.toContain('<img');
  });
});

describe('renderPage of something that does not exist', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says not found when a first-screen read answers 404', async () => {
    stubApi({
      'GET /api/v2/user': () => wireResponse(createUserResponse(null)),
      'GET /api/v2/telemed/no-such-condition': () => wireError('Not found', 404),
      'GET /api/v2/telemed/no-such-condition/meds': () => wireError('Not found', 404),
    });
    const result = await renderPage({
      url: 'http://localhost/treatments/no-such-condition',
      fetch: (input, init) => globalThis.fetch(input, init),
      platform: 'web',
    });
    expect(result).toEqual({ kind: 'not-found' });
  });
});

describe('renderPage on a long page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('writes every part in place, none left for a script to reveal', async () => {
    stubPageApi();
    const { html } = await renderToText('http://localhost/');
    expect(html).toContain('The lowest price for your prescription');
    expect(html).not.toMatch(/<template id="B:|hidden id="S:|\$RC/);
  });
});

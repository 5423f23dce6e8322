import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRenderThread,
  startRenderThreads,
  type AnswerFetch,
  type RenderThread,
} from './render-thread';

/** A stand-in for the web build's renderer: each path of the page asks for something else. */
const RENDERER = `
import { Readable } from 'node:stream';
import { threadId } from 'node:worker_threads';
export async function renderPage({ url, fetch }) {
  const { pathname } = new URL(url);
  if (pathname === '/thread') {
    await fetch('/api/v2/user');
    return { kind: 'page', status: 200, html: Readable.from([String(threadId)]), stateScript: '' };
  }
  if (pathname === '/end-thread') process.exit(3);
  if (pathname === '/fail') throw new Error('the page broke');
  if (pathname === '/elsewhere') return { kind: 'redirect', status: 301, location: '/metformin' };
  if (pathname === '/unrendered') return { kind: 'not-rendered' };
  const answer = await fetch('/api/v2/user?xp=a', {
    method: 'POST',
    headers: { 'x-requested-with': 'fillwell' },
    body: '{"code":"ab12"}',
  });
  const text = answer.status === 204 ? '' : await answer.text();
  const html = Readable.from([\`<h1>\${pathname}</h1>\`, \`<p>\${answer.status} \${answer.headers.get('content-type')} \${text}</p>\`]);
  return { kind: 'page', status: 200, html, stateScript: '<script type="application/json">{}</script>' };
}
export function renderErrorPage() {
  return '<h1>Uh oh! Something went wrong.</h1>';
}
`;

const answerJson: AnswerFetch = async (call) => ({
  status: 200,
  contentType: 'application/json',
  body: new TextEncoder().encode(JSON.stringify(call)).buffer,
});

describe('startRenderThread', () => {
  let folder: string;
  let thread: RenderThread;
  let rendererUrl: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'fillwell-render-'));
    const file = path.join(folder, 'entry-server.js');
    writeFileSync(file, RENDERER);
    rendererUrl = pathToFileURL(file).href;
    thread = await startRenderThread({ rendererUrl });
  });
  afterAll(async () => {
    await thread?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('renders the error view once, at start', () => {
    expect(thread.errorPage).toBe('<h1>Uh oh! Something went wrong.</h1>');
  });

  it("renders a page whose API calls the server's thread answers, with what was asked", async () => {
    const result = await thread.render('http://localhost/atorvastatin', answerJson);
    const call = JSON.stringify({
      url: '/api/v2/user?xp=a',
      method: 'POST',
      headers: { 'x-requested-with': 'fillwell' },
      body: '{"code":"ab12"}',
    });
    expect(result).toEqual({
      kind: 'page',
      status: 200,
      html: `<h1>/atorvastatin</h1><p>200 application/json ${call}</p>`,
      stateScript: '<script type="application/json">{}</script>',
    });
  });

  it('hands the renderer an answer without a body as one', async () => {
    const result = await thread.render('http://localhost/lipitor', async () => ({
      status: 204,
      contentType: '',
      body: null,
    }));
    expect(result).toMatchObject({ kind: 'page', html: '<h1>/lipitor</h1><p>204  </p>' });
  });

  it('passes redirects and pages left to the browser on as they are', async () => {
    expect(await thread.render('http://localhost/elsewhere', answerJson)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/metformin',
    });
    expect(await thread.render('http://localhost/unrendered', answerJson)).toEqual({
      kind: 'not-rendered',
    });
  });

  it('rejects a page whose rendering fails, or whose API call fails, and renders the next', async () => {
    await expect(thread.render('http://localhost/fail', answerJson)).rejects.toThrow(
      'the page broke',
    );
    await expect(
      thread.render('http://localhost/atorvastatin', () => Promise.reject(new Error('no API'))),
    ).rejects.toThrow('no API');
    await expect(thread.render('http://localhost/metformin', answerJson)).resolves.toMatchObject({
      kind: 'page',
    });
  });

  it('renders pages side by side, each with its own answers', async () => {
    const answerWith =
      (status: number): AnswerFetch =>
      async () => ({ status, contentType: 'text/plain', body: new ArrayBuffer(0) });
    const results = await Promise.all(
      [201, 202, 203].map((status) =>
        thread.render(`http://localhost/${status}`, answerWith(status)),
      ),
    );
    expect(results.map((result) => result.kind === 'page' && result.html)).toEqual([
      '<h1>/201</h1><p>201 text/plain </p>',
      '<h1>/202</h1><p>202 text/plain </p>',
      '<h1>/203</h1><p>203 text/plain </p>',
    ]);
  });

  it('starts the thread again after it ends, for the next page', async () => {
    await expect(thread.render('http://localhost/end-thread', answerJson)).rejects.toThrow(
      'The render thread ended (exit code 3)',
    );
    await expect(thread.render('http://localhost/metformin', answerJson)).resolves.toMatchObject({
      kind: 'page',
      html: expect.stringContaining('<h1>/metformin</h1>') as unknown,
    });
  });

  it('starts one thread again for pages that find it ended at once', async () => {
    await expect(thread.render('http://localhost/end-thread', answerJson)).rejects.toThrow(
      'exit code 3',
    );
    const results = await Promise.all([
      thread.render('http://localhost/thread', answerJson),
      thread.render('http://localhost/thread', answerJson),
    ]);
    const [first, second] = results.map((result) => result.kind === 'page' && result.html);
    expect(first).toBe(second);
  });

  it('refuses a module that is not the renderer, naming it', async () => {
    const file = path.join(folder, 'not-a-renderer.js');
    writeFileSync(file, 'export const nothing = 1;');
    await expect(startRenderThread({ rendererUrl: pathToFileURL(file).href })).rejects.toThrow(
      /not-a-renderer\.js: it is not the web app's server renderer: rebuild the web app/,
    );
  });

  it('spreads pages over several threads, each to the one with the fewest in hand', async () => {
    const threads = await startRenderThreads({ rendererUrl }, 2);
    try {
      let releaseFirst = () => {};
      const first = threads.render('http://localhost/thread', async () => {
        await new Promise<void>((resolve) => (releaseFirst = resolve));
        return { status: 200, contentType: 'application/json', body: null };
      });
      const second = await threads.render('http://localhost/thread', answerJson);
      releaseFirst();
      const [firstHtml, secondHtml] = [await first, second].map(
        (result) => result.kind === 'page' && result.html,
      );
      expect(firstHtml).not.toBe(secondHtml);
      expect(threads.errorPage).toBe('<h1>Uh oh! Something went wrong.</h1>');
    } finally {
      await threads.close();
    }
  });
});

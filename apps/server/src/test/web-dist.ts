import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './test-server';

/** The built app's index.html, as small as it can be. */
export const TEST_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>placeholder</title>' +
  '<script type="module" src="/assets/index-4f9a1c.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** The build's chunk list for TEST_INDEX_HTML: its entry starts the app in two chunks. */
export const TEST_CHUNK_LIST = JSON.stringify({
  'index.html': {
    file: 'assets/index-4f9a1c.js',
    isEntry: true,
    dynamicImports: ['src/app/main.tsx'],
  },
  'src/app/main.tsx': { file: 'assets/main-7d2e0b.js', imports: ['_startup-91ab3c.js'] },
  '_startup-91ab3c.js': { file: 'assets/startup-91ab3c.js' },
});

/** The real application on the 'test' catalogue, serving a web build made of `files` (path → content). */
export async function startServerWithWebDist(
  files: Record<string, string | Uint8Array>,
): Promise<TestServer> {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'fillwell-web-'));
  const remove = () => rmSync(webDistDir, { recursive: true, force: true });
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(webDistDir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  const server = await startTestServer({ seed: 'test', webDistDir }).catch((error: unknown) => {
    remove();
    throw error;
  });
  return {
    ...server,
    async close() {
      await server.close();
      remove();
    },
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 18's target, below DESIGN §8's 150 KB: the bench fails the run above it. */
export const INITIAL_JS_BUDGET_BYTES = 120 * 1024;

/** Where the web build lists its chunks (`build.manifest` in apps/web/vite.config.ts). */
const MANIFEST_FILE = join('.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Gzip size of the JavaScript every page loads before any route chunk: the entry, what it
 * imports, and the app it starts once the first paint is on screen (the entry's own dynamic
 * imports) with everything that imports.
 */
export function measureInitialJs(
  webDistDir: string,
): { files: string[]; gzipBytes: number } | null {
  const manifestPath = join(webDistDir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const started = entries.flatMap(([, chunk]) => chunk.dynamicImports ?? []);
  const files = [...listStaticClosure(manifest, [...entries.map(([key]) => key), ...started])];
  const gzipBytes = files.reduce(
    (total, file) => total + gzipSync(readFileSync(join(webDistDir, file))).byteLength,
    0,
  );
  return { files, gzipBytes };
}

/** The files of `keys` and of every chunk they import, directly or not. */
function listStaticClosure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  for (let key = keys.pop(); key !== undefined; key = keys.pop()) {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    files.add(chunk.file);
    keys.push(...(chunk.imports ?? []));
  }
  return files;
}

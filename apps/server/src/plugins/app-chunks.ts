import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the web build lists its chunks (`build.manifest` in apps/web/vite.config.ts). */
const MANIFEST_FILE = path.join('.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface AppStartChunks {
  /** The entry's files, which index.html loads itself. */
  entryFiles: string[];
  /** The app the entry starts (its dynamic imports) with everything that imports. */
  appFiles: string[];
}

/**
 * The JavaScript every page of the web build in `webDistDir` runs before any route chunk, as
 * paths under the build folder; null when the build has no chunk list.
 */
export function readAppStartChunks(webDistDir: string): AppStartChunks | null {
  const manifestPath = path.join(webDistDir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const entryFiles = listStaticClosure(
    manifest,
    entries.map(([key]) => key),
  );
  const started = entries.flatMap(([, chunk]) => chunk.dynamicImports ?? []);
  const appFiles = listStaticClosure(manifest, started).filter(
    (file) => !entryFiles.includes(file),
  );
  return { entryFiles, appFiles };
}

/** The files of `keys` and of every chunk they import, directly or not. */
function listStaticClosure(manifest: Record<string, ManifestChunk>, keys: string[]): string[] {
  const pending = [...keys];
  const seen = new Set<string>();
  const files: string[] = [];
  for (let key = pending.shift(); key !== undefined; key = pending.shift()) {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    files.push(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

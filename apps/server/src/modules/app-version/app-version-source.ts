import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  APP_VERSION_FILE,
  appBuildSchema,
  MIN_APP_VERSION,
  type AppVersionResponse,
} from '@fillwell/contracts';
import { APP_VERSION } from '@fillwell/domain';

export interface AppVersionSource {
  /** The served web build's version, build id and the oldest app version accepted. */
  read(): Promise<AppVersionResponse>;
}

interface KeptRead {
  mtimeMs: number;
  size: number;
  answer: AppVersionResponse;
}

/** Without a built web app (development, API tests): this server's own version, no build. */
const NO_BUILD: AppVersionResponse = {
  version: APP_VERSION,
  buildId: null,
  minVersion: MIN_APP_VERSION,
};

/**
 * Reads the web build's version file from the served folder on every check, so a deployment that
 * copies a new build in place is reported at once without a restart. The file is parsed again
 * only when its size or modification time changed. A missing or unreadable file answers as if no
 * build were served.
 */
export function createAppVersionSource(
  webDistDir: string,
  onInvalidFile: (error: unknown) => void = () => {},
): AppVersionSource {
  const file = path.join(webDistDir, APP_VERSION_FILE);
  let kept: KeptRead | null = null;

  async function readFresh(mtimeMs: number, size: number): Promise<AppVersionResponse> {
    const parsed = appBuildSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (!parsed.success) throw parsed.error;
    const answer = { ...parsed.data };
    kept = { mtimeMs, size, answer };
    return answer;
  }

  return {
    async read() {
      try {
        const { mtimeMs, size } = await stat(file);
        if (kept && kept.mtimeMs === mtimeMs && kept.size === size) return kept.answer;
        return await readFresh(mtimeMs, size);
      } catch (error) {
        if (!isMissingFile(error)) onInvalidFile(error);
        kept = null;
        return NO_BUILD;
      }
    },
  };
}

function isMissingFile(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

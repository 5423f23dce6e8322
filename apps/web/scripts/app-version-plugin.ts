import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';
import { APP_VERSION } from '../../../packages/domain/src/product.js';
import {
  APP_VERSION_FILE,
  MIN_APP_VERSION,
  type AppBuild,
} from '../../../packages/contracts/src/app-version.js';

/**
 * Gives each build an id the app carries (`__APP_BUILD_ID__`) and writes it, with the app's
 * version and the oldest version the API accepts, to dist/app-version.json. The server reports
 * that file to open tabs, which compare it with the build they run.
 */
export function createAppVersionPlugin(): Plugin {
  const build: AppBuild = {
    version: APP_VERSION,
    buildId: `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`,
    minVersion: MIN_APP_VERSION,
  };
  return {
    name: 'fillwell:app-version',
    config: () => ({ define: { __APP_BUILD_ID__: JSON.stringify(build.buildId) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: APP_VERSION_FILE,
        source: `${JSON.stringify(build)}\n`,
      });
    },
  };
}

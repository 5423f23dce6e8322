import type { AppVersionResponse } from '@fillwell/contracts';
import type { AppStatus } from './app-slice';

/** The build a tab runs: the app version and the id of the build it was loaded from. */
export interface ClientBuild {
  version: string;
  buildId: string;
}

/**
 * Compares dotted versions part by part as numbers ('5.0.12' is after '5.0.9'); a missing part
 * counts as 0. Negative when `a` is older, positive when newer, 0 when the same.
 */
export function compareAppVersions(a: string, b: string): number {
  const partsA = a.split('.').map(Number);
  const partsB = b.split('.').map(Number);
  for (let index = 0; index < Math.max(partsA.length, partsB.length); index += 1) {
    const difference = (partsA[index] ?? 0) - (partsB[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/**
 * What the server's answer means for this tab: below the oldest accepted version, an update is
 * required; another build (or a newer version) served, an update is available; otherwise ready.
 */
export function decideAppStatus(client: ClientBuild, server: AppVersionResponse): AppStatus {
  if (compareAppVersions(client.version, server.minVersion) < 0) return 'update-required';
  if (compareAppVersions(server.version, client.version) > 0) return 'update-available';
  if (server.buildId !== null && server.buildId !== client.buildId) return 'update-available';
  return 'ready';
}

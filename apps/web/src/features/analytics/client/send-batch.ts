import { CSRF_HEADER, snakeCaseKeys } from '@fillwell/contracts';
import { buildApiUrl } from '@/lib/http';
import { getCurrentPlatform } from '@/lib/device';

export const EVENTS_API_PATH = 'v2/analytics/events';
export const ERRORS_API_PATH = 'v2/analytics/errors';

/**
 * Posts JSON to the collector. `keepalive` lets the request finish after the page is gone (a
 * beacon that, unlike navigator.sendBeacon, carries the header the CSRF defence asks for).
 * True when there is nothing to send again: delivered, or refused as it is (a 4xx other than
 * 429).
 */
export async function postToCollector(
  path: string,
  body: unknown,
  isUnloading: boolean,
  doFetch: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<boolean> {
  try {
    const response = await doFetch(buildApiUrl(path, undefined, getCurrentPlatform()), {
      method: 'POST',
      credentials: 'include',
      keepalive: isUnloading,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        [CSRF_HEADER.name]: CSRF_HEADER.value,
      },
      body: JSON.stringify(snakeCaseKeys(body)),
    });
    if (response.ok) return true;
    return response.status >= 400 && response.status < 500 && response.status !== 429;
  } catch {
    return false;
  }
}

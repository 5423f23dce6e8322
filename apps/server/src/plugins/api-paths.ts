export const API_PREFIX = '/api/';

/** True for `/api` and anything under `/api/`, whatever the query string. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith(API_PREFIX) || url.startsWith('/api?');
}

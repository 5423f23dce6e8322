import type { RouteObject } from 'react-router';
import { PAGE_PATHS } from '@fillwell/domain';
import { createRoutes } from '../router';
import { createRedirectRoutes, createTransferRoutes } from './redirects';

function joinPaths(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return parent.endsWith('/') ? `${parent}${path}` : `${parent}/${path}`;
}

/** The full path of every route that renders a screen or redirects (layouts left out). */
function listLeafPatterns(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : joinPaths(parent, route.path);
    if (route.children?.length) return listLeafPatterns(route.children, path);
    return [path || '/'];
  });
}

function sorted(patterns: Iterable<string>): string[] {
  return [...patterns].sort();
}

describe('the page path list the server uses', () => {
  it('names exactly the paths of the route table', () => {
    const routerPatterns = listLeafPatterns(createRoutes());
    expect(new Set(routerPatterns).size).toBe(routerPatterns.length);
    expect(sorted(PAGE_PATHS.map((page) => page.pattern))).toEqual(sorted(routerPatterns));
  });

  it('marks exactly the redirect routes as redirects', () => {
    const redirectPatterns = listLeafPatterns([
      ...createRedirectRoutes(),
      ...createTransferRoutes(),
    ]);
    const listed = PAGE_PATHS.filter((page) => page.kind === 'redirect');
    expect(sorted(listed.map((page) => page.pattern))).toEqual(sorted(redirectPatterns));
  });
});

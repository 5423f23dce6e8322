import { matchRoutes, type RouteObject } from 'react-router';
import { PAGE_PATHS } from '@fillwell/domain';
import { createRoutes } from '../router';
import {
  createRoutesByFirstSegment,
  firstSegmentOf,
  indexRoutesByTreeId,
} from './routes-by-first-segment';

function samplePath(pattern: string): string {
  return pattern
    .split('/')
    .map((part) => (part === '*' ? 'any/thing' : part.startsWith(':') ? 'sample-1' : part))
    .join('/');
}

function matchedIds(routes: RouteObject[], pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).map((match) => match.route.id ?? '');
}

const OTHER_PATHS = [
  '/',
  '/atorvastatin',
  '/ATORVASTATIN',
  '/Medications/Popular',
  '/checkout/basic-info/',
  '/%E2%9C%93',
  '/%E0%A4%A',
  '/no-such-page/at/all',
];

describe('the route table cut down by first segment', () => {
  const routes = createRoutes();
  const routesFor = createRoutesByFirstSegment(routes);

  it.each([...PAGE_PATHS.map((page) => samplePath(page.pattern)), ...OTHER_PATHS])(
    'matches %s to the same routes as the whole table, by the same ids',
    (pathname) => {
      const kept = matchedIds(routesFor(pathname).routes, pathname);
      expect(kept.length).toBeGreaterThan(0);
      expect(kept).toEqual(matchedIds(withDefaultIds(routes), pathname));
    },
  );

  it.each([...PAGE_PATHS.map((page) => samplePath(page.pattern)), ...OTHER_PATHS])(
    'finds the routes matching %s in the whole table by their ids, as the very routes it holds',
    (pathname) => {
      const byId = indexRoutesByTreeId(routes);
      const found = (matchRoutes(routesFor(pathname).routes, pathname) ?? []).map(({ route }) =>
        byId.get(route.id ?? ''),
      );
      const whole = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);
      expect(found).toHaveLength(whole.length);
      found.forEach((route, index) => expect(route).toBe(whole[index]));
    },
  );

  it('keeps far fewer routes for a drug page than the whole table has', () => {
    const count = (list: RouteObject[]): number =>
      list.reduce((total, route) => total + 1 + count(route.children ?? []), 0);
    expect(count(routesFor('/atorvastatin').routes)).toBeLessThan(count(routes) / 4);
  });

  it('gives every path of one first segment the same table', () => {
    expect(routesFor('/checkout/basic-info').routes).toBe(routesFor('/Checkout/x').routes);
    expect(routesFor('/atorvastatin').routes).toBe(routesFor('/lipitor').routes);
  });

  it('reads the first segment decoded and in lower case', () => {
    expect(firstSegmentOf('/Medications/popular')).toBe('medications');
    expect(firstSegmentOf('/caf%C3%A9')).toBe('café');
    expect(firstSegmentOf('/%E0%A4%A')).toBe('%e0%a4%a');
    expect(firstSegmentOf('/')).toBe('');
  });
});

/** The table with React Router's default ids written out, to compare ids with. */
function withDefaultIds(routes: RouteObject[], parent: readonly string[] = []): RouteObject[] {
  return routes.map((route, index) => {
    const treePath = [...parent, String(index)];
    return {
      ...route,
      id: treePath.join('-'),
      ...(route.children ? { children: withDefaultIds(route.children, treePath) } : {}),
    } as RouteObject;
  });
}

import type { RouteObject } from 'react-router';

/**
 * The route table cut down to what can match a path, by the path's first segment.
 *
 * React Router tries every route of its table against a path, compiling each route's pattern
 * again each time; with the app's two hundred routes that is most of a server render's routing
 * cost. A route whose first segment is a fixed word matches no path that starts with another
 * word, so the table for a path keeps only the routes of its first segment and those whose first
 * segment is not fixed (a param, a splat, an optional part). The router then ranks the same
 * candidates it would have found in the whole table.
 *
 * Each route keeps the id it has in the whole table (its place in the tree, React Router's own
 * default), so the data a page is rendered with names the routes the browser's router knows.
 */
export function createRoutesByFirstSegment(routes: RouteObject[]): (pathname: string) => {
  key: string;
  routes: RouteObject[];
} {
  const table = assignTreeIds(routes);
  const fixedSegments = new Set<string>();
  collectFixedSegments(table, '', fixedSegments);
  const byKey = new Map<string, RouteObject[]>();
  return (pathname) => {
    const segment = firstSegmentOf(pathname);
    const key = fixedSegments.has(segment) ? segment : OTHER_SEGMENT;
    let kept = byKey.get(key);
    if (!kept) {
      kept = pruneRoutes(table, '', key);
      byKey.set(key, kept);
    }
    return { key, routes: kept };
  };
}

/** The key of every path whose first segment no route names. */
const OTHER_SEGMENT = '*';

/** The path's first segment as the router compares it: decoded, in lower case. */
export function firstSegmentOf(pathname: string): string {
  const segment = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** A route's id in the cut-down tables: its own, else its place in the tree (React Router's). */
function toTreeId(route: RouteObject, treePath: readonly string[]): string {
  return route.id ?? treePath.join('-');
}

/** Every route of the whole table by the id it has in the cut-down tables. */
export function indexRoutesByTreeId(
  routes: RouteObject[],
  parentPath: readonly string[] = [],
  into = new Map<string, RouteObject>(),
): Map<string, RouteObject> {
  routes.forEach((route, index) => {
    const treePath = [...parentPath, String(index)];
    into.set(toTreeId(route, treePath), route);
    if (route.children) indexRoutesByTreeId(route.children, treePath, into);
  });
  return into;
}

/** The routes with their place in the tree as their id, as React Router names them by default. */
function assignTreeIds(routes: RouteObject[], parentPath: readonly string[] = []): RouteObject[] {
  return routes.map((route, index) => {
    const treePath = [...parentPath, String(index)];
    const id = toTreeId(route, treePath);
    if (route.index) return { ...route, id } as RouteObject;
    return {
      ...route,
      id,
      ...(route.children ? { children: assignTreeIds(route.children, treePath) } : {}),
    } as RouteObject;
  });
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  return path.startsWith('/') ? path : `${parent}/${path}`;
}

/** The first segment of a full route path when it is a fixed word; null when it is not. */
function fixedFirstSegment(fullPath: string): string | null {
  const segment = fullPath.replace(/^\/+/, '').split('/')[0] ?? '';
  if (segment === '' || /[:*?]/.test(segment)) return null;
  return segment.toLowerCase();
}

function collectFixedSegments(routes: RouteObject[], parent: string, into: Set<string>): void {
  for (const route of routes) {
    const fullPath = joinPath(parent, route.path);
    const segment = fixedFirstSegment(fullPath);
    if (segment !== null) into.add(segment);
    else if (route.children) collectFixedSegments(route.children, fullPath, into);
  }
}

/**
 * The routes that can match a path whose first segment has `key`: a route with a fixed first
 * segment only under its own key; a route whose path has no first segment yet (the root, a
 * layout without a path) with its children cut down the same way; any other route as it is.
 */
function pruneRoutes(routes: RouteObject[], parent: string, key: string): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    const fullPath = joinPath(parent, route.path);
    const segment = fixedFirstSegment(fullPath);
    if (segment !== null) return segment === key ? [route] : [];
    const hasFirstSegment = fullPath.replace(/^\/+/, '') !== '';
    if (route.index || hasFirstSegment || !route.children) return [route];
    const children = pruneRoutes(route.children, fullPath, key);
    return children.length > 0 ? [{ ...route, children } as RouteObject] : [];
  });
}

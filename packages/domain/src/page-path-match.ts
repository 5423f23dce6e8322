import { PAGE_PATHS, SERVER_RENDERED_PATTERNS, type PagePath } from './page-paths';

export interface PagePathMatch {
  page: PagePath;
  params: Readonly<Record<string, string>>;
}

/** What a path shows: a page that exists, the drug page of a slug, or the not-found screen. */
export type PagePathResolution =
  { kind: 'page' } | { kind: 'drug'; slug: string } | { kind: 'not-found' };

const SPLAT = '*';

/** The router's ranking: static segments above params, params above a splat. */
function scorePattern(pattern: string): number {
  const segments = pattern.split('/');
  const hasSplat = segments.includes(SPLAT);
  return segments
    .filter((segment) => segment !== SPLAT)
    .reduce(
      (score, segment) => score + (segment.startsWith(':') ? 3 : segment === '' ? 1 : 10),
      segments.length - (hasSplat ? 2 : 0),
    );
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A pattern's segments, fixed ones in lower case: split once, matched against every request. */
function splitPattern(pattern: string): string[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? part : part.toLowerCase()));
}

/** The params of `segments` under a pattern's `parts` (fixed parts compared case-insensitively), or null. */
function matchPattern(
  parts: readonly string[],
  segments: readonly string[],
): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if (part === SPLAT) return params;
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      const value = decodeSegment(segment);
      if (!value) return null;
      params[part.slice(1)] = value;
    } else if (part !== segment.toLowerCase()) {
      return null;
    }
  }
  return parts.length === segments.length ? params : null;
}

const RANKED_PAGE_PATHS = [...PAGE_PATHS]
  .sort((left, right) => scorePattern(right.pattern) - scorePattern(left.pattern))
  .map((page) => ({ page, parts: splitPattern(page.pattern) }));

/** The route the web app renders at `pathname` (no query), as its router ranks them. */
export function matchPagePath(pathname: string): PagePathMatch | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (segments.some((segment) => segment === '')) return null;
  for (const { page, parts } of RANKED_PAGE_PATHS) {
    const params = matchPattern(parts, segments);
    if (params) return { page, params };
  }
  return null;
}

function hasAllowedParams({ page, params }: PagePathMatch): boolean {
  return Object.entries(page.allowed ?? {}).every(([name, values]) => {
    const value = params[name];
    return value !== undefined && values.includes(value);
  });
}

export interface PagePathDescription {
  resolution: PagePathResolution;
  /** Whether the server renders it (an existing page; see SERVER_RENDERED_PATTERNS). */
  isServerRendered: boolean;
}

/** What `pathname` shows and whether the server renders it, from one match of the route table. */
export function describePagePath(pathname: string): PagePathDescription {
  const match = matchPagePath(pathname);
  if (!match || match.page.kind === 'not-found' || !hasAllowedParams(match)) {
    return { resolution: { kind: 'not-found' }, isServerRendered: false };
  }
  const isServerRendered = SERVER_RENDERED_PATTERNS.has(match.page.pattern);
  if (match.page.kind === 'drug') {
    return { resolution: { kind: 'drug', slug: match.params.slug ?? '' }, isServerRendered };
  }
  return { resolution: { kind: 'page' }, isServerRendered };
}

/** Whether `pathname` names a page, a drug page to look up, or nothing. */
export function resolvePagePath(pathname: string): PagePathResolution {
  return describePagePath(pathname).resolution;
}

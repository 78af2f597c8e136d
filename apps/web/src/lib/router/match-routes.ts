import type { Params, RouteMatch, RouteObject } from './types';

/**
 * Route matching, as the storefront's tables need it: absolute paths with `:param` segments, a
 * `*` catch-all, index routes and pathless layout routes. Matching ignores case (links to
 * `/Cruise/...` and `/cruise/...` both work) and a trailing slash. Of several matching routes the
 * most specific wins: static segments beat parameters, parameters beat the catch-all.
 */

interface Branch {
  routes: RouteObject[];
  pattern: RegExp;
  paramNames: string[];
  score: number;
  order: number;
}

const STATIC_SEGMENT = 10;
const PARAM_SEGMENT = 3;
const EMPTY_SEGMENT = 1;
const INDEX_BONUS = 2;
const SPLAT_PENALTY = -2;

function joinPaths(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

function scoreOf(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (index ? INDEX_BONUS : 0);
  for (const segment of segments) {
    if (segment === '*') score += SPLAT_PENALTY;
    else if (segment.startsWith(':')) score += PARAM_SEGMENT;
    else if (segment === '') score += EMPTY_SEGMENT;
    else score += STATIC_SEGMENT;
  }
  return score;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

function compile(path: string): { pattern: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  let source = '';
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment === '*') {
      paramNames.push('*');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      paramNames.push(segment.slice(1));
      source += '/([^/]+)';
    } else {
      source += `/${escapeRegExp(segment)}`;
    }
  }
  return { pattern: new RegExp(`^${source}/*$`, 'i'), paramNames };
}

function flatten(
  routes: RouteObject[],
  parents: RouteObject[],
  parentPath: string,
  branches: Branch[],
): void {
  for (const route of routes) {
    const chain = [...parents, route];
    const path = joinPaths(parentPath, route.path);
    if (route.children?.length) flatten(route.children, chain, path, branches);
    if (route.path === undefined && !route.index) continue;
    branches.push({
      routes: chain,
      ...compile(path),
      score: scoreOf(path, route.index === true),
      order: branches.length,
    });
  }
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = branchCache.get(routes);
  if (!branches) {
    branches = [];
    flatten(routes, [], '/', branches);
    branches.sort((a, b) => b.score - a.score || a.order - b.order);
    branchCache.set(routes, branches);
  }
  return branches;
}

/** A URL part decoded; a malformed escape stays as it came rather than failing the page. */
export function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The chain of routes (outermost first) that renders `pathname`, or null when none matches. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  for (const branch of branchesOf(routes)) {
    const found = branch.pattern.exec(pathname);
    if (!found) continue;
    const params: Params = {};
    branch.paramNames.forEach((name, i) => {
      params[name] = decodeSafely(found[i + 1] ?? '');
    });
    return branch.routes.map((route) => ({ route, params, pathname }));
  }
  return null;
}

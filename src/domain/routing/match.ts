/**
 * Matches a path (without language prefix) against the route table with URLPattern, then
 * applies each route's parameter rules.
 */
import { ROUTES } from './route-table.ts';
import type { RouteDef } from './types.ts';

/** A matched route with its parameters (undefined for an absent optional parameter). */
export interface RouteMatch {
  /** The matched entry. */
  route: RouteDef;
  /** Named parameters. */
  params: Record<string, string | undefined>;
  /** Name of the first parameter that broke its rule; such a match answers 404. */
  failedParam?: string;
}

const compiled = new Map<readonly RouteDef[], { route: RouteDef; pattern: URLPattern }[]>();

function compile(routes: readonly RouteDef[]) {
  let list = compiled.get(routes);
  if (!list) {
    list = routes.map((route) => ({ route, pattern: new URLPattern({ pathname: route.pattern }) }));
    compiled.set(routes, list);
  }
  return list;
}

/**
 * The first route whose pattern matches `path`, or null. A route whose pattern matches but whose
 * parameter rules fail ends the search with `failedParam` set (spec §5: "Print coupon id must be
 * digits").
 */
export function matchRoute(path: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  if (routes !== ROUTES) return scan(path, routes);
  // The route table is fixed, so a path's match is too: kept for the paths seen most recently
  // (URLPattern over ~200 routes is most of a cached guest page's decision). Bounded, as paths are
  // the visitor's to choose; the answers are frozen because every request shares them.
  const known = recent.get(path);
  if (known !== undefined) return known;
  const match = scan(path, routes);
  if (match) {
    Object.freeze(match.params);
    Object.freeze(match);
  }
  if (recent.size >= RECENT_PATHS) recent.clear();
  recent.set(path, match);
  return match;
}

/** Most paths whose match {@link matchRoute} keeps (a full map is emptied, then refilled by use). */
const RECENT_PATHS = 5_000;
const recent = new Map<string, RouteMatch | null>();

function scan(path: string, routes: readonly RouteDef[]): RouteMatch | null {
  for (const { route, pattern } of compile(routes)) {
    const result = pattern.exec({ pathname: path });
    if (!result) continue;
    const params = result.pathname.groups;
    for (const [name, rule] of Object.entries(route.params ?? {})) {
      const value = params[name];
      if (value !== undefined && !rule.test(value)) return { route, params, failedParam: name };
    }
    return { route, params };
  }
  return null;
}

/**
 * Matches a request to a route as API Gateway's resource tree does: segment by segment, a literal
 * segment wins over a {variable} at the same depth.
 */
import type { RouteDef } from '../../shared/http/route.js';

export interface RouteMatch {
  route: RouteDef;
  pathParameters: Record<string, string> | null;
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function matchSegments(template: string[], actual: string[]): Record<string, string> | undefined {
  if (template.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const t = template[i] ?? '';
    const a = actual[i] ?? '';
    const variable = t.match(/^\{(.+)\}$/);
    if (variable?.[1]) {
      if (a === '') return undefined;
      params[variable[1]] = decodeURIComponent(a);
    } else if (t !== a) return undefined;
  }
  return params;
}

/** Lower is more specific: literal segments before variables, compared left to right. */
function specificity(template: string[]): string {
  return template.map((s) => (s.startsWith('{') ? '1' : '0')).join('');
}

/** `method` undefined: any method, i.e. the resource the path falls on (for a CORS preflight). */
export function matchRoute(routes: readonly RouteDef[], method: string | undefined, path: string): RouteMatch | undefined {
  const actual = segments(path);
  let best: { route: RouteDef; params: Record<string, string>; rank: string } | undefined;
  for (const route of routes) {
    if (method !== undefined && route.method !== method) continue;
    const template = segments(route.path);
    let params: Record<string, string> | undefined;
    try {
      params = matchSegments(template, actual);
    } catch {
      return undefined; // malformed percent-encoding: no route
    }
    if (!params) continue;
    const rank = specificity(template);
    if (!best || rank < best.rank) best = { route, params, rank };
  }
  if (!best) return undefined;
  return { route: best.route, pathParameters: Object.keys(best.params).length > 0 ? best.params : null };
}

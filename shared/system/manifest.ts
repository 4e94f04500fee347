/**
 * The route manifest: implemented domains and their route counts, as one short string
 * ("auth:2,system:4"). CDK and the local platform compute it from the route table and hand it to
 * the version function as ROUTE_MANIFEST, so that function need not bundle every domain's schemas.
 */

export interface ModuleInfo {
  name: string;
  routes: number;
}

/** Builds the ROUTE_MANIFEST value from route rows; domains sorted by name. */
export function routeManifest(routes: readonly { domain: string; implemented: boolean }[]): string {
  const counts = new Map<string, number>();
  for (const r of routes) if (r.implemented) counts.set(r.domain, (counts.get(r.domain) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => `${name}:${count}`)
    .join(',');
}

/** Reads a ROUTE_MANIFEST value; throws on a malformed one, since CDK or the platform wrote it. */
export function parseRouteManifest(text: string): ModuleInfo[] {
  if (text.trim() === '') return [];
  return text.split(',').map((part) => {
    const match = /^([a-z][a-z0-9-]*):(\d+)$/.exec(part.trim());
    if (!match?.[1] || !match[2]) throw new Error(`Malformed ROUTE_MANIFEST entry "${part}"`);
    return { name: match[1], routes: Number(match[2]) };
  });
}

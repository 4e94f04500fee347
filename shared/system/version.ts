/** GET /v1/version: what this deployment runs, from real sources only. */
import pkg from '../../package.json' with { type: 'json' };
import { parseRouteManifest } from './manifest.js';
import type { VersionResult } from './schemas/version-result.js';

export interface VersionSources {
  environment: string;
  /** ROUTE_MANIFEST as written by CDK or the local platform. */
  routeManifest: string;
  enabledCurrencies: readonly string[];
  /** Each rail and the connector serving it in this deployment (shared/rails/registry.ts). */
  railConnectors: readonly { rail: string; connector: string }[];
}

/** The package version, inlined by esbuild at build time (one source of truth: package.json). */
export const SERVICE_VERSION: string = pkg.version;

export function versionInfo(sources: VersionSources): VersionResult {
  return {
    environment: sources.environment,
    version: SERVICE_VERSION,
    modules: parseRouteManifest(sources.routeManifest),
    plugins: sources.railConnectors.map(({ rail, connector }) => ({ name: rail, kind: 'rail' as const, connector })),
    extensions: [{ name: 'enabled-currencies', values: [...sources.enabledCurrencies] }],
  };
}

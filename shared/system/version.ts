/** GET /v1/version: what this deployment runs, from real sources only. */
import pkg from '../../package.json' with { type: 'json' };
import { parseRouteManifest } from './manifest.js';
import type { VersionResult } from './schemas.js';

export interface VersionSources {
  environment: string;
  /** ROUTE_MANIFEST as written by CDK or the local platform. */
  routeManifest: string;
  enabledCurrencies: readonly string[];
  /** Registered rail connectors; empty until the connector registry exists. */
  plugins?: readonly { name: string; kind: string }[];
}

/** The package version, inlined by esbuild at build time (one source of truth: package.json). */
export const SERVICE_VERSION: string = pkg.version;

export function versionInfo(sources: VersionSources): VersionResult {
  return {
    environment: sources.environment,
    version: SERVICE_VERSION,
    modules: parseRouteManifest(sources.routeManifest),
    plugins: [...(sources.plugins ?? [])],
    extensions: [{ name: 'enabled-currencies', values: [...sources.enabledCurrencies] }],
  };
}

import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { parseRouteManifest, routeManifest } from '../../shared/system/manifest.js';
import { versionResult } from '../../shared/system/schemas/version-result.js';
import { versionInfo } from '../../shared/system/version.js';

describe('route manifest', () => {
  it('counts implemented routes per domain, sorted by name', () => {
    const manifest = routeManifest([
      { domain: 'system', implemented: true },
      { domain: 'auth', implemented: true },
      { domain: 'system', implemented: true },
      { domain: 'pay', implemented: false },
    ]);
    expect(manifest).toBe('auth:1,system:2');
    expect(parseRouteManifest(manifest)).toEqual([
      { name: 'auth', routes: 1 },
      { name: 'system', routes: 2 },
    ]);
  });

  it('reads an empty manifest as no modules and refuses a malformed one', () => {
    expect(parseRouteManifest('')).toEqual([]);
    expect(() => parseRouteManifest('auth=2')).toThrow(/Malformed ROUTE_MANIFEST/);
  });
});

describe('versionInfo', () => {
  it('reports the package version, the modules, the connector of each rail as plugins and the enabled currencies', () => {
    const info = versionInfo({
      environment: 'test', routeManifest: 'auth:2,system:4', enabledCurrencies: ['ZAR', 'USD'],
      railConnectors: [{ rail: 'card', connector: 'none' }, { rail: 'wallet', connector: 'in-platform' }],
    });
    expect(info).toEqual({
      environment: 'test',
      version: pkg.version,
      modules: [
        { name: 'auth', routes: 2 },
        { name: 'system', routes: 4 },
      ],
      plugins: [
        { name: 'card', kind: 'rail', connector: 'none' },
        { name: 'wallet', kind: 'rail', connector: 'in-platform' },
      ],
      extensions: [{ name: 'enabled-currencies', values: ['ZAR', 'USD'] }],
    });
    expect(versionResult.safeParse(info).success).toBe(true);
  });
});

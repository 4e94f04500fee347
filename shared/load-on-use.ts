/**
 * Heavy packages that only one code path needs (the password-strength dictionaries when a password
 * is set, phone-number metadata when a mobile number is parsed, the argon2 WebAssembly when a
 * password is hashed, the merchant category texts when a name is looked up, sharp and the face
 * model when a face image is checked) are loaded the first time that path runs, not when the Lambda
 * starts. esbuild does not follow this require, so the
 * package stays out of every bundle; CDK ships it beside the bundles that name it
 * (lib/constructs/platform-function.ts). Issue 16: cold start ≤ 1.15 × the floor
 * (docs/benchmarks.md, docs/decisions/performance.md PERF-2).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Every package loaded on use; each is shipped beside a bundle that names it. */
export const PACKAGES_LOADED_ON_USE = [
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  'libphonenumber-js',
  'hash-wasm',
  'merchant-category-codes/with_groups/mcc-en.json',
  // The face routes only (docs/decisions/liveness.md, LIV-1): image decoding, and the bundled face model with tfjs.
  'sharp',
  '@vladmandic/human/dist/human.node-wasm.js',
] as const;

export type PackageLoadedOnUse = (typeof PACKAGES_LOADED_ON_USE)[number];

// Resolved from the bundle's own folder (or this file's, running from source), as Node resolves any package.
const requireOnUse = createRequire(import.meta.url);
const loaded = new Map<PackageLoadedOnUse, unknown>();

/**
 * A package's own folder, looked up as Node looks for packages (node_modules of this folder and its
 * parents) but without its "exports" map, which for @vladmandic/human lists neither its WebAssembly
 * build nor its model files. Here and in the Lambda bundle alike.
 */
export function packageFolderOnUse(name: string): string {
  for (const dir of requireOnUse.resolve.paths(name) ?? []) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  throw new Error(`${name} is not installed beside this module`);
}

/** A specifier whose file its package does not export, as [package, file inside it]. */
const FILES_NOT_EXPORTED: Partial<Record<PackageLoadedOnUse, [string, string]>> = {
  '@vladmandic/human/dist/human.node-wasm.js': ['@vladmandic/human', 'dist/human.node-wasm.js'],
};

/** The package, loaded (synchronously) on the first call and kept for the life of the process. */
export function loadOnUse<T>(specifier: PackageLoadedOnUse): T {
  if (!loaded.has(specifier)) {
    const file = FILES_NOT_EXPORTED[specifier];
    loaded.set(specifier, requireOnUse(file ? join(packageFolderOnUse(file[0]), file[1]) : specifier));
  }
  return loaded.get(specifier) as T;
}

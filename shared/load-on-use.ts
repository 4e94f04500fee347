/**
 * Heavy packages that only one code path needs (the password-strength dictionaries when a password
 * is set, phone-number metadata when a mobile number is parsed, the argon2 WebAssembly when a
 * password is hashed, the merchant category texts when a name is looked up, sharp and the face
 * model when a face image is checked, ipaddr.js when a callback URL's host is an address
 * literal) are loaded the first time that path runs, not when the Lambda starts. esbuild does
 * not follow this require, so the package stays out of every bundle; CDK ships it beside the
 * bundles that name it (lib/constructs/platform-function.ts). Issue 16: cold start ≤ 1.15 × the floor
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
  // The face routes only (docs/decisions/liveness.md, LIV-1): image decoding, the bundled face model with tfjs, Rekognition's client.
  'sharp',
  '@vladmandic/human/dist/human.node-wasm.js',
  '@aws-sdk/client-rekognition',
  // An address-literal host in a callback URL, checked where the URL is written (PERF-11); the calls themselves bundle it.
  'ipaddr.js',
  // zod's English messages, read when an input first fails validation (shared/http/validation.ts, PERF-27).
  'zod/v4/locales/en.cjs',
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

/** "@scope/name/dist/file.js" → ["@scope/name", "dist/file.js"]. */
function splitSpecifier(specifier: string): [string, string] {
  const parts = specifier.split('/');
  const nameParts = specifier.startsWith('@') ? 2 : 1;
  return [parts.slice(0, nameParts).join('/'), parts.slice(nameParts).join('/')];
}

/**
 * The package, loaded (synchronously) on the first call and kept for the life of the process. Pass
 * the specifier as a string literal: CDK ships a package beside the bundles whose text calls with it
 * (`"sharp")`, lib/constructs/platform-function.ts), not beside those that merely name it.
 */
export function loadOnUse<T>(specifier: PackageLoadedOnUse): T {
  if (!loaded.has(specifier)) loaded.set(specifier, requireOnUse(specifier));
  return loaded.get(specifier) as T;
}

/**
 * As loadOnUse, for a file its package's "exports" leaves out (@vladmandic/human's WebAssembly
 * build): loaded by its path. Apart from loadOnUse so that every other bundle (all of them load
 * zod's messages) does not carry the fallback (issue 16).
 */
export function loadFileOnUse<T>(specifier: PackageLoadedOnUse): T {
  if (!loaded.has(specifier)) {
    let module: unknown;
    try {
      module = requireOnUse(specifier);
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') throw error;
      const [name, file] = splitSpecifier(specifier);
      module = requireOnUse(join(packageFolderOnUse(name), file));
    }
    loaded.set(specifier, module);
  }
  return loaded.get(specifier) as T;
}

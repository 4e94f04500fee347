/**
 * A measurement aid, never part of a deployed bundle: what the AWS SDK's schema-based clients would
 * cost if their generated schemas were tree-shakeable (PERF-25).
 *
 * Each client's `dist-es/schemas/schemas_0.js` writes a shape's traits with computed keys that name
 * module constants (`{ [_e]: _c, [_hE]: 400 }`). esbuild keeps any object literal with a computed
 * key, in case the key's conversion has a side effect (evanw/esbuild#4373), and with it every shape
 * such an object reaches: the whole service model stays in every bundle that imports the client.
 * The SDK's generator is to write literal keys instead (smithy-lang/smithy-typescript#1889, open);
 * this plugin makes that one change on load, so `npm run bench:framework` can show the difference,
 * and shows none once an SDK release carries the fix.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

const SCHEMAS = /[\\/]@aws-sdk[\\/][^\\/]+[\\/]dist-es[\\/]schemas[\\/]schemas_\d+\.js$/;

export const literalTraitKeys: Plugin = {
  name: 'literal-trait-keys',
  setup(build) {
    build.onLoad({ filter: SCHEMAS }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      // The generated file declares each string once, at the top level: `const _e = "error";`.
      const strings = new Map([...source.matchAll(/^const (_\w+) = ("(?:[^"\\]|\\.)*");$/gm)].map((m) => [m[1]!, m[2]!]));
      const contents = source.replace(/\[(_\w+)\]:/g, (key, name: string) => {
        const literal = strings.get(name);
        return literal === undefined ? key : `${literal}:`;
      });
      return { contents, loader: 'js' };
    });
  },
};

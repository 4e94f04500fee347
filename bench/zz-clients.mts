import { build } from 'esbuild';
import { resolve } from 'node:path';
import { esbuildOptions } from '../lib/bundling.js';
const names = process.argv.slice(2);
async function meta(entry: string) {
  const r = await build({ ...esbuildOptions, banner: { js: esbuildOptions.banner }, entryPoints: [entry], write: false, outfile: '/tmp/scratch/x.mjs', metafile: true, logLevel: 'error' });
  const out = Object.values(r.metafile.outputs)[0]!;
  return { bytes: out.bytes, inputs: new Map(Object.entries(out.inputs).map(([f, v]) => [f, v.bytesInOutput])) };
}
const floor = await meta(resolve('bench/floor.ts'));
const target = Math.floor(floor.bytes * 1.15);
for (const name of names) {
  const fn = await meta(resolve('functions', `${name}.ts`));
  let sdk = 0; const which = new Set<string>();
  for (const [f, b] of fn.inputs) {
    const d = b - (floor.inputs.get(f) ?? 0);
    const m = /node_modules\/(@aws-sdk\/[^/]+|@smithy\/[^/]+)/.exec(f);
    if (m && d > 0 && !['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'].includes(m[1]!)) { sdk += d; if (m[1]!.startsWith('@aws-sdk/client-')) which.add(m[1]!.slice(16)); }
  }
  console.log([name, fn.bytes, fn.bytes - target, sdk, fn.bytes - sdk - target, [...which].join('+')].join('\t'));
}

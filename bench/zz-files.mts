import { build } from 'esbuild';
import { resolve } from 'node:path';
import { esbuildOptions } from '../lib/bundling.js';
const root = resolve(import.meta.dirname, '..');
const [n, re] = process.argv.slice(2);
const r = await build({ ...esbuildOptions, banner: { js: esbuildOptions.banner }, entryPoints: [resolve(root, `functions/${n}.ts`)], outfile: `/tmp/zz-f-${process.pid}.mjs`, metafile: true, logLevel: 'error' });
const out = Object.values(r.metafile.outputs)[0]!;
for (const [p, v] of Object.entries(out.inputs).filter(([p]) => new RegExp(re!).test(p)).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)) console.log(String(v.bytesInOutput).padStart(7), p);

import { build } from 'esbuild';
import { resolve } from 'node:path';
import { esbuildOptions } from '../lib/bundling.js';
const root = resolve(import.meta.dirname, '..');
const names = process.argv.slice(2);
async function b(entry: string) {
  const r = await build({ ...esbuildOptions, banner: { js: esbuildOptions.banner }, entryPoints: [entry], outfile: `/tmp/zz-cl-${process.pid}.mjs`, metafile: true, logLevel: 'error' });
  const out = Object.values(r.metafile.outputs)[0]!;
  return { bytes: out.bytes, inputs: out.inputs };
}
const floor = await b(resolve(root, 'bench/floor.ts'));
const target = Math.floor(floor.bytes * 1.15);
const pk = (inputs: Record<string, { bytesInOutput: number }>, re: RegExp) => Object.entries(inputs).filter(([p]) => re.test(p)).reduce((s, [, v]) => s + v.bytesInOutput, 0);
for (const n of names) {
  const f = await b(resolve(root, `functions/${n}.ts`));
  const sqs = pk(f.inputs, /client-sqs|middleware-sdk-sqs/);
  const sfn = pk(f.inputs, /client-sfn/);
  const s3 = pk(f.inputs, /client-s3|middleware-sdk-s3|middleware-flexible|middleware-bucket|middleware-expect|middleware-ssec|signature-v4-multi|util-stream|xml-builder|@smithy\/chunked|eventstream|md5-js|hash-stream|crc/);
  const over = f.bytes - target;
  console.log(n.padEnd(44), String(over).padStart(7), 'sqs', String(sqs).padStart(6), 'sfn', String(sfn).padStart(6), 's3', String(s3).padStart(6), '| -sqs', over - sqs <= 0 ? 'UNDER' : String(over - sqs), '| -sqs-sfn', over - sqs - sfn <= 0 ? 'UNDER' : String(over - sqs - sfn));
}

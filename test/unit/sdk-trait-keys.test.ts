/**
 * The measurement aid of PERF-25 (bench/sdk-trait-keys.ts): a schema module shaped like the AWS
 * SDK's generated ones keeps its unused shapes under esbuild alone, and loses them, with the same
 * values for the shapes kept, once its trait keys are literal.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { literalTraitKeys } from '../../bench/sdk-trait-keys.js';

const root = mkdtempSync(join(tmpdir(), 'trait-keys-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const schemas = join(root, 'node_modules', '@aws-sdk', 'client-example', 'dist-es', 'schemas');
mkdirSync(schemas, { recursive: true });
writeFileSync(join(schemas, 'schemas_0.js'), [
  'const _e = "error";',
  'const _c = "client";',
  'const _hE = "httpError";',
  'const _q = "say \\"hi\\"";',
  'const n0 = "com.example";',
  'export var Used$ = [-3, n0, "Used", { [_e]: _c, [_hE]: 400, [_q]: 1 }, [], []];',
  'export var UnusedShape$ = [3, n0, "UnusedShape", { [_e]: _c }, ["a"], [() => Used$]];',
].join('\n'));
const entry = join(root, 'entry.js');
writeFileSync(entry, "import { Used$ } from './node_modules/@aws-sdk/client-example/dist-es/schemas/schemas_0.js';\nexport const used = Used$;\n");

async function bundled(plugins: Plugin[]): Promise<string> {
  const out = await build({ entryPoints: [entry], bundle: true, format: 'esm', minify: true, write: false, plugins, logLevel: 'error' });
  return out.outputFiles[0]!.text;
}

describe('literal trait keys (PERF-25)', () => {
  it('keeps an unused shape with a computed trait key under esbuild alone', async () => {
    expect(await bundled([])).toContain('UnusedShape');
  });

  it('drops it once the keys are literal, and the shape kept has the same traits', async () => {
    const text = await bundled([literalTraitKeys]);
    expect(text).not.toContain('UnusedShape');
    const file = join(root, 'out.mjs');
    writeFileSync(file, text);
    const { used } = (await import(file)) as { used: unknown[] };
    expect(used).toEqual([-3, 'com.example', 'Used', { error: 'client', httpError: 400, 'say "hi"': 1 }, [], []]);
  });
});

/** The type checker and the linter are part of the test suite. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

async function check(command: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(command, args, { maxBuffer: 20 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
}

describe('static checks', () => {
  it('type-checks in strict mode', async () => {
    await expect(check('npx', ['tsc', '--noEmit'])).resolves.toBeDefined();
  }, 240_000);

  it('passes the linter', async () => {
    await expect(check('npx', ['eslint', '.', '--max-warnings', '0'])).resolves.toBeDefined();
  }, 240_000);
});

describe('layer boundaries (eslint.config.js, import-x/no-restricted-paths)', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

  // The files need not exist: the rule judges the importer's path and where the import resolves; other rules' findings are ignored.
  it.each([
    ['shared/x/y.ts', "import { QUEUES } from '../../lib/resources.js';", 'shared/ never imports lib/'],
    ['functions/x/y.ts', "import { QUEUES } from '../../lib/resources.js';", 'functions/ never imports lib/'],
    ['shared/db/y.ts', "import { getMerchant } from '../merchants/merchants.js';", 'the kernel'],
  ])('refuses %s: %s', async (filePath, code, message) => {
    const [result] = await eslint.lintText(`${code}\n`, { filePath });
    const boundaries = result?.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths') ?? [];
    expect(boundaries.map((m) => m.message)).toEqual([expect.stringContaining(message)]);
  }, 60_000);

  it('lets shared/ import the kernel', async () => {
    const [result] = await eslint.lintText("import { QUEUES } from '../aws/queues.js';\n", { filePath: 'shared/x/y.ts' });
    expect(result?.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths')).toEqual([]);
  }, 60_000);
});

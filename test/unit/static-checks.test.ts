/** The type checker and the linter are part of the test suite. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
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

/**
 * Records every argon2id run the password module makes (through load-on-use), so a test can say how
 * much hashing a request paid for without timing it: the cost of argon2id is set by its parameters.
 */
import type * as HashWasm from 'hash-wasm';
import type { IArgon2Options } from 'hash-wasm';
import type * as LoadOnUse from '../../shared/load-on-use.js';

export interface Argon2Run { memorySize: number; iterations: number; parallelism: number; hashLength: number; saltLength: number }

export const argon2Runs: Argon2Run[] = [];

/** The real hash-wasm with argon2id wrapped to record its parameters. */
export function recordingHashWasm(real: typeof HashWasm): typeof HashWasm {
  return {
    ...real,
    argon2id: ((options: IArgon2Options) => {
      const saltLength = typeof options.salt === 'string' ? Buffer.byteLength(options.salt) : options.salt.byteLength;
      argon2Runs.push({ memorySize: options.memorySize, iterations: options.iterations, parallelism: options.parallelism, hashLength: options.hashLength, saltLength });
      return real.argon2id(options);
    }) as typeof HashWasm.argon2id,
  };
}

/** A vi.mock factory for shared/load-on-use.js that hands out the recording hash-wasm. */
export async function recordingLoadOnUse(importOriginal: () => Promise<typeof LoadOnUse>): Promise<typeof LoadOnUse> {
  const real = await importOriginal();
  const loadOnUse = <T>(name: LoadOnUse.PackageLoadedOnUse): T =>
    (name === 'hash-wasm' ? recordingHashWasm(real.loadOnUse<typeof HashWasm>(name)) : real.loadOnUse(name)) as T;
  return { ...real, loadOnUse };
}

/**
 * Password hashing: argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane), stored as the
 * standard PHC string `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>` (unpadded base64).
 * Passwords are NFKC-normalised first (NIST SP 800-63B), so the same password typed on another
 * keyboard or device still matches.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type * as HashWasm from 'hash-wasm';
import { loadOnUse } from '../load-on-use.js';

// The WebAssembly loads on the first hash, so functions that only carry this module start without it.
const argon2id: typeof HashWasm.argon2id = (options) => loadOnUse<typeof HashWasm>('hash-wasm').argon2id(options);

/** Today's parameters; a stored hash below any of them is rehashed at the next successful login. */
export const ARGON2_PARAMETERS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32, saltLength: 16 } as const;

// Ceilings for parameters read back from storage, so a corrupt record cannot exhaust a Lambda's memory or time.
const MAX_MEMORY_KIB = 262_144;
const MAX_ITERATIONS = 16;
const MAX_PARALLELISM = 16;

interface Argon2Hash {
  version: number;
  memorySize: number;
  iterations: number;
  parallelism: number;
  salt: Buffer;
  hash: Buffer;
}

const PHC = /^\$argon2id\$v=(\d+)\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9+/]{11,})\$([A-Za-z0-9+/]{22,})$/;

/** The stored string's parts, or undefined when it is not an argon2id hash we can verify. */
function parse(stored: string): Argon2Hash | undefined {
  const m = PHC.exec(stored);
  if (!m) return undefined;
  const [version, memorySize, iterations, parallelism] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
  const salt = Buffer.from(m[5] ?? '', 'base64');
  const hash = Buffer.from(m[6] ?? '', 'base64');
  const sane =
    version === 0x13 &&
    iterations >= 1 && iterations <= MAX_ITERATIONS &&
    parallelism >= 1 && parallelism <= MAX_PARALLELISM &&
    memorySize >= 8 * parallelism && memorySize <= MAX_MEMORY_KIB &&
    salt.length >= 8 && hash.length >= 16 && hash.length <= 64;
  return sane ? { version, memorySize, iterations, parallelism, salt, hash } : undefined;
}

const normalise = (password: string): string => password.normalize('NFKC');

function derive(password: string, p: Pick<Argon2Hash, 'memorySize' | 'iterations' | 'parallelism' | 'salt'>, hashLength: number): Promise<Uint8Array> {
  return argon2id({
    password: normalise(password),
    salt: p.salt,
    memorySize: p.memorySize,
    iterations: p.iterations,
    parallelism: p.parallelism,
    hashLength,
    outputType: 'binary',
  });
}

/** The PHC string of a salt and digest taken with today's parameters (unpadded base64). */
function phc(salt: Uint8Array, hash: Uint8Array): string {
  const { memorySize, iterations, parallelism } = ARGON2_PARAMETERS;
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64').replace(/=+$/, '');
  return `$argon2id$v=19$m=${memorySize},t=${iterations},p=${parallelism}$${b64(salt)}$${b64(hash)}`;
}

/** Hashes a new password with a fresh 16-byte salt; returns the PHC string to store. */
export async function hashPassword(password: string): Promise<string> {
  if (password === '') throw new Error('hashPassword: the password is empty');
  const salt = randomBytes(ARGON2_PARAMETERS.saltLength);
  return phc(salt, await derive(password, { ...ARGON2_PARAMETERS, salt }, ARGON2_PARAMETERS.hashLength));
}

let dummy: string | undefined;

/**
 * A stored-hash stand-in with today's parameters and random salt and digest: verifying against it
 * costs exactly one real argon2id run, and no password matches it. Built on first use (no hashing needed).
 */
function dummyHash(): string {
  dummy ??= phc(randomBytes(ARGON2_PARAMETERS.saltLength), randomBytes(ARGON2_PARAMETERS.hashLength));
  return dummy;
}

async function verifyParsed(parsed: Argon2Hash, presented: string): Promise<boolean> {
  // hash-wasm refuses an empty password; no stored hash is of one, but the answer must cost the same.
  const computed = await derive(presented === '' ? '\0' : presented, parsed, parsed.hash.length);
  return timingSafeEqual(computed, parsed.hash) && presented !== '';
}

/**
 * True when `presented` matches the stored hash (constant-time compare). A missing or malformed
 * stored value is false, never a throw, and still costs one verification so an account without a
 * usable hash answers as slowly as one with a wrong password.
 */
export async function verifyPassword(stored: string | null | undefined, presented: string): Promise<boolean> {
  const parsed = typeof stored === 'string' ? parse(stored) : undefined;
  if (!parsed) return verifyDummy(presented);
  return verifyParsed(parsed, presented);
}

/** For unknown usernames: takes as long as a real verification with today's parameters, always false. */
export async function verifyDummy(presented: string): Promise<false> {
  const parsed = parse(dummyHash());
  if (parsed) await verifyParsed(parsed, presented);
  return false;
}

/** True when the stored hash is not argon2id v19 or any parameter is below today's; also true when it is malformed. */
export function needsRehash(stored: string): boolean {
  const p = parse(stored);
  if (!p) return true;
  const today = ARGON2_PARAMETERS;
  return p.memorySize < today.memorySize || p.iterations < today.iterations || p.hash.length < today.hashLength || p.salt.length < today.saltLength;
}

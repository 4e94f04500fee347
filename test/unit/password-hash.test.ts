import { describe, expect, it, vi } from 'vitest';
import { ARGON2_PARAMETERS, hashPassword, needsRehash, verifyDummy, verifyPassword } from '../../shared/identity/password-hash.js';
import { argon2Runs } from './argon2-recorder.js';

vi.mock('../../shared/load-on-use.js', async (importOriginal) => (await import('./argon2-recorder.js')).recordingLoadOnUse(importOriginal));

const { memorySize, iterations, parallelism, hashLength, saltLength } = ARGON2_PARAMETERS;
const TODAY = { memorySize, iterations, parallelism, hashLength, saltLength };

const PASSWORD = 'correct horse battery staple';

describe('hashPassword and verifyPassword', () => {
  it('round-trips and refuses a wrong password', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(await verifyPassword(stored, PASSWORD)).toBe(true);
    expect(await verifyPassword(stored, 'correct horse battery stapler')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('stores the OWASP parameters in the PHC string, with a fresh 16-byte salt and a 32-byte hash', async () => {
    const [a, b] = [await hashPassword(PASSWORD), await hashPassword(PASSWORD)];
    const phc = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$([A-Za-z0-9+/]{22})\$([A-Za-z0-9+/]{43})$/;
    expect(a).toMatch(phc);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
    expect(a).not.toContain(PASSWORD);
  });

  it('normalises Unicode, so composed and decomposed forms of a password match', async () => {
    const stored = await hashPassword('caf\u00e9 au lait, s\u2019il vous pla\u00eet');
    expect(await verifyPassword(stored, 'cafe\u0301 au lait, s\u2019il vous plai\u0302t')).toBe(true);
  });

  it('answers false, never throws, for a missing or malformed stored hash', async () => {
    const good = await hashPassword(PASSWORD);
    const malformed = [
      '',
      'plain-text-password',
      good.replace('argon2id', 'argon2i'),
      good.replace('v=19', 'v=16'),
      good.replace('m=19456', 'm=abc'),
      good.replace('m=19456', 'm=9999999'), // beyond the memory ceiling
      good.replace('t=2', 't=0'),
      good.slice(0, good.lastIndexOf('$')),
      `${good}$extra`,
      good.replace(/\$[^$]+$/, '$!!!!not-base64!!!!!!!!!'),
    ];
    for (const stored of malformed) await expect(verifyPassword(stored, PASSWORD)).resolves.toBe(false);
    await expect(verifyPassword(undefined, PASSWORD)).resolves.toBe(false);
    await expect(verifyPassword(null, PASSWORD)).resolves.toBe(false);
  });

  it('verifies hashes made with other sane parameters (older records)', async () => {
    // RFC 9106 test-style parameters made by hash-wasm directly: m=8 MiB, t=3.
    const { argon2id } = await import('hash-wasm');
    const stored = await argon2id({ password: PASSWORD, salt: 'saltsaltsaltsalt', memorySize: 8192, iterations: 3, parallelism: 1, hashLength: 32, outputType: 'encoded' });
    expect(await verifyPassword(stored, PASSWORD)).toBe(true);
    expect(needsRehash(stored)).toBe(true);
  });
});

describe('verifyDummy', () => {
  it('is always false', async () => {
    await expect(verifyDummy(PASSWORD)).resolves.toBe(false);
    await expect(verifyDummy('')).resolves.toBe(false);
  });

  // The cost of argon2id is set by its parameters, so "as slow as a real verification" is checked
  // as "one run with today's parameters", which a loaded machine cannot make flaky.
  it('costs one argon2id run with today\'s parameters, as a real verification does', async () => {
    const stored = await hashPassword(PASSWORD);
    argon2Runs.length = 0;
    await verifyPassword(stored, 'wrong password');
    await verifyDummy('wrong password');
    expect(argon2Runs).toEqual([TODAY, TODAY]);
  });

  it('makes a missing or malformed stored hash cost one argon2id run with today\'s parameters', async () => {
    for (const stored of ['not a hash', '', null, undefined, '$argon2id$v=19$m=99999999,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA']) {
      argon2Runs.length = 0;
      await expect(verifyPassword(stored, 'wrong password')).resolves.toBe(false);
      expect(argon2Runs, String(stored)).toEqual([TODAY]);
    }
  });
});

describe('needsRehash', () => {
  it('is false for a hash made today and true below today\'s parameters or when malformed', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(needsRehash(stored)).toBe(false);
    expect(needsRehash(stored.replace('m=19456', 'm=12288'))).toBe(true);
    expect(needsRehash(stored.replace('t=2', 't=1'))).toBe(true);
    expect(needsRehash(stored.replace('argon2id', 'argon2i'))).toBe(true);
    expect(needsRehash('not a hash')).toBe(true);
  });

  it('is false for parameters above today\'s (never a downgrade)', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(needsRehash(stored.replace('m=19456', 'm=65536').replace('t=2', 't=3'))).toBe(false);
  });
});

/**
 * The platform secret is read through the Parameters and Secrets extension's HTTP call (PERF-4),
 * here against the local stand-in the platform runs: the secret comes back, once per container;
 * a refusal is an error that names no secret and is tried again on the next call.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSecrets, type LocalSecrets } from '../../lib/local/secrets.js';

const SECRET = 'S'.repeat(40);
let extension: LocalSecrets;
let calls: number;

async function freshModule() {
  vi.resetModules();
  return import('../../shared/auth/platform-secret.js');
}

beforeEach(async () => {
  extension = await startSecrets(new Map([['platform-secret', SECRET], ['short', 'too-short']]), 'us-east-1');
  calls = 0;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    calls += 1;
    return realFetch(input, init);
  });
  vi.stubEnv('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT', String(extension.port));
  vi.stubEnv('AWS_SESSION_TOKEN', 'session-token');
  vi.stubEnv('SIGNING_KEY_SECRET_ID', 'arn:aws:secretsmanager:us-east-1:000000000000:secret:platform-secret');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await extension.close();
});

describe('platform secret through the secrets extension', () => {
  it('reads the secret by its ARN once per container, and derives a different key per purpose', async () => {
    const { platformSecret, derivedKey } = await freshModule();
    expect(await platformSecret()).toBe(SECRET);
    expect(await platformSecret()).toBe(SECRET);
    expect(calls).toBe(1);
    const [otp, seal] = await Promise.all([derivedKey('otp-hmac'), derivedKey('outbox-seal')]);
    expect(otp).toHaveLength(32);
    expect(otp.equals(seal)).toBe(false);
    expect(calls).toBe(1);
  });

  it('fails on an unknown secret without naming a secret, and tries again on the next call', async () => {
    vi.stubEnv('SIGNING_KEY_SECRET_ID', 'missing');
    const { platformSecret } = await freshModule();
    await expect(platformSecret()).rejects.toThrow('platform secret: the secrets extension answered 400');
    vi.stubEnv('SIGNING_KEY_SECRET_ID', 'platform-secret');
    expect(await platformSecret()).toBe(SECRET);
    expect(calls).toBe(2);
  });

  it('refuses a secret too short to derive keys from', async () => {
    vi.stubEnv('SIGNING_KEY_SECRET_ID', 'short');
    const { platformSecret } = await freshModule();
    await expect(platformSecret()).rejects.toThrow('platform secret is missing or too short');
  });

  it('sends the session token the extension authenticates by (the stand-in refuses a call without it)', async () => {
    const url = `http://localhost:${extension.port}/secretsmanager/get?secretId=platform-secret`;
    expect((await fetch(url)).status).toBe(401);
    const { platformSecret } = await freshModule();
    expect(await platformSecret()).toBe(SECRET);
  });
});

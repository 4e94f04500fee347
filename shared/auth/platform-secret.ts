/**
 * The platform secret: one random string Secrets Manager generates at deployment (locally a file
 * under .data/, served by the Secrets Manager stand-in). Every key the platform needs is derived
 * from it with HKDF under its own label, so one secret to rotate yields independent keys: the token
 * signing key, the OTP hashing key, the outbox sealing key, the employee passcode sealing key, the
 * key from which each webhook receiver's signing secret is derived, the key from which each
 * merchant's offline payment link key is derived (FORM-7).
 */
import { hkdfSync } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config.js';

// Built on the first read, not at import: a module-level client is a side effect no bundler may
// drop, so every function importing this file (for a type, or a path it never takes) carried
// Secrets Manager's client. Now only the bundles that read the secret do (issue 16).
let secrets: SecretsManagerClient | undefined;
let cached: Promise<string> | undefined;

/** Loads the secret once per container; a failed load is retried on the next call. */
export function platformSecret(): Promise<string> {
  secrets ??= new SecretsManagerClient({});
  cached ??= secrets
    .send(new GetSecretValueCommand({ SecretId: config.signingKeySecretId }))
    .then((out) => {
      if (!out.SecretString || out.SecretString.length < 32) throw new Error('platform secret is missing or too short');
      return out.SecretString;
    })
    .catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
  return cached;
}

/** What a derived key is for; each label gives an unrelated key. */
export type KeyPurpose = 'otp-hmac' | 'outbox-seal' | 'employee-passcode' | 'webhook-signing' | 'task-token' | 'acp-replay' | 'payment-form-offline' | 'acp-order-events';

/** A 256-bit key for one purpose, derived from the platform secret (HKDF-SHA256). */
export async function derivedKey(purpose: KeyPurpose): Promise<Buffer> {
  return Buffer.from(hkdfSync('sha256', await platformSecret(), 'payments-platform', purpose, 32));
}

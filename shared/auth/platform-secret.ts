/**
 * The platform secret: one random string Secrets Manager generates at deployment (locally a file
 * under .data/, served by the Secrets Manager stand-in). Every key the platform needs is derived
 * from it with HKDF under its own label, so one secret to rotate yields independent keys: the token
 * signing key, the OTP hashing key, the outbox sealing key, the employee passcode sealing key, the
 * key from which each webhook receiver's signing secret is derived, the key from which each
 * merchant's offline payment link key is derived (FORM-7).
 */
import { hkdfSync } from 'node:crypto';
import { secretsExtensionPort, signingKeySecretId } from '../config.js';

let cached: Promise<string> | undefined;

/**
 * Reads the secret through the AWS Parameters and Secrets Lambda Extension (a layer CDK adds to the
 * functions that read it; locally the Secrets Manager stand-in answers the same HTTP call). It
 * needs no SDK client in the bundle: Secrets Manager's client was 13 KB of every signing function's
 * cold start (issue 16). The extension authenticates the call by the function's session token.
 */
async function fetchSecret(): Promise<string> {
  const url = `http://localhost:${secretsExtensionPort()}/secretsmanager/get?secretId=${encodeURIComponent(signingKeySecretId())}`;
  const response = await fetch(url, { headers: { 'X-Aws-Parameters-Secrets-Token': process.env['AWS_SESSION_TOKEN'] ?? '' } });
  // The body of a refusal names the secret's id at most; it is not logged, the status says enough.
  if (!response.ok) throw new Error(`platform secret: the secrets extension answered ${response.status}`);
  const out = (await response.json()) as { SecretString?: unknown };
  if (typeof out.SecretString !== 'string' || out.SecretString.length < 32) throw new Error('platform secret is missing or too short');
  return out.SecretString;
}

/** Loads the secret once per container; a failed load is retried on the next call. */
export function platformSecret(): Promise<string> {
  cached ??= fetchSecret().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** What a derived key is for; each label gives an unrelated key. */
export type KeyPurpose = 'otp-hmac' | 'outbox-seal' | 'employee-passcode' | 'merchant-admin-passcode' | 'webhook-signing' | 'task-token' | 'acp-replay' | 'payment-form-offline' | 'acp-order-events';

/** A 256-bit key for one purpose, derived from the platform secret (HKDF-SHA256). */
export async function derivedKey(purpose: KeyPurpose): Promise<Buffer> {
  return Buffer.from(hkdfSync('sha256', await platformSecret(), 'payments-platform', purpose, 32));
}

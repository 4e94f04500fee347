/**
 * The token signing key. Secrets Manager generates a random secret once at deployment; the Ed25519
 * key pair is derived from it (SHA-256 of the secret is the private key seed), so no custom resource
 * has to generate and store a key pair. Locally the same secret lives under .data/ and is served by
 * the Secrets Manager stand-in.
 */
import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { platformSecret } from './platform-secret.js';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' };
}

// PKCS#8 DER prefix for an Ed25519 private key; the 32-byte seed follows it.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export function deriveSigningKey(secret: string): SigningKey {
  if (secret.length < 32) throw new Error('signing secret is too short');
  const seed = createHash('sha256').update(secret, 'utf8').digest();
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const x = String(jwk.x);
  const kid = createHash('sha256').update(x).digest('base64url').slice(0, 16);
  return { kid, privateKey, publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' } };
}

let cached: Promise<SigningKey> | undefined;

/** Derives the key once per container; a failed load is retried on the next call. */
export function signingKey(): Promise<SigningKey> {
  cached ??= platformSecret()
    .then(deriveSigningKey)
    .catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
  return cached;
}

/** The JWKS document (RFC 7517). Here, not in tokens.ts, so publishing keys pulls in no JWT library. */
export async function jwks(): Promise<{ keys: [SigningKey['publicJwk']] }> {
  return { keys: [(await signingKey()).publicJwk] };
}

/**
 * Sealing of an outbox item's secrets (the OTP, the reset code): AES-256-GCM under the key derived
 * for 'outbox-seal', with the item's id as additional data so a sealed value copied onto another
 * item does not open. Format: `v1.<iv>.<ciphertext>.<tag>`, base64url parts.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { derivedKey } from '../auth/platform-secret.js';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A map of names to strings, checked by hand: zod's record costs every sealing bundle 3 KB (PERF-24). */
const isSecrets = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

/** Raised when a sealed value was altered, belongs to another item or was sealed under another key. */
export class SealError extends Error {
  override name = 'SealError';
}

const aad = (id: string): Buffer => Buffer.from(`outbox:${id}`, 'utf8');

export async function sealSecrets(id: string, secrets: Readonly<Record<string, string>>, key?: Buffer): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key ?? (await derivedKey('outbox-seal')), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(id));
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export async function unsealSecrets(id: string, sealed: string, key?: Buffer): Promise<Record<string, string>> {
  const [version, iv, body, tag, ...rest] = sealed.split('.');
  if (version !== VERSION || iv === undefined || body === undefined || tag === undefined || rest.length > 0) throw new SealError('sealed secrets are malformed');
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SealError('sealed secrets are malformed');
  const decipher = createDecipheriv('aes-256-gcm', key ?? (await derivedKey('outbox-seal')), ivBytes, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad(id));
  decipher.setAuthTag(tagBytes);
  let clear: string;
  try {
    clear = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SealError('sealed secrets do not open: altered, sealed for another item or under another key');
  }
  const parsed: unknown = JSON.parse(clear);
  if (!isSecrets(parsed)) throw new SealError('sealed secrets are not a map of strings');
  return parsed;
}

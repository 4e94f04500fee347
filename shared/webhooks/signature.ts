/**
 * Signing per Standard Webhooks (https://www.standardwebhooks.com/): headers webhook-id (the outbox
 * item id, the same on every retry), webhook-timestamp (Unix seconds of this attempt) and
 * webhook-signature: space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per
 * secret in force (two during a rotation's grace period). Secrets are `whsec_<base64 of the key>`.
 * node:crypto rather than the `standardwebhooks` package: the scheme is one HMAC, and the package
 * brings a pure-JS SHA-256; the spec's test vector pins compatibility (test/unit/webhooks.test.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { epochSeconds } from '../epoch.js';

const SECRET_PREFIX = 'whsec_';

/** Seconds a receiver should accept between webhook-timestamp and its clock (the spec's suggestion). */
export const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

// A type, not an interface, so it passes where a header record is expected.
export type WebhookHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

export const formatSecret = (key: Buffer): string => `${SECRET_PREFIX}${key.toString('base64')}`;

/** The HMAC key of a `whsec_…` secret (a bare base64 key is accepted too, as the reference libraries do). */
export function secretKey(secret: string): Buffer {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  if (key.length < 16) throw new Error('webhook secret is too short or not base64');
  return key;
}

function signatureOf(key: Buffer, id: string, timestamp: string, body: string): string {
  return createHmac('sha256', key).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64');
}

/** The three headers for one attempt; `secrets` in order of preference (current first). */
export function signWebhook(id: string, timestampSeconds: number, body: string, secrets: readonly string[]): WebhookHeaders {
  if (secrets.length === 0) throw new Error('a webhook needs at least one secret');
  const timestamp = String(Math.floor(timestampSeconds));
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': secrets.map((s) => `v1,${signatureOf(secretKey(s), id, timestamp, body)}`).join(' '),
  };
}

export type VerifyResult = { ok: true; id: string } | { ok: false; reason: 'missing-headers' | 'stale-timestamp' | 'bad-signature' };

/**
 * What a receiver does with a delivery (exported for receivers written in TypeScript and for the
 * tests): the headers present, the timestamp within `toleranceSeconds` of `now`, and one v1
 * signature equal (constant time) to the one computed over the raw body with `secret`.
 */
export function verifyWebhook(
  secret: string, body: string, headers: Readonly<Record<string, string | undefined>>,
  options: { nowSeconds?: number; toleranceSeconds?: number } = {},
): VerifyResult {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return { ok: false, reason: 'missing-headers' };
  const now = options.nowSeconds ?? epochSeconds();
  if (Math.abs(now - Number(timestamp)) > (options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return { ok: false, reason: 'stale-timestamp' };
  const expected = Buffer.from(signatureOf(secretKey(secret), id, timestamp, body), 'base64');
  const match = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return match ? { ok: true, id } : { ok: false, reason: 'bad-signature' };
}

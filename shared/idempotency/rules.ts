/**
 * Idempotency-Key rules (Stripe / ACP semantics) for POST /v1/pay, POST /v2/refund and the ACP
 * routes, each scoped to the caller and its route (records.ts):
 * the first request under a key stores its answer with an HMAC of its canonical body; a replay with
 * the same body gets that answer, a different body 422, and a replay while the first is still
 * starting 409. Kept 24 h. The body is never stored: it may hold a card number and CVV, and an
 * unkeyed hash of a PAN is brute-forced in seconds, hence an HMAC under a key derived from the
 * platform secret.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import { platformSecret } from '../auth/platform-secret.js';
import { ConflictError, UnprocessableError, ValidationError } from '../http/errors.js';
import type { IdempotencyRecord } from './records.js';

export const IDEMPOTENCY_RETENTION_SECONDS = 24 * 60 * 60;
/** A key whose first request wrote its payment but has not confirmed the start for this long is taken over. */
export const IN_FLIGHT_SECONDS = 30;
const FIELD = 'header.idempotency-key';

/** 1 to 255 printable ASCII characters (ACP's limit; UUID v4 recommended); the OpenAPI document states it (API-9). */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export function assertIdempotencyKey(key: string): void {
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new ValidationError([{ field: FIELD, reason: 'must be 1 to 255 printable characters without spaces' }]);
  }
}

/** JSON with object keys sorted at every level, so key order never makes two bodies differ. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

let hmacKey: Promise<Buffer> | undefined;

/** The HMAC of the validated body (defaults applied) under a key of its own derived from the platform secret. */
export async function requestHmac(body: unknown): Promise<string> {
  hmacKey ??= platformSecret()
    .then((secret) => Buffer.from(hkdfSync('sha256', secret, 'payments-platform', 'pay-idempotency', 32)))
    .catch((error: unknown) => {
      hmacKey = undefined;
      throw error;
    });
  return createHmac('sha256', await hmacKey).update(canonicalJson(body)).digest('hex');
}

/** 422 when the key was used with another request (a record written completed, as a receipt's, needs no more). */
export function assertSameRequest(record: Pick<IdempotencyRecord<unknown>, 'requestHmac'>, hmac: string): void {
  if (record.requestHmac !== hmac) {
    throw new UnprocessableError('This Idempotency-Key was used with a different request body.', [{ field: FIELD, reason: 'was used with a different request body' }]);
  }
}

/**
 * What a repeated key means: the stored answer (completed), 422 (another body), 409 (in flight),
 * or 'stale' (the first request died between its write and its start: the caller takes over).
 */
export function replayOf<R>(record: IdempotencyRecord<R>, hmac: string, now = new Date()): R | 'stale' {
  assertSameRequest(record, hmac);
  if (record.state === 'completed') return record.result;
  if (now.getTime() / 1000 - record.createdAt < IN_FLIGHT_SECONDS) {
    throw new ConflictError('A request with this Idempotency-Key is still being processed; retry shortly.', [{ field: FIELD, reason: 'is in flight' }]);
  }
  return 'stale';
}

export type { IdempotencyRecord } from './records.js';

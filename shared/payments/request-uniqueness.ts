/**
 * What a new payment or refund writes beside its own record so that a repeated request finds the
 * first one: the yourReference marker and the Idempotency-Key record (same transaction), and how a
 * repeated key is answered (shared/idempotency/rules.ts has the rules).
 */
import { markerPut } from '../db/markers.js';
import { replayOf } from '../idempotency/rules.js';
import { idempotencyPut, markIdempotencyCompleted, readIdempotency, type IdempotencyRecord } from '../idempotency/records.js';

export interface YourReferenceMarker {
  kind: string;
  parts: string[];
  /** What the marker points to, e.g. { paymentReference }. */
  target: Record<string, unknown>;
}

/** Appends the marker and the key record to a transaction's items; answers where each sits (-1: absent). */
export function appendUniqueness(items: Record<string, unknown>[], marker: YourReferenceMarker | undefined, idempotency: IdempotencyRecord<unknown> | undefined): { yourRefIndex: number; keyIndex: number } {
  const yourRefIndex = marker ? items.length : -1;
  if (marker) items.push(markerPut(marker.kind, marker.parts, marker.target));
  const keyIndex = idempotency ? items.length : -1;
  if (idempotency) items.push(idempotencyPut(idempotency));
  return { yourRefIndex, keyIndex };
}

/**
 * The stored answer under a key (replayOf: the same body, else 422, or 409 in flight). A request
 * that died between its write and its start is taken over: `resume` starts what it wrote (false
 * when that is gone), then the key is marked completed.
 */
export async function replayStoredAnswer<R>(scope: string, key: string, hmac: string, now: Date, resume: (result: R) => Promise<boolean>): Promise<R | undefined> {
  const record = await readIdempotency<R>(scope, key, now);
  if (!record) return undefined;
  const replay = replayOf(record, hmac, now);
  // The stored response, as it was first answered (Stripe's and ACP's replay).
  if (replay !== 'stale') return replay;
  if (!(await resume(record.result))) return undefined;
  await markIdempotencyCompleted(scope, key);
  return record.result;
}

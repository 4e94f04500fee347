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

/** Where the marker and the key record sit in a transaction's items (-1: absent). */
export interface UniquenessAt {
  yourRefIndex: number;
  keyIndex: number;
}

/** Appends the marker and the key record to a transaction's items; answers where each sits. */
export function appendUniqueness(items: Record<string, unknown>[], marker: YourReferenceMarker | undefined, idempotency: IdempotencyRecord<unknown> | undefined): UniquenessAt {
  const yourRefIndex = marker ? items.length : -1;
  if (marker) items.push(markerPut(marker.kind, marker.parts, marker.target));
  const keyIndex = idempotency ? items.length : -1;
  if (idempotency) items.push(idempotencyPut(idempotency));
  return { yourRefIndex, keyIndex };
}

/** Which uniqueness another request took first, from a cancelled transaction's failed items (the key wins). */
export function uniquenessLost(failed: readonly number[] | undefined, at: UniquenessAt): 'idempotency-key-taken' | 'your-reference-taken' | undefined {
  if (failed?.includes(at.keyIndex)) return 'idempotency-key-taken';
  if (failed?.includes(at.yourRefIndex)) return 'your-reference-taken';
  return undefined;
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

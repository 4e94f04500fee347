/**
 * Idempotency-Key on the receipt routes (docs/decisions/receipts.md RCP-12): the record of
 * shared/idempotency/ under the scope `receipt|<channel>|<callerScope>`, written completed in the
 * same transaction as the send (receipt-counters.ts), so it never is in flight and a replay finds
 * either nothing (nothing was sent) or the send it repeats.
 * The request is compared by a plain SHA-256, not the HMAC of pay and refund: a receipt request holds
 * no secret (a recipient, which its outbox item keeps in the clear anyway), and the receipt
 * functions hold no signing key (RCP-1).
 */
import { createHash } from 'node:crypto';
import type { Caller } from '../http/caller.js';
import { callerScope } from '../db/markers.js';
import { idempotencyPut, readIdempotency } from '../idempotency/records.js';
import { assertIdempotencyKey, assertSameRequest, IDEMPOTENCY_RETENTION_SECONDS } from '../idempotency/rules.js';
import type { Channel } from '../messages/templates.js';
import { epochSeconds } from '../epoch.js';

/** What identifies one receipt request under a key: the payment and the body as validated. */
export interface ReceiptReplayKey {
  scope: string;
  key: string;
  hash: string;
}

/**
 * The key, checked (400 naming header.idempotency-key), with its scope and the hash of `request` (the
 * payment and the body's values as validated, in a fixed order); undefined without a key.
 */
export function receiptReplayKey(caller: Caller, channel: Channel, key: string | undefined, request: readonly unknown[]): ReceiptReplayKey | undefined {
  if (key === undefined) return undefined;
  assertIdempotencyKey(key);
  return { scope: `receipt|${channel}|${callerScope(caller)}`, key, hash: createHash('sha256').update(JSON.stringify(request)).digest('hex') };
}

/**
 * True when the key already sent this request (answer it again, send nothing); 422 when the key
 * was used with another request; false when the key is new.
 */
export async function replayedReceipt(replay: ReceiptReplayKey, now: Date): Promise<boolean> {
  const record = await readIdempotency<true>(replay.scope, replay.key, now);
  if (record) assertSameRequest(record, replay.hash);
  return record !== undefined;
}

/** The record to write with the send: completed from the start. */
export function receiptReplayPut(replay: ReceiptReplayKey, now: Date): Record<string, unknown> {
  const createdAt = epochSeconds(now);
  return idempotencyPut<true>({
    scope: replay.scope, idempotencyKey: replay.key, requestHmac: replay.hash, state: 'completed', result: true,
    createdAt, expiresAt: createdAt + IDEMPOTENCY_RETENTION_SECONDS,
  });
}

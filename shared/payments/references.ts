/**
 * Payment and leg references (docs/decisions/payments.md, PAY-27). Both are UUIDs, as the interface
 * has them; a leg's transaction reference names its payment, so a PIN or confirmation answer and a
 * refund find the payment by its key, and the insert writes no marker item per leg:
 *
 *   payment  a version-4 UUID whose last 6 bits are 0 (116 random bits)
 *   leg      the payment's UUID as version 8 (RFC 9562: bits of the application's own), its last
 *            6 bits the leg's slot: 1 bit for the side (destination), 5 for its index (0–31)
 *
 * A leg reference from before PAY-27 is a random version-4 UUID: it names nothing, and its payment is
 * found through its `transaction` marker (payments.ts, paymentOfTransaction).
 */
import { randomUUID } from 'node:crypto';

/**
 * The yourReference an agentic checkout's payment is made under (`checkout:<session id>`): reserved,
 * so no POST /v1/pay can take it and have a completion answered with its own payment (ACP-8).
 */
export const CHECKOUT_REFERENCE_PREFIX = 'checkout:';

/** Why a caller's yourReference (or a form's clientReference, which becomes one) may not take that prefix. */
// A plain literal (a template would stay in every bundle importing this module, used or not).
export const RESERVED_REFERENCE_REASON = 'may not start with "checkout:": that prefix names the payments of agentic checkouts';

/** Legs a side may have: the 5 bits of a leg's slot. */
export const MAX_LEGS_A_SIDE = 32;

const SLOT_BITS = 0x3f;
const DESTINATION_BIT = 0x20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The UUID with its version nibble and last byte replaced. */
function withVersionAndLastByte(uuid: string, version: 4 | 8, lastByte: number): string {
  return `${uuid.slice(0, 14)}${version}${uuid.slice(15, 34)}${lastByte.toString(16).padStart(2, '0')}`;
}

const lastByte = (uuid: string) => Number.parseInt(uuid.slice(34), 16);

export function newPaymentReference(): string {
  const uuid = randomUUID();
  return withVersionAndLastByte(uuid, 4, lastByte(uuid) & ~SLOT_BITS & 0xff);
}

export function legReference(paymentReference: string, side: 'source' | 'destination', index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_LEGS_A_SIDE) throw new RangeError(`leg index ${index} is not 0–${MAX_LEGS_A_SIDE - 1}`);
  return withVersionAndLastByte(paymentReference, 8, (lastByte(paymentReference) & ~SLOT_BITS & 0xff) | (side === 'destination' ? DESTINATION_BIT : 0) | index);
}

/** The payment and slot a leg reference names; undefined for anything else (a payment's own reference, a leg reference from before PAY-27). */
export function legOfReference(transactionReference: string): { paymentReference: string; side: 'source' | 'destination'; index: number } | undefined {
  const ref = transactionReference.toLowerCase();
  if (!UUID.test(ref) || ref[14] !== '8') return undefined;
  const last = lastByte(ref);
  return {
    paymentReference: withVersionAndLastByte(ref, 4, last & ~SLOT_BITS & 0xff),
    side: last & DESTINATION_BIT ? 'destination' : 'source',
    index: last & (SLOT_BITS & ~DESTINATION_BIT),
  };
}

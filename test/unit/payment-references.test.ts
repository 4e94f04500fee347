import { describe, expect, it } from 'vitest';
import { legOfReference, legReference, MAX_LEGS_A_SIDE, newPaymentReference } from '../../shared/payments/references.js';
import { MAX_LEGS } from '../../shared/payments/payments.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const UUID_V8 = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('payment and leg references (PAY-27)', () => {
  it('a payment reference is a version-4 UUID whose last 6 bits are 0, and two differ', () => {
    const refs = Array.from({ length: 200 }, newPaymentReference);
    for (const ref of refs) {
      expect(ref).toMatch(UUID_V4);
      expect(Number.parseInt(ref.slice(-2), 16) & 0x3f).toBe(0);
    }
    expect(new Set(refs).size).toBe(refs.length);
  });

  it('every leg reference is a version-8 UUID that names its payment, side and index, and no two legs share one', () => {
    const payment = newPaymentReference();
    const seen = new Set<string>([payment]);
    for (const side of ['source', 'destination'] as const) {
      for (let index = 0; index < MAX_LEGS_A_SIDE; index += 1) {
        const ref = legReference(payment, side, index);
        expect(ref).toMatch(UUID_V8);
        expect(legOfReference(ref)).toEqual({ paymentReference: payment, side, index });
        expect(legOfReference(ref.toUpperCase())).toEqual({ paymentReference: payment, side, index });
        seen.add(ref);
      }
    }
    expect(seen.size).toBe(1 + 2 * MAX_LEGS_A_SIDE);
    // The legs of a payment never outnumber the slots of one side.
    expect(MAX_LEGS).toBeLessThanOrEqual(MAX_LEGS_A_SIDE);
  });

  it('names no payment for a payment reference, a random UUID (a leg from before PAY-27) or anything else', () => {
    const payment = newPaymentReference();
    expect(legOfReference(payment)).toBeUndefined();
    expect(legOfReference('6f1c2a7e-1d2b-4c3d-9e4f-5a6b7c8d9e0f')).toBeUndefined();
    expect(legOfReference('not-a-uuid')).toBeUndefined();
    expect(legOfReference(`${legReference(payment, 'source', 0)}x`)).toBeUndefined();
  });

  it('refuses an index outside a side’s 5 bits', () => {
    const payment = newPaymentReference();
    expect(() => legReference(payment, 'source', MAX_LEGS_A_SIDE)).toThrow(RangeError);
    expect(() => legReference(payment, 'destination', -1)).toThrow(RangeError);
  });
});

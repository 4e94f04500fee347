import { describe, expect, it } from 'vitest';
import { redactValue } from '../../shared/log.js';

const serialise = (value: unknown) => JSON.stringify(value, (k, v) => redactValue(k, v));

describe('log redaction', () => {
  it('redacts secret-looking fields wherever they are', () => {
    const line = serialise({ password: 'hunter2', nested: { accessToken: 'eyJ...', otpValue: '123456', cvv: '123', pin: '0000', cardNumber: '4242424242424242' }, ok: 'visible' });
    for (const secret of ['hunter2', 'eyJ', '123456', '"123"', '0000', '4242424242424242']) expect(line).not.toContain(secret);
    expect(line).toContain('visible');
  });

  it('masks card-number-like digit runs in free text', () => {
    const line = serialise({ message: 'paid with 4242 4242 4242 4242 today', note: 'card 4000-0000-0000-0002' });
    expect(line).not.toMatch(/4242 4242|0000-0002/);
    expect(serialise({ amount: 'R 1500', phone: '+27821234567' })).toContain('+27821234567');
  });

  it('keeps a UUID whole even when its digit-only groups read like a card number, and still masks a card beside it', () => {
    // About one random UUID in a hundred ends in groups like these; masked, the id could not be traced.
    const id = '1a4409f6-9a39-4440-bc29-678962572495';
    const allDigits = '12345678-1234-4234-9234-123456789012';
    const line = serialise({ outboxId: id, message: `payment ${allDigits} paid with 4242 4242 4242 4242`, ids: [id.toUpperCase()] });
    expect(line).toContain(id);
    expect(line).toContain(allDigits);
    expect(line).toContain(id.toUpperCase());
    expect(line).not.toContain('4242 4242');
    expect(line).toContain('paid with [redacted-digits]');
    // A longer hex run is no UUID: the card-shaped digits inside it are masked as before.
    expect(serialise({ note: 'deadbeef-4111-1111-1111-1111111111119999' })).not.toContain('4111-1111-1111');
  });

  it('redacts face captures wherever a body reaches a log (docs/decisions/liveness.md, LIV-10)', () => {
    const capture = Buffer.from('a face capture, never logged').toString('base64');
    const line = serialise({ body: { base64Image: capture, base64Images: [capture, capture] }, route: 'POST /v1/auth/face-check' });
    expect(line).not.toContain(capture);
    expect(line).toContain('POST /v1/auth/face-check');
  });
});

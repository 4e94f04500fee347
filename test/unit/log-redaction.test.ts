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

  it('redacts face captures wherever a body reaches a log (docs/decisions/liveness.md, LIV-10)', () => {
    const capture = Buffer.from('a face capture, never logged').toString('base64');
    const line = serialise({ body: { base64Image: capture, base64Images: [capture, capture] }, route: 'POST /v1/auth/face-check' });
    expect(line).not.toContain(capture);
    expect(line).toContain('POST /v1/auth/face-check');
  });
});

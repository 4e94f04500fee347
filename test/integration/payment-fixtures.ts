/** Merchants, pay bodies and status polling for the payment tests, all over HTTP. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { adminApiKey, call } from './harness.js';

export const card = (cardNumber = '4242424242424242', amountInCents = 2500) => ({
  amountInCents, currency: 'ZAR', nameOnCard: 'Ada Lovelace', cardNumber, cvv: '987', expiryMonth: '12', expiryYear: '2099',
});

export async function givenMerchant(): Promise<{ reference: string; token: string }> {
  const res = await call('POST', '/v1/merchant/admin', { apiKey: adminApiKey(), body: { name: `Shop ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR' } });
  expect(res.status, res.text).toBe(200);
  const token = await call('POST', `/v1/auth/admin/token/generate/merchant/${res.body.result.reference}`, { apiKey: adminApiKey() });
  return { reference: res.body.result.reference, token: token.body.result.accessToken };
}

/** Polls the status (1.1 s apart, as the interface asks) until `done` holds. */
export async function statusUntil(token: string, reference: string, done: (result: Record<string, any>) => boolean, timeoutMs = 20_000): Promise<Record<string, any>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call('GET', `/v1/pay/status/${reference}`, { token });
    expect(res.status, res.text).toBe(200);
    if (done(res.body.result)) return res.body.result;
    if (Date.now() > deadline) throw new Error(`payment ${reference} still ${res.body.result.status}`);
    await new Promise((r) => setTimeout(r, 1100));
  }
}

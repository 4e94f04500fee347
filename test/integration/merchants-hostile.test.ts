/**
 * Awkward but schema-valid input to the merchant and product routes, with a real merchant's token:
 * values that stress keys (long, '#', lone surrogates, empty keys), lists at their bounds and
 * profiles near the item size limit. Every answer must be below 500.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessToken, adminApiKey, call } from './harness.js';
import { card, payer, storedPayment, submitPay } from './payment-fixtures.js';
import { uniqueMsisdn } from './identity-fixtures.js';

const admin = () => ({ apiKey: adminApiKey() });
const base = () => ({ name: 'Hostile', categoryCode: 5411, currency: 'ZAR' });
const lone = '\ud800x';
const wide = '🙂'.repeat(256);

describe('merchant and product routes under awkward input', () => {
  it('never answer 5xx', async () => {
    const created = await call('POST', '/v1/merchant/admin', { ...admin(), body: { ...base(), source: 's#1', yourReference: lone } });
    expect(created.status, created.text).toBe(200);
    const reference = created.body.result.reference as string;
    const token = (await call('POST', `/v1/auth/admin/token/generate/merchant/${reference}`, admin())).body.result.accessToken as string;

    const bodies: Record<string, unknown>[] = [
      { source: wide, yourReference: wide, attributes: [{ name: 'n'.repeat(128), value: wide.slice(0, 512) }], terminals: [{ yourReference: wide.slice(0, 128) }] },
      { name: lone, tradingName: lone, attributes: [{ name: lone, value: lone }], terminals: [{ yourReference: lone }] },
      { terminals: Array.from({ length: 25 }, (_, i) => ({ yourReference: `t${i}` })), employees: Array.from({ length: 25 }, (_, i) => ({ name: `e${i}`, passcode: '1234' })),
        mobileWallets: Array.from({ length: 10 }, () => ({ msisdn: uniqueMsisdn() })), attributes: Array.from({ length: 10 }, (_, i) => ({ name: `a${i}`, value: randomUUID() })), source: 'x' },
      { terminals: Array.from({ length: 25 }, (_, i) => ({ yourReference: `u${i}` })), source: 'y' },
      { logoImage: Buffer.alloc(96 * 1024).toString('base64'), devices: Array.from({ length: 50 }, () => ({ name: 'd'.repeat(200), pushNotificationToken: 'p'.repeat(1024) })) },
      { attributes: [{ name: 'a', value: '1' }, { name: 'a', value: '2' }] },
      { mobileWallets: [{ msisdn: '+27821234567' }, { msisdn: '27821234567' }] },
    ];
    const failures: string[] = [];
    const note = (what: string, res: { status: number; text: string }) => {
      if (res.status >= 500) failures.push(`${what} → ${res.status} ${res.text.slice(0, 200)}`);
    };
    for (const body of bodies) {
      note('admin put', await call('PUT', '/v1/merchant/admin', { ...admin(), body: { ...base(), ...body, reference } }));
      note('self put', await call('PUT', '/v1/merchant', { token, body: { ...base(), ...body } }));
      note('admin post', await call('POST', '/v1/merchant/admin', { ...admin(), body: { ...base(), ...body } }));
    }
    for (const path of [`/v1/merchant/lookup/${encodeURIComponent(wide.slice(0, 128))}/x`, `/v1/merchant/admin/lookup/attribute/${encodeURIComponent('a#b')}/${encodeURIComponent(wide.slice(0, 200))}`,
      `/v1/merchant/admin/lookup/terminal/${encodeURIComponent('t#1')}/y`]) {
      note(path, await call('GET', path, path.includes('/admin/') ? admin() : { token }));
    }
    const product = { name: lone, productType: 'Airtime', catalogName: wide.slice(0, 128), fields: [{ name: 'account', label: lone }] };
    note('product fields', await call('POST', '/v1/merchant/product', { token, body: { ...product, fields: [{ '': 1 }] } }));
    note('product', await call('POST', '/v1/merchant/product', { token, body: product }));
    note('catalogs', await call('GET', '/v1/merchant/product/admin/catalog', admin()));
    note('lookup', await call('GET', '/v1/merchant/product/lookup', { token }));
    expect(failures).toEqual([]);
  }, 60_000);
});

describe('a partner\'s reference to a merchant, claimed by another token (MER-25)', () => {
  it('names to payers only the merchant an administrator registered (or the payer\'s own): a copy registered by any token neither takes nor blocks the payment; the merchant\'s own token cannot change it', async () => {
    const pair = { source: `crm-${randomUUID().slice(0, 8)}`, yourReference: `store-${randomUUID().slice(0, 8)}` };
    const pay = (token: string) => submitPay(token, {
      paymentSources: { cards: [card('4242424242424242', 700)] },
      paymentDestinations: { merchants: [{ amountInCents: 700, currency: 'ZAR', merchantReference: pair.yourReference, merchantSource: pair.source }] },
    });

    // Registered first by some app's token, before the partner onboards the real merchant.
    const squatterApp = await accessToken();
    const squatter = await call('POST', '/v1/merchant', { token: squatterApp, body: { ...base(), name: 'Squatter', ...pair } });
    expect(squatter.status, squatter.text).toBe(200);
    const early = await pay(await payer());
    expect(early.status, early.text).toBe(404);
    expect(early.body.error.details).toEqual([{ field: 'body.paymentDestinations.merchants[0].merchantReference', reason: 'not found' }]);

    // The partner's merchant: payments by the pair reach it, not the copy, and are not ambiguous.
    const real = await call('POST', '/v1/merchant/admin', { ...admin(), body: { ...base(), name: 'Real shop', ...pair } });
    expect(real.status, real.text).toBe(200);
    const paid = await pay(await payer());
    expect(paid.status, paid.text).toBe(200);
    const destination = ((await storedPayment(paid.body.result.paymentReference))?.['destinations'] as { leg: { instrument: { merchantReference: string } } }[])[0];
    expect(destination?.leg.instrument.merchantReference).toBe(real.body.result.reference);

    // The real merchant's own token may send its pair back but not change it.
    const token = (await call('POST', `/v1/auth/admin/token/generate/merchant/${real.body.result.reference}`, admin())).body.result.accessToken as string;
    const kept = await call('PUT', '/v1/merchant', { token, body: { ...base(), name: 'Real shop', ...pair } });
    expect(kept.status, kept.text).toBe(200);
    const moved = await call('PUT', '/v1/merchant', { token, body: { ...base(), name: 'Real shop', source: 'other-crm', yourReference: 'elsewhere' } });
    expect(moved.status, moved.text).toBe(403);
    expect(moved.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['body.source', 'body.yourReference']);
  });
});

/**
 * Awkward but schema-valid input to the merchant and product routes, with a real merchant's token:
 * values that stress keys (long, '#', lone surrogates, empty keys), lists at their bounds and
 * profiles near the item size limit. Every answer must be below 500.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminApiKey, call } from './harness.js';
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

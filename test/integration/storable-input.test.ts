/**
 * Input the table cannot store is refused before it reaches DynamoDB: free-form objects with 400
 * naming the exact field, profiles grown past the item limit with 422 naming what to shrink.
 */
import { describe, expect, it } from 'vitest';
import { adminCreate, adminUpdate, givenConsumer } from './consumer-fixtures.js';
import { adminApiKey, call } from './harness.js';

/** About `kib` KiB of free-form objects, each within the per-object limits. */
const bulk = (kib: number) => Array.from({ length: kib / 4 }, (_, i) => ({ name: `item ${i}`, notes: 'x'.repeat(4000) }));
const fields = (res: { body: { error: { details: Array<{ field: string }> } } }) => res.body.error.details.map((d) => d.field);

describe('free-form objects the table cannot store', () => {
  it.each([
    [{ identityDocuments: [{ a: { b: 1e20 } }] }, 'body.identityDocuments[0].a.b'],
    [{ kycLookupResults: [{ score: 1e-200 }] }, 'body.kycLookupResults[0].score'],
    [{ devices: [{ '': 'x' }] }, 'body.devices[0]'],
    [{ beneficiaries: [{ a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } }] }, 'body.beneficiaries[0].a.b.c.d.e.f.g.h'],
    [{ attributes: [{ n: 2 ** 60 }] }, 'body.attributes[0].n'],
    [{ accounts: { genericAccounts: [{ balance: 1e300 }] } }, 'body.accounts.genericAccounts[0].balance'],
  ])('a consumer with %j answers 400 naming %s', async (body, field) => {
    const res = await adminCreate({ firstName: 'Fuzz', ...body });
    expect(res.status, res.text).toBe(400);
    expect(fields(res)).toContain(field);
  });

  it('a pay request with a bad line item answers 400 naming it', async () => {
    const token = (await givenConsumer()).token;
    const res = await call('POST', '/v1/pay', { token, body: { lineItems: [{ sku: 'a', price: { amount: 1e-200 } }] } });
    expect(res.status, res.text).toBe(400);
    expect(fields(res)).toContain('body.lineItems[0].price.amount');
  });

  it('a KYC file with a bad kycResults entry answers 400 naming it', async () => {
    const { reference } = await givenConsumer();
    const res = await call('POST', `/v1/consumer/admin/files/${reference}`, {
      apiKey: adminApiKey(), body: { fileName: 'id.png', base64Data: 'aGVsbG8=', kycResults: [{ ok: true }, { depth: { '': 1 } }] },
    });
    expect(res.status, res.text).toBe(400);
    expect(fields(res)).toContain('body.kycResults[1].depth');
  });
});

describe('items past the DynamoDB item limit', () => {
  it('a consumer profile grown by two large updates answers 422 naming the largest fields, and keeps the first update', async () => {
    const { reference } = await givenConsumer();
    const first = await adminUpdate({ reference, identityDocuments: bulk(200) });
    expect(first.status, first.text.slice(0, 300)).toBe(200);
    const second = await adminUpdate({ reference, attributes: bulk(200) });
    expect(second.status, second.text.slice(0, 300)).toBe(422);
    expect(second.body.error.code).toBe('UNPROCESSABLE');
    expect(fields(second)).toEqual(expect.arrayContaining(['body.identityDocuments', 'body.attributes']));
    // Nothing of the refused update was stored; a small update still works.
    const profile = await adminUpdate({ reference, firstName: 'Smaller' });
    expect(profile.status).toBe(200);
    expect(profile.body.result.identityDocuments).toHaveLength(50);
    expect(profile.body.result.attributes).toEqual([]);
  });

  it('a KYC file whose results would not fit answers 422 naming kycResults', async () => {
    const { reference } = await givenConsumer();
    const res = await call('POST', `/v1/consumer/admin/files/${reference}`, {
      apiKey: adminApiKey(), body: { fileName: 'id.png', base64Data: 'aGVsbG8=', kycResults: bulk(400) },
    });
    expect(res.status, res.text.slice(0, 300)).toBe(422);
    expect(fields(res)[0]).toBe('body.kycResults');
  });
});

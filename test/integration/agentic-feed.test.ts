/**
 * GET /v1/acp/products (docs/decisions/agentic.md, ACP-12) over real HTTP: q over name, description
 * and category, the merchant_reference filter, paging, only buyable products, each product valid
 * against ACP's feed Product schema (ajv), and the curated feed example valid too.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acp, acpExamples, expectAcp, givenShop } from './acp-fixtures.js';
import { setItem } from './identity-fixtures.js';
import { payer } from './payment-fixtures.js';

describe('the product feed', () => {
  it('matches q against name, description and category; filters by merchant; leaves out inactive and unpriced products, products with a required field or priced above their maximum, and inactive merchants\' products', async () => {
    const word = `zq${randomUUID().slice(0, 8)}`;
    const shop = await givenShop([
      { name: `Lamp ${word}`, amountInCents: 4500 },
      { name: 'Desk', description: `Oak desk ${word}`, amountInCents: 90000 },
      { name: `Old lamp ${word}`, amountInCents: 100, isActive: false },
      { name: `Gift ${word}`, productType: 'Donation' },
      // A checkout session cannot collect a meter number (ACP-5): not offered.
      { name: `Meter ${word}`, amountInCents: 5000, productType: 'Electricity', fields: [{ name: 'meterNumber', isRequired: true }] },
      // Its future price, now due, is above its maximum: no session can buy one (ACP-22). A product
      // write refuses that now (MER-20), so it is stored as one saved before that rule.
      { name: `Capped ${word}`, amountInCents: 500, maximumAmountInCents: 1000, futureAmountInCents: 1000, futureAmountEffectiveFromDate: '2020-01-01T00:00:00Z' },
    ]);
    await setItem(`PRODUCT#${shop.products[5]?.reference}`, 'PRODUCT', { futureAmountInCents: 1500 });
    const other = await givenShop([{ name: `Other ${word}`, amountInCents: 10 }]);
    await givenShop([{ name: `Closed ${word}`, amountInCents: 10 }], { isActive: false });
    const agent = await payer();

    const all = await acp('GET', `/v1/acp/products?q=${word}`, { token: agent });
    expect(all.status, all.text).toBe(200);
    expect(all.body.version).toBe('2026-04-17');
    expect(all.body.total).toBe(3);
    expect(all.body.products.map((p: { title: string }) => p.title)).toEqual(['Desk', `Lamp ${word}`, `Other ${word}`]);
    const desk = all.body.products[0];
    expect(desk.variants[0]).toMatchObject({ price: { amount: 90000, currency: 'ZAR' }, availability: { available: true }, seller: { name: shop.merchantName } });
    for (const p of all.body.products) expectAcp('feed', 'Product', p);

    const mine = await acp('GET', `/v1/acp/products?q=${word}&merchant_reference=${shop.merchantReference}`, { token: agent });
    expect(mine.body.products.map((p: { id: string }) => p.id)).toEqual([shop.products[1]?.reference, shop.products[0]?.reference]);
    const theirs = await acp('GET', `/v1/acp/products?merchant_reference=${other.merchantReference}`, { token: agent });
    expect(theirs.body).toMatchObject({ total: 1, products: [{ id: other.products[0]?.reference }] });

    // Category: the product type; every word must match.
    const byCategory = await acp('GET', `/v1/acp/products?q=tickets%20${word}`, { token: agent });
    expect(byCategory.body.total).toBe(3);
    expect((await acp('GET', `/v1/acp/products?q=lamp%20${word}`, { token: agent })).body.total).toBe(1);
  });

  it('pages with limit and offset; total counts every match; bad paging is 400 naming the parameter', async () => {
    const word = `zp${randomUUID().slice(0, 8)}`;
    await givenShop([1, 2, 3, 4, 5].map((n) => ({ name: `Item ${n} ${word}`, amountInCents: n * 100 })));
    const agent = await payer();
    const first = await acp('GET', `/v1/acp/products?q=${word}&limit=2`, { token: agent });
    const second = await acp('GET', `/v1/acp/products?q=${word}&limit=2&offset=2`, { token: agent });
    const last = await acp('GET', `/v1/acp/products?q=${word}&limit=2&offset=4`, { token: agent });
    expect([first.body.total, second.body.total, last.body.total]).toEqual([5, 5, 5]);
    expect([...first.body.products, ...second.body.products, ...last.body.products].map((p: { title: string }) => p.title))
      .toEqual([1, 2, 3, 4, 5].map((n) => `Item ${n} ${word}`));
    const bad = await acp('GET', '/v1/acp/products?limit=500', { token: agent });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('query.limit');
  });

  it('refuses a merchant_reference that is not a UUID, 36 hyphens included, with 400 naming query.merchant_reference; takes one in upper case', async () => {
    const shop = await givenShop([{ name: `Mug zu${randomUUID().slice(0, 8)}`, amountInCents: 700 }]);
    const agent = await payer();
    for (const reference of ['-'.repeat(36), 'not-a-uuid']) {
      const bad = await acp('GET', `/v1/acp/products?merchant_reference=${reference}`, { token: agent });
      expect(bad.status, reference).toBe(400);
      expect(bad.body).toMatchObject({ type: 'invalid_request', message: expect.stringContaining('query.merchant_reference: must be a UUID') });
    }
    const upper = await acp('GET', `/v1/acp/products?merchant_reference=${shop.merchantReference.toUpperCase()}`, { token: agent });
    expect(upper.status, upper.text).toBe(200);
    expect(upper.body).toMatchObject({ total: 1, products: [{ id: shop.products[0]?.reference }] });
  });

  it('the curated feed example validates against the feed schema used here', () => {
    const example = acpExamples('examples.feed.json')['get_products_response'];
    expectAcp('feed', 'ProductsResponse', example);
  });
});

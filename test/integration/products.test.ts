/**
 * Products over HTTP: merchant and admin create, update, lists and details, the public lookup,
 * catalogs, the assignable list, assignments through the admin merchant update, the future price,
 * claims, and ownership with two merchants.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessToken, adminApiKey, call } from './harness.js';

const admin = () => ({ apiKey: adminApiKey() });
const merchantBody = (extra: Record<string, unknown> = {}) => ({ name: `Shop ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR', ...extra });
const product = (extra: Record<string, unknown> = {}) => ({ name: `Product ${randomUUID().slice(0, 8)}`, productType: 'Airtime', amountInCents: 1000, ...extra });
const fields = (res: { body: { error?: { details?: { field: string }[] } } }) => (res.body.error?.details ?? []).map((d) => d.field);
const refs = (list: { reference: string }[]) => list.map((p) => p.reference);

interface Merchant {
  reference: string;
  token: string;
}

async function givenMerchant(extra: Record<string, unknown> = {}): Promise<Merchant> {
  const res = await call('POST', '/v1/merchant/admin', { ...admin(), body: merchantBody(extra) });
  expect(res.status, res.text).toBe(200);
  const token = await call('POST', `/v1/auth/admin/token/generate/merchant/${res.body.result.reference}`, admin());
  return { reference: res.body.result.reference, token: token.body.result.accessToken };
}

async function create(m: Merchant, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/v1/merchant/product', { token: m.token, body: product(extra) });
  expect(res.status, res.text).toBe(200);
  return res.body.result;
}

describe('merchant products', () => {
  it('creates a product in the merchant\'s currency, lists it and shows its details; validation names the field', async () => {
    const a = await givenMerchant();
    const p = await create(a, { unitLabel: 'voucher' });
    expect(p).toMatchObject({ currency: 'ZAR', productType: 'Airtime', amountInCents: 1000, isActive: true, isAssigned: false, lastUpdatedDate: null });
    expect(p.reference).toMatch(/^[0-9a-f-]{36}$/);
    const list = await call('GET', '/v1/merchant/product', { token: a.token });
    expect(refs(list.body.result)).toEqual([p.reference]);
    const details = await call('GET', `/v1/merchant/product/details/${p.reference}`, { token: a.token });
    expect(details.body.result).toMatchObject({ reference: p.reference, isAssigned: false });

    const bad = await call('POST', '/v1/merchant/product', { token: a.token, body: { productType: 'Groceries', currency: 'XXX', amountInCents: 1.5 } });
    expect(bad.status).toBe(400);
    expect(fields(bad).sort()).toEqual(['body.amountInCents', 'body.currency', 'body.name', 'body.productType']);
    const future = await call('POST', '/v1/merchant/product', { token: a.token, body: product({ futureAmountInCents: 2000 }) });
    expect(future.status).toBe(400);
    expect(fields(future)).toEqual(['body.futureAmountEffectiveFromDate']);
    // A token that speaks for no merchant has no products.
    expect((await call('POST', '/v1/merchant/product', { token: await accessToken(), body: product() })).status).toBe(404);
  });

  it('refuses a maximum below either price, the present one or the future one, and changes nothing (MER-20)', async () => {
    const a = await givenMerchant();
    const future = { futureAmountInCents: 1500, futureAmountEffectiveFromDate: '2999-01-01T00:00:00Z' };
    for (const [body, price] of [[product({ maximumAmountInCents: 999 }), 'amountInCents'], [product({ ...future, maximumAmountInCents: 1200 }), 'futureAmountInCents']] as const) {
      const refused = await call('POST', '/v1/merchant/product', { token: a.token, body });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.error.details).toEqual([{ field: 'body.maximumAmountInCents', reason: `must not be below ${price}` }]);
    }
    expect((await call('GET', '/v1/merchant/product', { token: a.token })).body.result).toEqual([]);
    // An update that brings a future price above the stored maximum is refused the same way; the product keeps its prices.
    const p = await create(a, { maximumAmountInCents: 1200 });
    const raised = await call('PUT', '/v1/merchant/product', { token: a.token, body: { reference: p.reference, name: p.name, productType: p.productType, ...future } });
    expect(raised.status, raised.text).toBe(400);
    expect(fields(raised)).toEqual(['body.maximumAmountInCents']);
    const kept = await call('GET', `/v1/merchant/product/details/${p.reference}`, { token: a.token });
    expect(kept.body.result).toMatchObject({ amountInCents: 1000, maximumAmountInCents: 1200 });
    expect(kept.body.result.futureAmountInCents).toBeUndefined();
    expect((await call('PUT', '/v1/merchant/product', { token: a.token, body: { reference: p.reference, name: p.name, productType: p.productType, ...future, futureAmountInCents: 1200 } })).status).toBe(200);
  });

  it('refuses a currency outside the token\'s AllowedCurrencies with 403', async () => {
    const a = await givenMerchant();
    const limited = await accessToken({ MerchantReference: a.reference, AllowedCurrencies: 'USD' });
    const res = await call('POST', '/v1/merchant/product', { token: limited, body: product() });
    expect(res.status).toBe(403);
    expect(fields(res)).toEqual(['body.currency']);
    expect((await call('POST', '/v1/merchant/product', { token: limited, body: product({ currency: 'USD' }) })).status).toBe(200);
  });

  it('updates with omitted kept and null cleared; 404 for an unknown product or another merchant\'s', async () => {
    const a = await givenMerchant();
    const b = await givenMerchant();
    const p = await create(a, { description: 'd', iconUrl: 'https://example.com/i.png' });
    const res = await call('PUT', '/v1/merchant/product', { token: a.token, body: { reference: p.reference, name: 'Renamed', productType: 'Internet', description: null } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toMatchObject({ name: 'Renamed', productType: 'Internet', iconUrl: 'https://example.com/i.png', amountInCents: 1000 });
    expect(res.body.result.description).toBeUndefined();
    expect(res.body.result.lastUpdatedDate).toEqual(expect.any(String));
    expect((await call('PUT', '/v1/merchant/product', { token: a.token, body: { ...product(), reference: randomUUID() } })).status).toBe(404);

    // Merchant B can neither change, read nor list A's product.
    const other = await call('PUT', '/v1/merchant/product', { token: b.token, body: { ...product(), reference: p.reference } });
    expect(other.status).toBe(404);
    expect(fields(other)).toEqual(['body.reference']);
    // Word for word what an unknown product answers: nothing tells that it exists.
    const unknown = await call('PUT', '/v1/merchant/product', { token: b.token, body: { ...product(), reference: randomUUID() } });
    expect({ ...other.body.error, requestId: undefined }).toEqual({ ...unknown.body.error, requestId: undefined });
    expect((await call('GET', `/v1/merchant/product/details/${p.reference}`, { token: b.token })).status).toBe(404);
    expect((await call('GET', '/v1/merchant/product', { token: b.token })).body.result).toEqual([]);
  });

  it('answers the future price once its date has passed', async () => {
    const a = await givenMerchant();
    const past = await create(a, { futureAmountInCents: 1500, futureAmountEffectiveFromDate: '2020-01-01T00:00:00Z' });
    expect(past.amountInCents).toBe(1500);
    const later = await create(a, { futureAmountInCents: 1500, futureAmountEffectiveFromDate: '2999-01-01T00:00:00Z' });
    expect(later.amountInCents).toBe(1000);
    expect(later.futureAmountInCents).toBe(1500);
  });

  it('deletes a product for good with isDeleted: it leaves every list and answers 404', async () => {
    const a = await givenMerchant();
    const p = await create(a);
    const del = await call('PUT', '/v1/merchant/product', { token: a.token, body: { ...product(), reference: p.reference, isDeleted: true } });
    expect(del.status).toBe(200);
    expect((await call('GET', `/v1/merchant/product/details/${p.reference}`, { token: a.token })).status).toBe(404);
    expect((await call('PUT', '/v1/merchant/product', { token: a.token, body: { ...product(), reference: p.reference } })).status).toBe(404);
    expect(refs((await call('GET', '/v1/merchant/product', { token: a.token })).body.result)).not.toContain(p.reference);
    expect(refs((await call('GET', '/v1/merchant/product/admin/assignable', admin())).body.result)).not.toContain(p.reference);
  });

  it('refuses isDeleted: true on create (400 naming body.isDeleted), nothing created; false is the default and accepted', async () => {
    const a = await givenMerchant();
    const before = refs((await call('GET', '/v1/merchant/product', { token: a.token })).body.result);
    for (const [method, path, auth] of [['POST', '/v1/merchant/product', { token: a.token }], ['POST', `/v1/merchant/product/admin/${a.reference}`, admin()]] as const) {
      const refused = await call(method, path, { ...auth, body: product({ isDeleted: true }) });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.error.details).toEqual([{ field: 'body.isDeleted', reason: expect.stringContaining('cannot be true when creating a product') }]);
    }
    expect(refs((await call('GET', '/v1/merchant/product', { token: a.token })).body.result)).toEqual(before);
    const live = await call('POST', '/v1/merchant/product', { token: a.token, body: product({ isDeleted: false }) });
    expect(live.status, live.text).toBe(200);
  });
});

describe('admin products, catalogs and assignments', () => {
  it('creates, lists and updates any merchant\'s products; 404 for an unknown merchant or product', async () => {
    const a = await givenMerchant();
    const res = await call('POST', `/v1/merchant/product/admin/${a.reference}`, { ...admin(), body: product({ currency: 'USD', productType: 'Fuel' }) });
    expect(res.status).toBe(200);
    expect(res.body.result.currency).toBe('USD');
    const list = await call('GET', `/v1/merchant/product/admin/${a.reference}`, admin());
    expect(refs(list.body.result)).toEqual([res.body.result.reference]);
    const update = await call('PUT', '/v1/merchant/product/admin', { ...admin(), body: { reference: res.body.result.reference, name: 'Diesel', productType: 'Fuel', isActive: false } });
    expect(update.body.result).toMatchObject({ name: 'Diesel', isActive: false });
    expect((await call('PUT', '/v1/merchant/product/admin', { ...admin(), body: { ...product(), reference: randomUUID() } })).status).toBe(404);
    expect((await call('POST', `/v1/merchant/product/admin/${randomUUID()}`, { ...admin(), body: product() })).status).toBe(404);
    expect((await call('GET', `/v1/merchant/product/admin/${randomUUID()}`, admin())).status).toBe(404);
    expect((await call('POST', `/v1/merchant/product/admin/${a.reference}`, { ...admin(), body: product({ productType: 'airtime' }) })).status).toBe(400);
  });

  it('lists catalogs with their products; assignable excludes catalog, inactive and deleted products; the lookup has every active one', async () => {
    const a = await givenMerchant();
    const catalogName = `Bundles ${randomUUID().slice(0, 6)}`;
    const inCatalog = await create(a, { catalogName });
    const loose = await create(a);
    const inactive = await create(a, { isActive: false });
    const catalogs = await call('GET', '/v1/merchant/product/admin/catalog', admin());
    expect(catalogs.status).toBe(200);
    const catalog = catalogs.body.result.find((c: { name: string }) => c.name === catalogName);
    expect(catalog).toMatchObject({ merchantReference: a.reference });
    expect(refs(catalog.products)).toEqual([inCatalog.reference]);
    const assignable = refs((await call('GET', '/v1/merchant/product/admin/assignable', admin())).body.result);
    expect(assignable).toContain(loose.reference);
    expect(assignable).not.toContain(inCatalog.reference);
    expect(assignable).not.toContain(inactive.reference);

    const lookup = await call('GET', '/v1/merchant/product/lookup', { token: await accessToken() });
    expect(lookup.status).toBe(200);
    const mine = lookup.body.result.filter((p: { merchantReference: string }) => p.merchantReference === a.reference);
    expect(refs(mine).sort()).toEqual([inCatalog.reference, loose.reference].sort());
    expect(mine[0]).toMatchObject({ productType: 'Airtime', merchantName: expect.stringMatching(/^Shop /) });

    // A deactivated merchant's products are not offered.
    await call('PUT', '/v1/merchant/admin', { ...admin(), body: { ...merchantBody(), reference: a.reference, isActive: false } });
    const afterDeactivation = await call('GET', '/v1/merchant/product/lookup', { token: await accessToken() });
    expect(afterDeactivation.body.result.filter((p: { merchantReference: string }) => p.merchantReference === a.reference)).toEqual([]);

    // Taking a product out of its catalog makes it assignable.
    await call('PUT', '/v1/merchant/product', { token: a.token, body: { ...product(), reference: inCatalog.reference, catalogName: null } });
    expect(refs((await call('GET', '/v1/merchant/product/admin/assignable', admin())).body.result)).toContain(inCatalog.reference);
  });

  it('assignedProductReferences: omitted or null keeps, [] clears, a list replaces; self-service ignores it', async () => {
    const owner = await givenMerchant();
    const p1 = await create(owner, { catalogName: 'Shared' });
    const p2 = await create(owner);
    const m = await givenMerchant();
    const put = (body: Record<string, unknown>) => call('PUT', '/v1/merchant/admin', { ...admin(), body: { ...merchantBody(), reference: m.reference, ...body } });
    const assigned = async () => (await call('GET', '/v1/merchant/product', { token: m.token })).body.result as { reference: string; isAssigned: boolean }[];

    const set = await put({ assignedProductReferences: [p1.reference, p2.reference] });
    expect(set.status, set.text).toBe(200);
    expect(set.body.result.assignedProductReferences.sort()).toEqual([p1.reference, p2.reference].sort());
    expect((await assigned()).map((p) => [p.reference, p.isAssigned]).sort()).toEqual([[p1.reference, true], [p2.reference, true]].sort());
    const details = await call('GET', `/v1/merchant/product/details/${p1.reference}`, { token: m.token });
    expect(details.body.result.isAssigned).toBe(true);

    expect((await put({})).body.result.assignedProductReferences).toHaveLength(2);
    expect((await put({ assignedProductReferences: null })).body.result.assignedProductReferences).toHaveLength(2);
    expect((await put({ assignedProductReferences: [p2.reference] })).body.result.assignedProductReferences).toEqual([p2.reference]);
    const self = await call('PUT', '/v1/merchant', { token: m.token, body: { ...merchantBody(), assignedProductReferences: [] } });
    expect(self.status).toBe(200);
    expect(self.body.result.assignedProductReferences).toEqual([p2.reference]);
    expect((await put({ assignedProductReferences: [] })).body.result.assignedProductReferences).toEqual([]);
    expect(await assigned()).toEqual([]);
    expect((await call('GET', `/v1/merchant/product/details/${p1.reference}`, { token: m.token })).status).toBe(404);

    const unknown = await put({ assignedProductReferences: [randomUUID()] });
    expect(unknown.status).toBe(400);
    expect(fields(unknown)).toEqual(['body.assignedProductReferences[0]']);
    const ownProduct = await create(m);
    expect(fields(await put({ assignedProductReferences: [ownProduct.reference] }))).toEqual(['body.assignedProductReferences[0]']);
  });
});

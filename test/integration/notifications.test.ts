/**
 * Notification messages and templates (docs/decisions/notifications.md), over real HTTP against the
 * local platform: admin messages for merchants and consumers, a recipient's own visible messages,
 * read and delete, and templates whose messages fan out through the notifications queue to
 * thousands of merchants, exactly once each, then move with the template's dates and go with it.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it, vi } from 'vitest';
import { givenConsumer } from './consumer-fixtures.js';
import { accessToken, adminApiKey, call } from './harness.js';
import {
  givenDirectMerchants, givenQuietTemplate, givenTemplateMessage, sendWorkUnit, storedTemplateMessages, templateMessageItems, templateMessageOf, templateUntil,
} from './notification-fixtures.js';
import { givenMerchant } from './payment-fixtures.js';

const UNKNOWN = '00000000-0000-4000-8000-00000000dead';
const admin = () => ({ apiKey: adminApiKey() });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const YEARS_AGO = (years: number) => new Date(Date.now() - years * 365.25 * 86_400_000).toISOString();

const message = (extra: Record<string, unknown> = {}) => ({
  messageType: 'Information', messageTarget: 'Portal', messagePlacement: 'Dashboard', header: 'Maintenance tonight',
  body: 'Card payments pause from 01:00 to 01:30.', buttonText: 'Details', navigationKey: 'page', navigationValue: 'status',
  visibleUntilDate: inDays(7), ...extra,
});

describe('notification messages (admin)', () => {
  it('creates, lists, reads, marks read and deletes a merchant\'s and a consumer\'s messages; unknown recipients and messages are 404', async () => {
    const shop = await givenMerchant();
    const person = await givenConsumer();
    const created = await call('POST', `/v1/notifications/admin/messages/merchant/${shop.reference}`, { ...admin(), body: message() });
    expect(created.status, created.text).toBe(200);
    expect(created.body.result).toMatchObject({
      messageType: 'Information', messageTarget: 'Portal', messagePlacement: 'Dashboard', header: 'Maintenance tonight', buttonText: 'Details',
      navigationKey: 'page', navigationValue: 'status', isRead: false, readDate: null, visibleFromDate: null,
    });
    const ref = created.body.result.reference as string;
    const forConsumer = await call('POST', `/v1/notifications/admin/messages/consumer/${person.reference}`, { ...admin(), body: message({ messagePlacement: undefined, header: 'Hello' }) });
    expect(forConsumer.status, forConsumer.text).toBe(200);
    expect(forConsumer.body.result.messagePlacement).toBe('None');

    const listed = await call('GET', `/v1/notifications/admin/messages/merchant/${shop.reference}`, admin());
    expect(listed.body.result.map((m: { reference: string }) => m.reference)).toEqual([ref]);
    const consumerList = await call('GET', `/v1/notifications/admin/messages/consumer/${person.reference}`, admin());
    expect(consumerList.body.result.map((m: { header: string }) => m.header)).toEqual(['Hello']);
    // The consumer reads its own through its token; the merchant's is not among them.
    expect((await call('GET', '/v1/notifications/messages', { token: person.token })).body.result).toEqual(consumerList.body.result);
    expect((await call('GET', `/v1/notifications/messages/${ref}`, { token: person.token })).status).toBe(404);
    expect((await call('GET', `/v1/notifications/admin/messages/${ref}`, admin())).body.result).toEqual(created.body.result);

    const read = await call('PATCH', `/v1/notifications/admin/messages/${ref}/read`, admin());
    expect(read.status, read.text).toBe(200);
    const first = (await call('GET', `/v1/notifications/admin/messages/${ref}`, admin())).body.result;
    expect(first.isRead).toBe(true);
    expect(Date.parse(first.readDate)).toBeGreaterThan(Date.parse(first.createdDate) - 1);
    await call('PATCH', `/v1/notifications/admin/messages/${ref}/read`, admin());
    expect((await call('GET', `/v1/notifications/admin/messages/${ref}`, admin())).body.result.readDate).toBe(first.readDate);

    const deleted = await call('DELETE', `/v1/notifications/admin/messages/${ref}`, admin());
    expect(deleted.status, deleted.text).toBe(200);
    for (const [method, path] of [['GET', `/v1/notifications/admin/messages/${ref}`], ['DELETE', `/v1/notifications/admin/messages/${ref}`], ['PATCH', `/v1/notifications/admin/messages/${ref}/read`]] as const) {
      const gone = await call(method, path, admin());
      expect(gone.status, gone.text).toBe(404);
      expect(gone.body.error.details).toEqual([{ field: 'path.messageReference', reason: 'not found' }]);
    }
    for (const recipient of ['merchant', 'consumer'] as const) {
      for (const method of ['POST', 'GET'] as const) {
        const unknown = await call(method, `/v1/notifications/admin/messages/${recipient}/${UNKNOWN}`, { ...admin(), body: method === 'POST' ? message() : undefined });
        expect(unknown.status, `${method} ${recipient}: ${unknown.text}`).toBe(404);
        expect(unknown.body.error.details).toEqual([{ field: `path.${recipient}Reference`, reason: 'not found' }]);
      }
    }
  });

  it('refuses a header over 512 or a buttonText over 128 characters, and a window that does not end after it starts, naming the field', async () => {
    const shop = await givenMerchant();
    const post = (body: unknown) => call('POST', `/v1/notifications/admin/messages/merchant/${shop.reference}`, { ...admin(), body });
    expect((await post(message({ header: 'h'.repeat(512), buttonText: 'b'.repeat(128) }))).status).toBe(200);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ header: 'h'.repeat(513) }, 'body.header', 'must be at most 512 characters'],
      [{ buttonText: 'b'.repeat(129) }, 'body.buttonText', 'must be at most 128 characters'],
      [{ visibleFromDate: inDays(3), visibleUntilDate: inDays(2) }, 'body.visibleUntilDate', 'must be after visibleFromDate'],
      [{ visibleUntilDate: inDays(-1) }, 'body.visibleUntilDate', 'must be after the creation time (visibleFromDate is null: visible from creation)'],
      [{ visibleUntilDate: undefined }, 'body.visibleUntilDate', ''],
    ];
    for (const [change, field, reason] of cases) {
      const res = await post(message(change));
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.details[0].field).toBe(field);
      if (reason) expect(res.body.error.details[0].reason).toBe(reason);
    }
    expect((await call('GET', `/v1/notifications/admin/messages/merchant/${shop.reference}`, admin())).body.result).toHaveLength(1);
  });
});

describe('notification messages (self-service)', () => {
  it('lists only the caller\'s messages visible now, newest first and paged; another party\'s message is 404; read keeps the first date', async () => {
    const shop = await givenMerchant();
    const other = await givenMerchant();
    const post = async (to: string, extra: Record<string, unknown>) => {
      const res = await call('POST', `/v1/notifications/admin/messages/merchant/${to}`, { ...admin(), body: message(extra) });
      expect(res.status, res.text).toBe(200);
      return res.body.result.reference as string;
    };
    const oldest = await post(shop.reference, { header: 'one' });
    const middle = await post(shop.reference, { header: 'two' });
    const newest = await post(shop.reference, { header: 'three' });
    const future = await post(shop.reference, { header: 'later', visibleFromDate: inDays(1), visibleUntilDate: inDays(2) });
    const expired = await post(shop.reference, { header: 'over', visibleFromDate: inDays(-3), visibleUntilDate: inDays(-1) });
    const theirs = await post(other.reference, { header: 'not yours' });

    const all = await call('GET', '/v1/notifications/messages', { token: shop.token });
    expect(all.status, all.text).toBe(200);
    expect(all.body.result.map((m: { reference: string }) => m.reference)).toEqual([newest, middle, oldest]);
    const firstPage = await call('GET', '/v1/notifications/messages?pageSize=2', { token: shop.token });
    expect(firstPage.body.result.map((m: { reference: string }) => m.reference)).toEqual([newest, middle]);
    const secondPage = await call('GET', `/v1/notifications/messages?pageSize=2&beforeReference=${middle}`, { token: shop.token });
    expect(secondPage.body.result.map((m: { reference: string }) => m.reference)).toEqual([oldest]);
    const foreignCursor = await call('GET', `/v1/notifications/messages?beforeReference=${theirs}`, { token: shop.token });
    expect(foreignCursor.status).toBe(400);
    expect(foreignCursor.body.error.details[0].field).toBe('query.beforeReference');
    const badSize = await call('GET', '/v1/notifications/messages?pageSize=101', { token: shop.token });
    expect(badSize.status).toBe(400);
    expect(badSize.body.error.details).toEqual([{ field: 'query.pageSize', reason: 'must be at most 100' }]);
    // Admin sees the one not visible yet and the expired one.
    expect((await call('GET', `/v1/notifications/admin/messages/merchant/${shop.reference}`, admin())).body.result.map((m: { reference: string }) => m.reference))
      .toEqual([expired, future, newest, middle, oldest]);

    for (const ref of [theirs, future, expired, UNKNOWN]) {
      for (const [method, path] of [['GET', `/v1/notifications/messages/${ref}`], ['PATCH', `/v1/notifications/messages/${ref}/read`], ['DELETE', `/v1/notifications/messages/${ref}`]] as const) {
        const res = await call(method, path, { token: shop.token });
        expect(res.status, `${method} ${path}: ${res.text}`).toBe(404);
      }
    }
    expect((await call('GET', `/v1/notifications/admin/messages/${theirs}`, admin())).body.result.isRead).toBe(false);

    expect((await call('PATCH', `/v1/notifications/messages/${newest}/read`, { token: shop.token })).status).toBe(200);
    const readOnce = (await call('GET', `/v1/notifications/messages/${newest}`, { token: shop.token })).body.result;
    expect(readOnce.isRead).toBe(true);
    expect(readOnce.readDate).toEqual(expect.any(String));
    expect((await call('PATCH', `/v1/notifications/messages/${newest}/read`, { token: shop.token })).status).toBe(200);
    expect((await call('GET', `/v1/notifications/messages/${newest}`, { token: shop.token })).body.result.readDate).toBe(readOnce.readDate);

    expect((await call('DELETE', `/v1/notifications/messages/${oldest}`, { token: shop.token })).status).toBe(200);
    expect((await call('GET', `/v1/notifications/messages/${oldest}`, { token: shop.token })).status).toBe(404);
    expect((await call('GET', '/v1/notifications/messages', { token: shop.token })).body.result).toHaveLength(2);

    // A consumer's token reads the consumer's inbox; a token for both reads both, newest first; a token for neither is told so.
    const person = await givenConsumer();
    expect((await call('GET', '/v1/notifications/messages', { token: person.token })).body.result).toEqual([]);
    const personal = await call('POST', `/v1/notifications/admin/messages/consumer/${person.reference}`, { ...admin(), body: message({ header: 'for the person' }) });
    expect(personal.status, personal.text).toBe(200);
    const both = await accessToken({ ConsumerReference: person.reference, MerchantReference: shop.reference });
    const merged = await call('GET', '/v1/notifications/messages?pageSize=2', { token: both });
    expect(merged.body.result.map((m: { reference: string }) => m.reference)).toEqual([personal.body.result.reference, newest]);
    const mergedNext = await call('GET', `/v1/notifications/messages?pageSize=2&beforeReference=${newest}`, { token: both });
    expect(mergedNext.body.result.map((m: { reference: string }) => m.reference)).toEqual([middle]);
    const bareToken = await accessToken({ UserReference: randomUUID() });
    const bare = await call('GET', '/v1/notifications/messages', { token: bareToken });
    expect(bare.status).toBe(404);
    expect(bare.body.error.details[0].field).toBe('header.authorization');
    // Reading one message: the same refusal whether it exists or not, so the answer tells nothing of it.
    const existing = await call('GET', `/v1/notifications/messages/${newest}`, { token: bareToken });
    const unknown = await call('GET', `/v1/notifications/messages/${randomUUID()}`, { token: bareToken });
    expect(existing.status).toBe(404);
    expect({ ...existing.body.error, requestId: undefined }).toEqual({ ...unknown.body.error, requestId: undefined });
  });
});

describe('message templates', () => {
  it('needs at least one audience filter and a window that ends after it starts; unknown templates are 404', async () => {
    const base = { messageType: 'Warning', messageTarget: 'Portal', header: 'x', body: 'y', visibleUntilDate: inDays(3) };
    const none = await call('POST', '/v1/notifications/admin/templates', { ...admin(), body: { ...base, audienceFilters: [] } });
    expect(none.status).toBe(400);
    expect(none.body.error.details).toEqual([{ field: 'body.audienceFilters', reason: 'must name at least one filter (AllMerchants for everyone)' }]);
    const twice = await call('POST', '/v1/notifications/admin/templates', { ...admin(), body: { ...base, audienceFilters: ['IndustryRetail', 'IndustryRetail'] } });
    expect(twice.status).toBe(400);
    const header = await call('POST', '/v1/notifications/admin/templates', { ...admin(), body: { ...base, header: 'h'.repeat(513), audienceFilters: ['AllMerchants'] } });
    expect(header.body.error.details).toEqual([{ field: 'body.header', reason: 'must be at most 512 characters' }]);
    const button = await call('POST', '/v1/notifications/admin/templates', { ...admin(), body: { ...base, buttonText: 'b'.repeat(129), audienceFilters: ['AllMerchants'] } });
    expect(button.status).toBe(400);
    expect(button.body.error.details).toEqual([{ field: 'body.buttonText', reason: 'must be at most 128 characters' }]);
    const noEnd = await call('POST', '/v1/notifications/admin/templates', { ...admin(), body: { ...base, visibleUntilDate: undefined, audienceFilters: ['AllMerchants'] } });
    expect(noEnd.status).toBe(400);
    expect(noEnd.body.error.details[0].field).toBe('body.visibleUntilDate');
    const window = await call('POST', '/v1/notifications/admin/templates', { ...admin(), body: { ...base, visibleFromDate: inDays(4), audienceFilters: ['AllMerchants'] } });
    expect(window.body.error.details).toEqual([{ field: 'body.visibleUntilDate', reason: 'must be after visibleFromDate' }]);
    for (const [method, path, body] of [
      ['GET', `/v1/notifications/admin/templates/${UNKNOWN}`, undefined], ['DELETE', `/v1/notifications/admin/templates/${UNKNOWN}`, undefined],
      ['PATCH', `/v1/notifications/admin/templates/${UNKNOWN}/dates`, { visibleUntilDate: inDays(5) }],
    ] as const) {
      const res = await call(method, path, { ...admin(), body });
      expect(res.status, res.text).toBe(404);
      expect(res.body.error.details).toEqual([{ field: 'path.templateReference', reason: 'not found' }]);
    }
  });

  it('generates one message per merchant its filters select (industry OR, groups AND), moves their window with the template, and counts what it created', async () => {
    const legacyRestaurants = await givenDirectMerchants(3, { industry: 'Restaurant', terminalSince: YEARS_AGO(5) });
    const newForecourts = await givenDirectMerchants(2, { industry: 'Forecourt', terminalSince: YEARS_AGO(0.1) });
    const newRestaurantsWithProducts = await givenDirectMerchants(2, { industry: 'Restaurant', terminalSince: YEARS_AGO(1), withProduct: true });
    const bareRestaurant = await givenDirectMerchants(1, { industry: 'Restaurant' });
    const res = await call('POST', '/v1/notifications/admin/templates', {
      ...admin(),
      body: { messageType: 'Critical', messageTarget: 'Terminal', header: 'Terminal update', body: 'Update tonight', visibleUntilDate: inDays(2), audienceFilters: ['IndustryRestaurant', 'IndustryForecourt', 'MerchantsWithNewTerminals'] },
    });
    expect(res.status, res.text).toBe(200);
    const template = res.body.result;
    expect(template).toMatchObject({ audienceFilters: ['IndustryRestaurant', 'IndustryForecourt', 'MerchantsWithNewTerminals'], isExtended: false, isActive: true, isExpired: false, endsSoon: true, messagePlacement: 'None' });
    expect(template.progress.shardsTotal).toBe(16);
    const done = await templateUntil(template.reference, (t) => t?.progress.status === 'Completed');
    const expected = [...newForecourts, ...newRestaurantsWithProducts];
    expect(done?.messageCount).toBe(expected.length);
    expect(await storedTemplateMessages(template.reference)).toBe(expected.length);
    for (const merchant of [...legacyRestaurants, ...bareRestaurant]) {
      expect((await call('GET', `/v1/notifications/admin/messages/merchant/${merchant}`, admin())).body.result).toEqual([]);
    }
    const shopToken = await accessToken({ MerchantReference: newForecourts[0]! });
    const inbox = (await call('GET', '/v1/notifications/messages', { token: shopToken })).body.result;
    expect(inbox).toMatchObject([{ reference: await templateMessageOf(template.reference, newForecourts[0]!), header: 'Terminal update', messageTarget: 'Terminal', isRead: false }]);

    // New dates: the template at once, its messages in the background; a later end marks it extended.
    const later = inDays(30);
    const moved = await call('PATCH', `/v1/notifications/admin/templates/${template.reference}/dates`, { ...admin(), body: { visibleUntilDate: later } });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.result).toMatchObject({ visibleUntilDate: later, isExtended: true, endsSoon: false });
    await templateUntil(template.reference, (t) => t?.progress.status === 'Completed');
    const redated = (await call('GET', `/v1/notifications/messages/${inbox[0].reference}`, { token: shopToken })).body.result;
    expect(redated.visibleUntilDate).toBe(later);
    const backwards = await call('PATCH', `/v1/notifications/admin/templates/${template.reference}/dates`, { ...admin(), body: { visibleFromDate: inDays(40), visibleUntilDate: inDays(31) } });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.details).toEqual([{ field: 'body.visibleUntilDate', reason: 'must be after visibleFromDate' }]);
    const noEnd = await call('PATCH', `/v1/notifications/admin/templates/${template.reference}/dates`, { ...admin(), body: { visibleFromDate: inDays(1) } });
    expect(noEnd.status).toBe(400);
    expect(noEnd.body.error.details[0].field).toBe('body.visibleUntilDate');

    // The recipient deletes theirs: the template still says how many it created (NTF-6), and moving its dates again does not bring it back.
    expect((await call('DELETE', `/v1/notifications/messages/${inbox[0].reference}`, { token: shopToken })).status).toBe(200);
    expect((await call('GET', `/v1/notifications/admin/templates/${template.reference}`, admin())).body.result.messageCount).toBe(expected.length);
    expect((await call('PATCH', `/v1/notifications/admin/templates/${template.reference}/dates`, { ...admin(), body: { visibleUntilDate: inDays(31) } })).status).toBe(200);
    await templateUntil(template.reference, (t) => t?.progress.status === 'Completed');
    expect((await call('GET', `/v1/notifications/admin/messages/${inbox[0].reference}`, admin())).status).toBe(404);
    expect(await storedTemplateMessages(template.reference)).toBe(expected.length - 1);
    const listed = (await call('GET', '/v1/notifications/admin/templates', admin())).body.result as { reference: string; messageCount: number }[];
    expect(listed.find((t) => t.reference === template.reference)?.messageCount).toBe(expected.length);
  });

  it('reaches merchants made and changed over the merchant API as their stored profile says: a terminal added now is new, an inactive one counts for neither, an assigned product counts, a deactivated merchant gets nothing', { timeout: 240_000 }, async () => {
    const restaurant = (extra: Record<string, unknown>) => ({ name: `Diner ${randomUUID().slice(0, 8)}`, categoryCode: 5812, currency: 'ZAR', industry: 'Restaurant', ...extra });
    const created = async (extra: Record<string, unknown>) => {
      const res = await call('POST', '/v1/merchant/admin', { ...admin(), body: restaurant(extra) });
      expect(res.status, res.text).toBe(200);
      return res.body.result as { reference: string; terminals: { createdDate: string }[] };
    };
    // A registration date sent by the caller is not taken (MER-18): the terminal is registered now.
    const withTerminal = await created({ terminals: [{ serialNumber: 'T-1', model: 'Old model', createdDate: '2015-01-01T00:00:00Z' }] });
    expect(Date.parse(withTerminal.terminals[0]!.createdDate)).toBeGreaterThan(Date.now() - 3_600_000);
    const inactiveTerminal = await created({ terminals: [{ serialNumber: 'T-2', isActive: false }] });
    const withProduct = await created({});
    const owner = await givenMerchant();
    const product = await call('POST', '/v1/merchant/product', { token: owner.token, body: { name: 'Airtime 10', productType: 'Airtime', amountInCents: 1000 } });
    expect(product.status, product.text).toBe(200);
    const assigned = await call('PUT', '/v1/merchant/admin', { ...admin(), body: { ...restaurant({}), reference: withProduct.reference, assignedProductReferences: [product.body.result.reference] } });
    expect(assigned.status, assigned.text).toBe(200);
    // Deactivated by an admin: no template reaches it (NTF-13).
    const closed = await created({ terminals: [{ serialNumber: 'T-3' }] });
    const deactivated = await call('PUT', '/v1/merchant/admin', { ...admin(), body: { ...restaurant({}), reference: closed.reference, isActive: false } });
    expect(deactivated.status, deactivated.text).toBe(200);
    expect(deactivated.body.result.isActive).toBe(false);

    const templateFor = async (audienceFilters: string[]) => {
      const res = await call('POST', '/v1/notifications/admin/templates', {
        ...admin(), body: { messageType: 'Information', messageTarget: 'Portal', header: audienceFilters.join('+'), body: 'x', visibleUntilDate: inDays(4), audienceFilters },
      });
      expect(res.status, res.text).toBe(200);
      await templateUntil(res.body.result.reference, (t) => t?.progress.status === 'Completed');
      return res.body.result.reference as string;
    };
    const fresh = await templateFor(['IndustryRestaurant', 'MerchantsWithNewTerminals']);
    const legacy = await templateFor(['IndustryRestaurant', 'MerchantsWithLegacyTerminals']);
    const products = await templateFor(['IndustryRestaurant', 'MerchantsWithProducts']);
    const inbox = async (merchant: string) => ((await call('GET', `/v1/notifications/admin/messages/merchant/${merchant}`, admin())).body.result as { reference: string }[]).map((m) => m.reference);
    expect(await inbox(withTerminal.reference)).toEqual([await templateMessageOf(fresh, withTerminal.reference)]);
    expect(await inbox(inactiveTerminal.reference)).toEqual([]);
    expect(await inbox(closed.reference)).toEqual([]);
    expect(await inbox(withProduct.reference)).toEqual([await templateMessageOf(products, withProduct.reference)]);
    for (const merchant of [withTerminal, inactiveTerminal, withProduct, closed]) expect(await inbox(merchant.reference)).not.toContain(await templateMessageOf(legacy, merchant.reference));
  });

  it('fans out to 2,000 merchants exactly once each, with each shard\'s first batch delivered twice, and deletes the template with all its messages', { timeout: 600_000 }, async () => {
    const audience = await givenDirectMerchants(2000, { industry: 'Workshop', terminalSince: YEARS_AGO(6) });
    const outsiders = await givenDirectMerchants(20, { industry: 'Workshop', terminalSince: YEARS_AGO(1) });
    const reference = await givenQuietTemplate({ audienceFilters: ['IndustryWorkshop', 'MerchantsWithLegacyTerminals'], visibleUntilDate: inDays(10) });
    // Nothing queued yet: the template already shows where its fan-out stands.
    const before = (await call('GET', `/v1/notifications/admin/templates/${reference}`, admin())).body.result;
    expect(before).toMatchObject({ messageCount: 0, progress: { status: 'Generating', shardsTotal: 16, shardsDone: 0, merchantsExamined: 0 } });
    // Every shard's first batch goes on the queue twice; each later page is queued by the one before.
    for (let shard = 0; shard < 16; shard++) {
      const unit = { kind: 'generate', templateReference: reference, shard, cursor: 'START' };
      await sendWorkUnit(unit);
      await sendWorkUnit(unit);
    }
    // Every answer while it runs only grows, and never counts a message twice.
    const seen: { messageCount: number; shardsDone: number; merchantsExamined: number }[] = [];
    const done = await templateUntil(reference, (t) => {
      if (t) seen.push({ messageCount: t.messageCount, shardsDone: t.progress.shardsDone, merchantsExamined: t.progress.merchantsExamined });
      return t?.progress.status === 'Completed';
    });
    for (const [i, now] of seen.entries()) {
      expect(now.messageCount).toBeLessThanOrEqual(2000);
      if (i === 0) continue;
      const then = seen[i - 1]!;
      expect(now.messageCount).toBeGreaterThanOrEqual(then.messageCount);
      expect(now.shardsDone).toBeGreaterThanOrEqual(then.shardsDone);
      expect(now.merchantsExamined).toBeGreaterThanOrEqual(then.merchantsExamined);
    }
    expect(done?.messageCount).toBe(2000);
    expect(done?.progress.merchantsExamined).toBeGreaterThanOrEqual(2020);
    expect(await storedTemplateMessages(reference)).toBe(2000);
    const sample = audience[1234]!;
    const their = await call('GET', `/v1/notifications/admin/messages/merchant/${sample}`, admin());
    expect(their.body.result.map((m: { reference: string }) => m.reference)).toEqual([await templateMessageOf(reference, sample)]);
    expect((await call('GET', `/v1/notifications/admin/messages/merchant/${outsiders[0]}`, admin())).body.result).toEqual([]);

    const deleted = await call('DELETE', `/v1/notifications/admin/templates/${reference}`, admin());
    expect(deleted.status, deleted.text).toBe(200);
    const deleting = (await call('GET', `/v1/notifications/admin/templates/${reference}`, admin()));
    if (deleting.status === 200) expect(deleting.body.result.progress.status).toBe('Deleting');
    await templateUntil(reference, (t) => t === undefined);
    expect(await storedTemplateMessages(reference)).toBe(0);
    expect((await call('GET', `/v1/notifications/admin/messages/merchant/${sample}`, admin())).body.result).toEqual([]);
    expect((await call('GET', '/v1/notifications/admin/templates', admin())).body.result.map((t: { reference: string }) => t.reference)).not.toContain(reference);
  });

  it('writes the first page of every shard in the template\'s own transaction, as queued messages the relay puts on the queue (MSG-12)', { timeout: 120_000 }, async () => {
    Object.assign(process.env, inject('functionEnv'));
    const [{ db }, service] = await Promise.all([import('../../shared/db/client.js'), import('../../shared/notifications/template-service.js')]);
    const audience = await givenDirectMerchants(2, { industry: 'Forecourt', terminalSince: YEARS_AGO(4), withProduct: false });
    // Watches the calls (they still go to the local table): nothing is stubbed.
    const send = vi.spyOn(db, 'send');
    try {
      const created = await service.createTemplate({ kind: 'admin', apiKeyId: 'ServiceAdminClient' }, {
        messageType: 'Information', messageTarget: 'Portal', header: 'Atomic start', body: 'x', visibleUntilDate: inDays(2), audienceFilters: ['IndustryForecourt', 'MerchantsWithLegacyTerminals'],
      });
      const writes = send.mock.calls.map(([command]): unknown => command).filter((c): c is TransactWriteCommand => c instanceof TransactWriteCommand);
      expect(writes).toHaveLength(1);
      const items = (writes[0]!.input.TransactItems ?? []).map((i) => i.Put?.Item ?? {});
      expect(items.filter((i) => i['entity'] === 'NotificationTemplate')).toHaveLength(1);
      const queued = items.filter((i) => i['entity'] === 'QueuedMessage');
      expect(queued.every((i) => i['queue'] === 'notifications')).toBe(true);
      expect(queued.map((i) => JSON.parse(String(i['body'])) as unknown)).toEqual(
        Array.from({ length: created.progress.shardsTotal }, (_, shard) => ({ kind: 'generate', templateReference: created.reference, shard, cursor: 'START' })),
      );
      const done = await templateUntil(created.reference, (t) => t?.progress.status === 'Completed', 60_000);
      expect(done?.messageCount).toBeGreaterThanOrEqual(audience.length);
    } finally {
      send.mockRestore();
    }
  });

  it('writes the next page\'s unit in the transaction of the page before it, so no page commits without the one after it (MSG-13)', { timeout: 240_000 }, async () => {
    Object.assign(process.env, inject('functionEnv'));
    const [{ db }, fanOut, templates, merchants] = await Promise.all([
      import('../../shared/db/client.js'), import('../../shared/notifications/fan-out.js'), import('../../shared/notifications/templates.js'), import('../../shared/merchants/merchants.js'),
    ]);
    // Shard 0 needs more merchants than one page reads (the 2,000-merchant fan-out above leaves it about 125).
    while ((await merchants.directoryPage(0, undefined, fanOut.GENERATE_PAGE)).next === undefined) {
      await givenDirectMerchants(200, { industry: 'Forecourt', terminalSince: YEARS_AGO(4), withProduct: false });
    }
    const reference = await givenQuietTemplate({ audienceFilters: ['IndustryForecourt', 'MerchantsWithLegacyTerminals'], visibleUntilDate: inDays(2) });
    // Watches the calls (they still go to the local table): nothing is stubbed.
    const send = vi.spyOn(db, 'send');
    try {
      await fanOut.generatePage({ kind: 'generate', templateReference: reference, shard: 0, cursor: 'START' });
      const writes = send.mock.calls.map(([command]): unknown => command).filter((c): c is TransactWriteCommand => c instanceof TransactWriteCommand);
      expect(writes).toHaveLength(1);
      const queued = (writes[0]!.input.TransactItems ?? []).map((i) => i.Put?.Item ?? {}).filter((i) => i['entity'] === 'QueuedMessage');
      const shard = await templates.readShard(reference, 0);
      expect(shard?.cursor).not.toBe('START');
      expect(queued.map((i) => [i['queue'], JSON.parse(String(i['body'])) as unknown])).toEqual([
        ['notifications', { kind: 'generate', templateReference: reference, shard: 0, cursor: shard?.cursor }],
      ]);
    } finally {
      send.mockRestore();
    }
    // From there shard 0 runs to its end through the relay; the resume sweeper starts the shards nothing queued.
    const done = await templateUntil(reference, (t) => t?.progress.status === 'Completed', 180_000);
    expect(done?.progress.shardsDone).toBe(16);
  });

  it('picks up a template whose queued pages were lost: the resume sweeper queues each standing shard again', { timeout: 120_000 }, async () => {
    const audience = await givenDirectMerchants(3, { industry: 'Forecourt', terminalSince: YEARS_AGO(4), withProduct: true });
    // Written as POST writes it, but no page ever goes on the queue (as if the queue lost them all).
    const reference = await givenQuietTemplate({ audienceFilters: ['IndustryForecourt', 'MerchantsWithLegacyTerminals', 'MerchantsWithProducts'], visibleUntilDate: inDays(3) });
    const done = await templateUntil(reference, (t) => t?.progress.status === 'Completed', 60_000);
    expect(done?.messageCount).toBe(3);
    expect(await storedTemplateMessages(reference)).toBe(3);
    for (const merchant of audience) {
      const their = await call('GET', `/v1/notifications/admin/messages/merchant/${merchant}`, admin());
      expect(their.body.result.map((m: { reference: string }) => m.reference)).toEqual([await templateMessageOf(reference, merchant)]);
    }
  });

  it('moves the dates of a template while its fan-out still runs: every message ends up with the new window', { timeout: 240_000 }, async () => {
    await givenDirectMerchants(400, { industry: 'Retail', terminalSince: YEARS_AGO(8), withProduct: true });
    const res = await call('POST', '/v1/notifications/admin/templates', {
      ...admin(),
      body: { messageType: 'Warning', messageTarget: 'Portal', header: 'Re-dated', body: 'x', visibleUntilDate: inDays(5), audienceFilters: ['IndustryRetail', 'MerchantsWithLegacyTerminals', 'MerchantsWithProducts'] },
    });
    expect(res.status, res.text).toBe(200);
    const later = inDays(20);
    const moved = await call('PATCH', `/v1/notifications/admin/templates/${res.body.result.reference}/dates`, { ...admin(), body: { visibleFromDate: inDays(1), visibleUntilDate: later } });
    expect(moved.status, moved.text).toBe(200);
    const done = await templateUntil(res.body.result.reference, (t) => t?.progress.status === 'Completed');
    expect(done).toMatchObject({ messageCount: 400, visibleUntilDate: later, isActive: false });
    const items = await templateMessageItems(res.body.result.reference);
    expect(items).toHaveLength(400);
    expect(new Set(items.map((i) => i['visibleUntilDate']))).toEqual(new Set([later]));
  });

  it('deletes a message the template-messages index lists late: the deletion sweeps each shard again before it finishes (NTF-12)', { timeout: 120_000 }, async () => {
    const reference = await givenQuietTemplate({ audienceFilters: ['AllMerchants'], visibleUntilDate: inDays(3) });
    for (let i = 0; i < 3; i++) await givenTemplateMessage(reference, 0, randomUUID());
    expect((await call('DELETE', `/v1/notifications/admin/templates/${reference}`, admin())).status).toBe(200);
    // The first pass has removed what the index listed; a message listed late appears now.
    for (let waited = 0; (await storedTemplateMessages(reference)) > 0; waited += 100) {
      if (waited > 60_000) throw new Error('the first pass never ran');
      await new Promise((r) => setTimeout(r, 100));
    }
    await givenTemplateMessage(reference, 0, randomUUID());
    await templateUntil(reference, (t) => t === undefined, 60_000);
    expect(await storedTemplateMessages(reference)).toBe(0);
  });

  it('moves the window of a message the template-messages index lists late: the re-date sweeps each shard again before it finishes (NTF-12)', { timeout: 180_000 }, async () => {
    const reference = await givenQuietTemplate({ audienceFilters: ['IndustryForecourt', 'MerchantsWithLegacyTerminals', 'MerchantsWithProducts'], visibleUntilDate: inDays(3) });
    const first = randomUUID();
    const late = randomUUID();
    await givenTemplateMessage(reference, 0, first);
    const later = inDays(12);
    const moved = await call('PATCH', `/v1/notifications/admin/templates/${reference}/dates`, { ...admin(), body: { visibleUntilDate: later } });
    expect(moved.status, moved.text).toBe(200);
    const windowOf = async (merchant: string) => (await templateMessageItems(reference)).find((i) => i['recipientReference'] === merchant)?.['visibleUntilDate'];
    // The first pass has moved what the index listed; a message listed late appears now.
    for (let waited = 0; (await windowOf(first)) !== later; waited += 100) {
      if (waited > 60_000) throw new Error('the first pass never ran');
      await new Promise((r) => setTimeout(r, 100));
    }
    await givenTemplateMessage(reference, 0, late);
    await templateUntil(reference, (t) => t?.progress.status === 'Completed', 150_000);
    expect(await windowOf(late)).toBe(later);
  });

  it('deletes a template while its fan-out still runs: the template and every message it wrote are gone', { timeout: 240_000 }, async () => {
    await givenDirectMerchants(400, { industry: 'Forecourt', terminalSince: YEARS_AGO(0.5), withProduct: true });
    const reference = await givenQuietTemplate({ audienceFilters: ['IndustryForecourt', 'MerchantsWithNewTerminals', 'MerchantsWithProducts'], visibleUntilDate: inDays(3) });
    for (let shard = 0; shard < 16; shard++) await sendWorkUnit({ kind: 'generate', templateReference: reference, shard, cursor: 'START' });
    const deleted = await call('DELETE', `/v1/notifications/admin/templates/${reference}`, admin());
    expect(deleted.status, deleted.text).toBe(200);
    expect((await call('DELETE', `/v1/notifications/admin/templates/${reference}`, admin())).status).toBe(200);
    const redate = await call('PATCH', `/v1/notifications/admin/templates/${reference}/dates`, { ...admin(), body: { visibleUntilDate: inDays(9) } });
    expect([404, 409]).toContain(redate.status);
    await templateUntil(reference, (t) => t === undefined);
    expect(await storedTemplateMessages(reference)).toBe(0);
  });
});

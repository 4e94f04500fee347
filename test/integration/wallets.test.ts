/**
 * Wallets held on the platform (docs/decisions/wallets.md): created for a consumer or merchant,
 * read by their owner with the ledger balance, topped up by a payment into them, spent by a payment
 * out of them, all inside the ledger (no connector), and refused before any money moves when unknown,
 * not the payer's, inactive, in another currency or short of money. Over real HTTP.
 */
import { describe, expect, it } from 'vitest';
import { givenConsumer } from './consumer-fixtures.js';
import { adminApiKey, call } from './harness.js';
import { givenMerchant, payer } from './payment-fixtures.js';

const UNKNOWN = '00000000-0000-4000-8000-00000000dead';

/** A wallet for the token's owner, over HTTP. */
async function givenWallet(token: string, currency = 'ZAR'): Promise<Record<string, any>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await call('POST', '/v1/wallet', { token, body: { currency } });
  expect(res.status, res.text).toBe(200);
  return res.body.result;
}

describe('wallets', () => {
  it('creates one wallet per owner and currency for a consumer, a merchant or admin\'s named owner; the owner and admin read it, anyone else gets 404', async () => {
    const consumer = await givenConsumer();
    const wallet = await givenWallet(consumer.token);
    expect(wallet).toMatchObject({ ownerType: 'Consumer', ownerReference: consumer.reference, currency: 'ZAR', isActive: true, availableAmountInCents: 0, currentAmountInCents: 0 });
    const again = await call('POST', '/v1/wallet', { token: consumer.token, body: { currency: 'ZAR' } });
    expect(again.status, again.text).toBe(409);
    expect(again.body.error.details).toEqual([{ field: 'body.currency', reason: 'a ZAR wallet exists for this owner' }]);
    expect(again.body.error.message).toContain(wallet.walletReference);
    const usd = await givenWallet(consumer.token, 'USD');

    const listed = await call('GET', '/v1/wallet', { token: consumer.token });
    expect(listed.status, listed.text).toBe(200);
    expect((listed.body.result as { walletReference: string }[]).map((w) => w.walletReference).sort()).toEqual([wallet.walletReference, usd.walletReference].sort());
    expect((await call('GET', `/v1/wallet/${wallet.walletReference}`, { token: consumer.token })).body.result).toEqual(wallet);
    expect((await call('GET', `/v1/wallet/admin/${wallet.walletReference}`, { apiKey: adminApiKey() })).body.result).toEqual(wallet);

    // Another consumer, a merchant, a bare token: as if it did not exist.
    const other = await givenConsumer();
    const shop = await givenMerchant();
    for (const token of [other.token, shop.token, await payer()]) {
      const res = await call('GET', `/v1/wallet/${wallet.walletReference}`, { token });
      expect(res.status, res.text).toBe(404);
      expect(res.body.error.details).toEqual([{ field: 'path.walletReference', reason: 'not found' }]);
    }
    expect((await call('GET', '/v1/wallet', { token: other.token })).body.result).toEqual([]);

    // A merchant's own; admin names an owner; a token without one cannot create.
    const merchantWallet = await givenWallet(shop.token);
    expect(merchantWallet).toMatchObject({ ownerType: 'Merchant', ownerReference: shop.reference });
    const named = await call('POST', '/v1/wallet/admin', { apiKey: adminApiKey(), body: { currency: 'ZAR', ownerType: 'Consumer', ownerReference: other.reference } });
    expect(named.status, named.text).toBe(200);
    expect(named.body.result).toMatchObject({ ownerType: 'Consumer', ownerReference: other.reference });
    const bare = await call('POST', '/v1/wallet', { token: await payer(), body: { currency: 'ZAR' } });
    expect(bare.status, bare.text).toBe(404);
    expect(bare.body.error.details[0].field).toBe('header.authorization');

    // Bad input names the field; unknown owners and wallets are 404; credentials are checked first.
    const badCurrency = await call('POST', '/v1/wallet', { token: consumer.token, body: { currency: 'zar', extra: 1 } });
    expect(badCurrency.status).toBe(400);
    expect((badCurrency.body.error.details as { field: string }[]).map((d) => d.field).sort()).toEqual(['body.currency', 'body.extra']);
    const unknownOwner = await call('POST', '/v1/wallet/admin', { apiKey: adminApiKey(), body: { currency: 'ZAR', ownerType: 'Merchant', ownerReference: UNKNOWN } });
    expect(unknownOwner.status).toBe(404);
    expect(unknownOwner.body.error.details[0].field).toBe('body.ownerReference');
    expect((await call('GET', '/v1/wallet/not-a-uuid', { token: consumer.token })).body.error.details[0].field).toBe('path.walletReference');
    expect((await call('GET', `/v1/wallet/admin/${UNKNOWN}`, { apiKey: adminApiKey() })).status).toBe(404);
    expect((await call('GET', '/v1/wallet')).status).toBe(401);
    expect((await call('POST', '/v1/wallet/admin', { token: consumer.token, body: { currency: 'ZAR', ownerType: 'Consumer', ownerReference: consumer.reference } })).status).toBe(403);
  });
});

/**
 * Money inside the platform needs no connector, in production too (docs/decisions/wallets.md, WAL-7;
 * payments.md, PAY-19). `npm start` runs in a child process on one data directory: first in
 * development (the sandbox connector serves every rail) to top a consumer's wallet up by card, then
 * again with ENVIRONMENT_NAME=production, as AWS production runs — no sandbox connector, no card vault.
 * There the wallet pays a merchant to Completed and the merchant's balance is credited, while a card
 * payment and a payout through the bank rail are refused before anything moves: no connector serves
 * those rails. A refund of the wallet payment completes inside the platform; one back to the card
 * is refused before anything moves.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../lib/local/ports.js';
import { spawnPlatform, type SpawnedPlatform } from './spawned-platform.js';

const dataDir = mkdtempSync(join(tmpdir(), 'platform-production-'));
let platform: SpawnedPlatform | undefined;

afterAll(async () => {
  await platform?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const zar = (amountInCents: number) => ({ amountInCents, currency: 'ZAR' });
const card = (amountInCents: number) => ({ ...zar(amountInCents), nameOnCard: 'Ada Lovelace', cardNumber: '4242424242424242', cvv: '987', expiryMonth: '12', expiryYear: '2099' });

describe('production mode (no sandbox connector)', () => {
  it('pays a merchant from a wallet to Completed and credits the merchant, and refunds it into the wallet; a card payment, a bank payout and a refund to a card are refused: no connector serves those rails', async () => {
    const port = await freePort();
    platform = await spawnPlatform(dataDir, port);
    const apiKey = platform.adminApiKey;
    let { call, statusUntil } = platform;

    // Development: a merchant (with a settlement account), a consumer with a wallet, topped up by card.
    const merchant = await call('POST', '/v1/merchant/admin', { apiKey, body: { name: `Shop ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR', bankAccount: { accountNumber: '1000123456', bank: 'FNB_ZA', currency: 'ZAR' } } });
    expect(merchant.status, JSON.stringify(merchant.body)).toBe(200);
    const merchantReference = merchant.body.result.reference as string;
    const consumer = await call('POST', '/v1/consumer/admin', { apiKey, body: { firstName: 'Thandi', lastName: 'Mokoena', emailAddress: `prod-${randomUUID().slice(0, 8)}@example.com`, countryIsoCode: 'ZAF', preferredLanguage: 'ENG' } });
    expect(consumer.status, JSON.stringify(consumer.body)).toBe(200);
    const consumerReference = consumer.body.result.reference as string;
    const consumerToken = (await call('POST', `/v1/auth/admin/token/generate/consumer/${consumerReference}`, { apiKey })).body.result.accessToken as string;
    const merchantToken = (await call('POST', `/v1/auth/admin/token/generate/merchant/${merchantReference}`, { apiKey })).body.result.accessToken as string;
    const wallet = await call('POST', '/v1/wallet', { token: consumerToken, body: { currency: 'ZAR' } });
    expect(wallet.status, JSON.stringify(wallet.body)).toBe(200);
    const walletReference = wallet.body.result.walletReference as string;
    const topUp = await call('POST', '/v1/pay', { token: consumerToken, body: { paymentSources: { cards: [card(4000)] }, paymentDestinations: { wallets: [{ ...zar(4000), walletReference }] } } });
    expect(topUp.status, JSON.stringify(topUp.body)).toBe(200);
    expect((await statusUntil(consumerToken, topUp.body.result.paymentReference as string, (r) => r.isComplete)).status).toBe('Completed');

    // Production: the same data, no sandbox.
    await platform.stop();
    platform = await spawnPlatform(dataDir, port, { ENVIRONMENT_NAME: 'production' });
    ({ call, statusUntil } = platform);
    const version = (await call('GET', '/v1/version', { token: consumerToken })).body.result;
    expect(version.environment).toBe('production');
    // SYS-4: no connector serves a card here; merchants and wallets are paid inside the platform.
    expect(version.plugins).toContainEqual({ name: 'card', kind: 'rail', connector: 'none' });
    expect(version.plugins).toContainEqual({ name: 'wallet', kind: 'rail', connector: 'in-platform' });

    const paid = await call('POST', '/v1/pay', {
      token: consumerToken,
      body: { paymentSources: { wallets: [{ ...zar(2500), walletReference }] }, paymentDestinations: { merchants: [{ ...zar(2500), merchantReference }] } },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const done = await statusUntil(consumerToken, paid.body.result.paymentReference as string, (r) => r.isComplete);
    expect(done.status, JSON.stringify(done)).toBe('Completed');
    expect((await call('GET', `/v1/wallet/${walletReference}`, { token: consumerToken })).body.result.currentAmountInCents).toBe(1500);
    expect((await call('GET', '/v1/merchant/balance', { token: merchantToken })).body.result.balances[0].currentAmountInCents).toBe(2500);

    const byCard = await call('POST', '/v1/pay', { token: consumerToken, body: { paymentSources: { cards: [card(100)] }, paymentDestinations: { merchants: [{ ...zar(100), merchantReference }] } } });
    expect(byCard.status, JSON.stringify(byCard.body)).toBe(422);
    expect(byCard.body.error.details).toEqual([{ field: 'body.paymentSources.cards[0]', reason: 'no connector serves the card rail in this environment' }]);
    const payout = await call('POST', '/v1/merchant/payout', { token: merchantToken, body: { ...zar(1000) } });
    expect(payout.status, JSON.stringify(payout.body)).toBe(422);
    expect(payout.body.error.details).toEqual([{ field: 'body.bankAccountReference', reason: 'no connector serves the bankAccount rail in this environment' }]);
    // Nothing moved for them.
    expect((await call('GET', '/v1/merchant/balance', { token: merchantToken })).body.result.balances[0].currentAmountInCents).toBe(2500);

    // Refunds too: the merchant gives part back into the wallet, inside the platform, to Completed;
    // the card top-up cannot be refunded here (no card connector), refused before anything moves.
    const refund = await call('POST', '/v2/refund', {
      token: merchantToken,
      body: { sourceTransactionReference: done.paymentSources.wallets[0].transactionReference, destinationTransactionReference: done.paymentDestinations.merchants[0].transactionReference, refundAmountInCents: 1000 },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(202);
    let refunded: Record<string, unknown> = {};
    for (let i = 0; i < 40 && refunded['isComplete'] !== true; i++) {
      await new Promise((r) => setTimeout(r, 500));
      refunded = (await call('GET', `/v2/refund/status/${refund.body.result.reference as string}`, { token: merchantToken })).body.result as Record<string, unknown>;
    }
    expect(refunded).toMatchObject({ isComplete: true, status: 5, amountInCents: 1000 });
    expect((await call('GET', `/v1/wallet/${walletReference}`, { token: consumerToken })).body.result.currentAmountInCents).toBe(2500);
    expect((await call('GET', '/v1/merchant/balance', { token: merchantToken })).body.result.balances[0].currentAmountInCents).toBe(1500);
    const topUpStatus = (await call('GET', `/v1/pay/status/${topUp.body.result.paymentReference as string}`, { token: consumerToken })).body.result;
    const operatorToken = (await call('POST', '/v1/auth/admin/token/generate', { apiKey, body: { claims: { UserReference: randomUUID() }, accessPolicies: ['refunds:any'] } })).body.result.accessToken as string;
    const cardRefund = await call('POST', '/v2/refund', {
      token: operatorToken,
      body: { sourceTransactionReference: topUpStatus.paymentSources.cards[0].transactionReference, destinationTransactionReference: topUpStatus.paymentDestinations.wallets[0].transactionReference, refundAmountInCents: 500 },
    });
    expect(cardRefund.status, JSON.stringify(cardRefund.body)).toBe(422);
    expect(cardRefund.body.error.details).toEqual([{ field: 'body.sourceTransactionReference', reason: 'no connector serves the card rail in this environment' }]);
    expect((await call('GET', `/v1/wallet/${walletReference}`, { token: consumerToken })).body.result.currentAmountInCents).toBe(2500);
  }, 240_000);
});

/**
 * Money inside the platform needs no connector, in production too (docs/decisions/wallets.md, WAL-7;
 * payments.md, PAY-19). `npm start` runs in a child process on one data directory: first in
 * development (the sandbox connector serves every rail) to top a consumer's wallet up by card, then
 * again with ENVIRONMENT_NAME=production, as AWS production runs — no sandbox connector, no card vault.
 * There the wallet pays a merchant to Completed and the merchant's balance is credited, while a card
 * payment and a payout through the bank rail are refused before anything moves: no connector serves
 * those rails.
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
  it('pays a merchant from a wallet to Completed and credits the merchant; a card payment and a bank payout are refused: no connector serves those rails', async () => {
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
    expect((await call('GET', '/v1/version', { token: consumerToken })).body.result.environment).toBe('production');

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
  }, 240_000);
});

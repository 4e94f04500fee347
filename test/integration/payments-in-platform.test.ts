/**
 * Money that never leaves the platform moves only in the ledger (docs/decisions/payments.md,
 * PAY-19): a merchant destination and a bill (paid to the merchant that owns the product) are
 * ledger postings with no connector call, and are reversed in the ledger alone. Checked over HTTP,
 * at the ledger, and at the sandbox rail (which must hold no record of those legs).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as BalancesModule from '../../shared/ledger/balances.js';
import type * as LedgerAccountsModule from '../../shared/ledger/accounts.js';
import { givenConsumer } from './consumer-fixtures.js';
import { adminApiKey, call, inject } from './harness.js';
import { card, givenMerchant, payer, statusUntil, storedPayment, submitPay } from './payment-fixtures.js';
import { partitionItems, setItem, tableItem } from './identity-fixtures.js';

let balances: typeof BalancesModule;
let ledgerAccounts: typeof LedgerAccountsModule;

beforeAll(async () => {
  for (const [name, value] of Object.entries(inject('functionEnv'))) vi.stubEnv(name, value);
  balances = await import('../../shared/ledger/balances.js');
  ledgerAccounts = await import('../../shared/ledger/accounts.js');
});

const merchantBalance = async (reference: string) => (await balances.accountBalance(ledgerAccounts.ledgerAccountKey.merchant(reference), 'ZAR')).currentAmountInCents;
const railRecord = (transactionReference: string) => tableItem(`RAILOP#${transactionReference}`, 'CREDIT');

async function givenBill(owner: { token: string }, amountInCents: number): Promise<string> {
  const res = await call('POST', '/v1/merchant/product', { token: owner.token, body: { name: 'Electricity', productType: 'Airtime', amountInCents } });
  expect(res.status, res.text).toBe(200);
  return res.body.result.reference as string;
}

interface StoredLeg { transactionReference: string; status: string; leg: { rail: string } }

describe('money inside the platform', () => {
  it('pays a merchant and a bill by ledger postings alone: the merchant and the product owner are credited, no connector is asked', async () => {
    const [shop, utility] = [await givenMerchant(), await givenMerchant()];
    const product = await givenBill(utility, 3000);
    const token = await payer();
    const res = await submitPay(token, {
      paymentSources: { cards: [card('4242424242424242', 5000)] },
      paymentDestinations: {
        merchants: [{ amountInCents: 2000, currency: 'ZAR', merchantReference: shop.reference }],
        bills: [{ amountInCents: 3000, currency: 'ZAR', productReference: product }],
      },
    });
    expect(res.status, res.text).toBe(200);
    const done = await statusUntil(token, res.body.result.paymentReference as string, (r) => r.isComplete);
    expect(done.status).toBe('Completed');

    expect(await merchantBalance(shop.reference)).toBe(2000);
    expect(await merchantBalance(utility.reference)).toBe(3000);
    const stored = await storedPayment(res.body.result.paymentReference as string);
    const destinations = stored?.['destinations'] as StoredLeg[];
    expect(destinations.map((d) => [d.leg.rail, d.status])).toEqual([['merchant', 'Completed'], ['bill', 'Completed']]);
    for (const leg of destinations) expect(await railRecord(leg.transactionReference), leg.leg.rail).toBeUndefined();
  });

  it('credits a merchant only after every external destination succeeded: one that declines leaves the merchant never credited, nothing to spend or take back (PAY-41)', async () => {
    const shop = await givenMerchant();
    const token = await payer();
    const res = await submitPay(token, {
      paymentSources: { cards: [card('4242424242424242', 3000)] },
      paymentDestinations: {
        merchants: [{ amountInCents: 1000, currency: 'ZAR', merchantReference: shop.reference }],
        // Declined by the sandbox: the merchant, inside the platform, is never credited.
        cards: [{ amountInCents: 2000, currency: 'ZAR', cardNumber: '4990000000000509' }],
      },
    });
    expect(res.status, res.text).toBe(200);
    const done = await statusUntil(token, res.body.result.paymentReference as string, (r) => r.isComplete);
    expect(done.status).toBe('Failed');
    const destinations = (await storedPayment(res.body.result.paymentReference as string))?.['destinations'] as StoredLeg[];
    expect(destinations.map((d) => [d.leg.rail, d.status])).toEqual([['merchant', 'Cancelled'], ['card', 'Failed']]);
    expect(await merchantBalance(shop.reference)).toBe(0);
    // Not credited and reversed: never credited, so never spendable.
    expect((await partitionItems(`LEDGER#MERCHANT#${shop.reference}`)).filter((e) => e['transactionId'] !== undefined)).toEqual([]);
    expect(await railRecord(destinations[0]!.transactionReference)).toBeUndefined();
  });

  it('refuses the consumer\'s own registered mobile wallet while it is inactive (422 naming the field), before any money moves', async () => {
    const consumer = await givenConsumer({ accounts: { mobileWallets: [{ msisdn: '+233241234567', mobileWalletOperator: 'MTN_GH', isActive: false }] } });
    const shop = await givenMerchant();
    const res = await call('POST', '/v1/pay', {
      token: consumer.token,
      body: {
        paymentSources: { mobileWallets: [{ amountInCents: 500, currency: 'ZAR', msisdn: '233241234567', mobileWalletOperator: 'MTN_GH' }] },
        paymentDestinations: { merchants: [{ amountInCents: 500, currency: 'ZAR', merchantReference: shop.reference }] },
      },
    });
    expect(res.status, res.text).toBe(422);
    expect(res.body.error.details).toEqual([{ field: 'body.paymentSources.mobileWallets[0].msisdn', reason: 'this mobile wallet is inactive' }]);
  });

  it('lets the merchant and admin read what the platform owes the merchant; anyone else gets 404', async () => {
    const [shop, other] = [await givenMerchant(), await givenMerchant()];
    const zero = await call('GET', '/v1/merchant/balance', { token: shop.token });
    expect(zero.status, zero.text).toBe(200);
    expect(zero.body.result).toEqual({ merchantReference: shop.reference, balances: [{ currency: 'ZAR', availableAmountInCents: 0, currentAmountInCents: 0 }] });

    const token = await payer();
    const res = await submitPay(token, { paymentSources: { cards: [card('4242424242424242', 1250)] }, paymentDestinations: { merchants: [{ amountInCents: 1250, currency: 'ZAR', merchantReference: shop.reference }] } });
    expect(res.status, res.text).toBe(200);
    expect((await statusUntil(token, res.body.result.paymentReference as string, (r) => r.isComplete)).status).toBe('Completed');

    const owed = { merchantReference: shop.reference, balances: [{ currency: 'ZAR', availableAmountInCents: 1250, currentAmountInCents: 1250 }] };
    expect((await call('GET', '/v1/merchant/balance', { token: shop.token })).body.result).toEqual(owed);
    expect((await call('GET', `/v1/merchant/admin/balance/${shop.reference}`, { apiKey: adminApiKey() })).body.result).toEqual(owed);
    // The other merchant sees its own; a payer's token is no merchant; an unknown merchant does not exist.
    expect((await call('GET', '/v1/merchant/balance', { token: other.token })).body.result.merchantReference).toBe(other.reference);
    const notMerchant = await call('GET', '/v1/merchant/balance', { token });
    expect(notMerchant.status).toBe(404);
    expect(notMerchant.body.error.details[0].field).toBe('header.authorization');
    expect((await call('GET', '/v1/merchant/admin/balance/00000000-0000-4000-8000-00000000abcd', { apiKey: adminApiKey() })).status).toBe(404);
    // Its own currency first even when another sorts before it (MER-21).
    await setItem(`LEDGER#MERCHANT#${shop.reference}`, 'BALANCE#USD', { availableAmountInCents: 1, currentAmountInCents: 2 });
    const both = { merchantReference: shop.reference, balances: [owed.balances[0], { currency: 'USD', availableAmountInCents: 1, currentAmountInCents: 2 }] };
    expect((await call('GET', '/v1/merchant/balance', { token: shop.token })).body.result).toEqual(both);
    expect((await call('GET', `/v1/merchant/admin/balance/${shop.reference}`, { apiKey: adminApiKey() })).body.result).toEqual(both);
    // Bad input names the field; no credentials, or the wrong kind, are refused before anything is read.
    const bad = await call('GET', '/v1/merchant/admin/balance/not-a-uuid', { apiKey: adminApiKey() });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('path.merchantReference');
    expect((await call('GET', '/v1/merchant/balance')).status).toBe(401);
    expect((await call('GET', `/v1/merchant/admin/balance/${shop.reference}`, { token: shop.token })).status).toBe(403);
  });
});

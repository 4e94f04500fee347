/**
 * Merchant payouts (docs/decisions/wallets.md, WAL-6) over real HTTP: what the platform owes a
 * merchant paid out to its settlement bank account as a payment through the same workflow — the
 * merchant's balance is a ledger-only source, the bank account a rail (the sandbox connector here);
 * a bank rail that declines the credit fails the payout and compensation restores the balance;
 * every bad request is refused before any money moves. The ledger holds after all of it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { accessToken, adminApiKey, call } from './harness.js';
import { expectLedgerHolds, type MovedPayment } from './ledger-fixtures.js';
import { card, givenMerchantWithBankAccount, payer, railOperation, statusUntil, storedPayment, submitPay } from './payment-fixtures.js';

const UNKNOWN = '00000000-0000-4000-8000-00000000beef';
const moved: MovedPayment[] = [];
const accounts: string[] = [];

/** A merchant with a settlement bank account (none when accountNumber is undefined), its token; its account is checked after the file. */
async function givenMerchantWithBank(accountNumber: string | undefined): ReturnType<typeof givenMerchantWithBankAccount> {
  const shop = await givenMerchantWithBankAccount(accountNumber);
  accounts.push(`MERCHANT#${shop.reference}`);
  return shop;
}

/** A card payment to the merchant, completed: its balance grows by the amount. */
async function paidBy(merchantReference: string, amountInCents: number): Promise<void> {
  const token = await payer();
  const res = await submitPay(token, { paymentSources: { cards: [card('4242424242424242', amountInCents)] }, paymentDestinations: { merchants: [{ amountInCents, currency: 'ZAR', merchantReference }] } });
  expect(res.status, res.text).toBe(200);
  const reference = res.body.result.paymentReference as string;
  expect((await statusUntil(token, reference, (r) => r.isComplete)).status).toBe('Completed');
  moved.push({ paymentReference: reference, currency: 'ZAR', netInCents: amountInCents });
}

const owed = async (token: string): Promise<number> => Number((await call('GET', '/v1/merchant/balance', { token })).body.result.balances[0].currentAmountInCents);

interface StoredLeg { transactionReference: string; status: string; leg: { rail: string } }

afterAll(async () => {
  await expectLedgerHolds(moved, accounts);
});

describe('merchant payouts', () => {
  it('pays part of the balance out to the settlement bank account through the bank rail; the merchant follows it at /v1/pay/status', async () => {
    const shop = await givenMerchantWithBank('1000123456');
    await paidBy(shop.reference, 5000);
    const res = await call('POST', '/v1/merchant/payout', { token: shop.token, body: { amountInCents: 3000, currency: 'ZAR' } });
    expect(res.status, res.text).toBe(200);
    const { paymentReference, statusUrl } = res.body.result as { paymentReference: string; statusUrl: string };
    expect(statusUrl).toBe(`/v1/pay/status/${paymentReference}`);
    const done = await statusUntil(shop.token, paymentReference, (r) => r.isComplete);
    expect(done).toMatchObject({ status: 'Completed', channel: 'Settlement' });
    expect(done.paymentSources.merchantBalance[0]).toMatchObject({ rail: 'merchant', status: 'Completed', amountInCents: 3000 });
    expect(done.paymentDestinations.bankAccounts[0]).toMatchObject({ rail: 'bankAccount', status: 'Completed', display: 'FNB_ZA ******3456' });
    moved.push({ paymentReference, currency: 'ZAR', netInCents: 3000 });
    expect(await owed(shop.token)).toBe(2000);

    // The bank rail holds the credit; the merchant's balance moved in the ledger alone.
    const stored = await storedPayment(paymentReference);
    const [source, destination] = [(stored?.['sources'] as StoredLeg[])[0]!, (stored?.['destinations'] as StoredLeg[])[0]!];
    expect(await railOperation(destination.transactionReference, 'CREDIT')).toMatchObject({ result: { outcome: 'succeeded' } });
    expect(await railOperation(source.transactionReference, 'DEBIT')).toBeUndefined();

    // Admin pays out for a named merchant, to a bank account named by reference; the rest of the balance.
    const admin = await call('POST', `/v1/merchant/admin/payout/${shop.reference}`, { apiKey: adminApiKey(), body: { amountInCents: 2000, currency: 'ZAR', bankAccountReference: shop.bankAccountReference } });
    expect(admin.status, admin.text).toBe(200);
    const adminRef = admin.body.result.paymentReference as string;
    expect((await statusUntil(shop.token, adminRef, (r) => r.isComplete)).status).toBe('Completed');
    moved.push({ paymentReference: adminRef, currency: 'ZAR', netInCents: 2000 });
    expect(await owed(shop.token)).toBe(0);
  });

  it('keeps a payout\'s Idempotency-Key apart from POST /v1/pay\'s: the same key replays the payout and makes a payment there (PAY-51)', async () => {
    const shop = await givenMerchantWithBank('1000123457');
    await paidBy(shop.reference, 5000);
    const key = randomUUID();
    const headers = { 'Idempotency-Key': key };
    const payout = await call('POST', '/v1/merchant/payout', { token: shop.token, headers, body: { amountInCents: 1000, currency: 'ZAR' } });
    expect(payout.status, payout.text).toBe(200);
    const payoutRef = payout.body.result.paymentReference as string;
    expect((await statusUntil(shop.token, payoutRef, (r) => r.isComplete)).status).toBe('Completed');
    moved.push({ paymentReference: payoutRef, currency: 'ZAR', netInCents: 1000 });
    const replayed = await call('POST', '/v1/merchant/payout', { token: shop.token, headers, body: { amountInCents: 1000, currency: 'ZAR' } });
    expect(replayed.body.result.paymentReference).toBe(payoutRef);

    // The same key on POST /v1/pay, by the same token: a payment of its own, not 422 "another body".
    const other = await givenMerchantWithBank(undefined);
    const pay = await call('POST', '/v1/pay', { token: shop.token, headers, body: { paymentSources: { cards: [card('4242424242424242', 700)] }, paymentDestinations: { merchants: [{ amountInCents: 700, currency: 'ZAR', merchantReference: other.reference }] } } });
    expect(pay.status, pay.text).toBe(200);
    expect(pay.body.result.paymentReference).not.toBe(payoutRef);
    const payRef = pay.body.result.paymentReference as string;
    expect((await statusUntil(shop.token, payRef, (r) => r.isComplete)).status).toBe('Completed');
    moved.push({ paymentReference: payRef, currency: 'ZAR', netInCents: 700 });
    expect(await owed(shop.token)).toBe(4000);
  });

  it('keeps a merchant token\'s payouts to the settlement account an administrator named, whatever the token changes in the profile (WAL-10)', async () => {
    const shop = await givenMerchantWithBank('1000123456');
    await paidBy(shop.reference, 1000);
    const profile = (bankAccounts: unknown[]) => call('PUT', '/v1/merchant', { token: shop.token, body: { name: `Shop ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR', bankAccounts } });
    const settlement = { reference: shop.bankAccountReference, accountNumber: '1000123456', bank: 'FNB_ZA', currency: 'ZAR' };
    type Account = { reference: string; accountNumber: string; isSettlementAccount: boolean };

    // The token adds an account of its own choosing and names it: refused, nothing moves.
    const added = await profile([settlement, { accountNumber: '1000777777', bank: 'FNB_ZA', currency: 'ZAR' }]);
    expect(added.status, added.text).toBe(200);
    const own = (added.body.result.bankAccounts as Account[]).find((a) => a.accountNumber === '1000777777')!;
    expect(own.isSettlementAccount).toBe(false);
    const toOwn = await call('POST', '/v1/merchant/payout', { token: shop.token, body: { amountInCents: 100, currency: 'ZAR', bankAccountReference: own.reference } });
    expect(toOwn.status, toOwn.text).toBe(403);
    expect(toOwn.body.error.details).toEqual([{ field: 'body.bankAccountReference', reason: 'not the settlement account: only an administrator pays out to another account' }]);

    // The token re-points the settlement account to another number: it is the settlement account no more.
    const repointed = await profile([{ ...settlement, accountNumber: '1000888888' }]);
    expect(repointed.status, repointed.text).toBe(200);
    expect(repointed.body.result.bankAccounts).toEqual([expect.objectContaining({ reference: shop.bankAccountReference, accountNumber: '1000888888', isSettlementAccount: false })]);
    const toRepointed = await call('POST', '/v1/merchant/payout', { token: shop.token, body: { amountInCents: 100, currency: 'ZAR' } });
    expect(toRepointed.status, toRepointed.text).toBe(422);
    expect(toRepointed.body.error.details).toEqual([{ field: 'body.bankAccountReference', reason: 'required: the merchant has no settlement bank account' }]);
    expect(await owed(shop.token)).toBe(1000);

    // An administrator may pay out to any of the merchant's accounts, and names the settlement account again.
    const admin = await call('POST', `/v1/merchant/admin/payout/${shop.reference}`, { apiKey: adminApiKey(), body: { amountInCents: 400, currency: 'ZAR', bankAccountReference: shop.bankAccountReference } });
    expect(admin.status, admin.text).toBe(200);
    expect((await statusUntil(shop.token, admin.body.result.paymentReference as string, (r) => r.isComplete)).status).toBe('Completed');
    moved.push({ paymentReference: admin.body.result.paymentReference as string, currency: 'ZAR', netInCents: 400 });
    const renamed = await call('PUT', '/v1/merchant/admin', { apiKey: adminApiKey(), body: { reference: shop.reference, name: 'Renamed', categoryCode: 5411, currency: 'ZAR', settlementBankAccount: { accountNumber: '1000888888', bank: 'FNB_ZA', currency: 'ZAR', accountName: 'Settlement' } } });
    expect(renamed.status, renamed.text).toBe(200);
    const mine = await call('POST', '/v1/merchant/payout', { token: shop.token, body: { amountInCents: 600, currency: 'ZAR' } });
    expect(mine.status, mine.text).toBe(200);
    expect((await statusUntil(shop.token, mine.body.result.paymentReference as string, (r) => r.isComplete)).paymentDestinations.bankAccounts[0].display).toBe('FNB_ZA ******8888');
    moved.push({ paymentReference: mine.body.result.paymentReference as string, currency: 'ZAR', netInCents: 600 });
    expect(await owed(shop.token)).toBe(0);
  });

  it('fails a payout the bank rail declines and restores the merchant\'s balance (compensation)', async () => {
    // Account number ending 000509: the sandbox bank rail declines credits.
    const shop = await givenMerchantWithBank('1000000509');
    await paidBy(shop.reference, 2000);
    const res = await call('POST', '/v1/merchant/payout', { token: shop.token, body: { amountInCents: 1500, currency: 'ZAR' } });
    expect(res.status, res.text).toBe(200);
    const paymentReference = res.body.result.paymentReference as string;
    const done = await statusUntil(shop.token, paymentReference, (r) => r.isComplete);
    expect(done.status).toBe('Failed');
    expect(done.paymentSources.merchantBalance[0].status).toBe('Reversed');
    expect(done.paymentDestinations.bankAccounts[0]).toMatchObject({ status: 'Failed', declineCode: 'generic_decline' });
    moved.push({ paymentReference, currency: 'ZAR', netInCents: 0 });
    expect(await owed(shop.token)).toBe(2000);
  });

  it('refuses, before any money moves: more than the balance (422 INSUFFICIENT_FUNDS), an unknown or missing bank account, a token that is no merchant, bad input', async () => {
    const shop = await givenMerchantWithBank('1000654321');
    await paidBy(shop.reference, 1000);
    const payout = (body: unknown, token = shop.token) => call('POST', '/v1/merchant/payout', { token, body });

    const beyond = await payout({ amountInCents: 1001, currency: 'ZAR' });
    expect(beyond.status, beyond.text).toBe(422);
    expect(beyond.body.error.code).toBe('INSUFFICIENT_FUNDS');
    expect(beyond.body.error.details).toEqual([{ field: 'body.amountInCents', reason: 'insufficient_funds: the merchant\'s ZAR balance is 1000' }]);
    const otherCurrency = await payout({ amountInCents: 100, currency: 'USD' });
    expect(otherCurrency.status, otherCurrency.text).toBe(422);
    expect(otherCurrency.body.error.details[0].field).toBe('body.currency');
    const unknownAccount = await payout({ amountInCents: 100, currency: 'ZAR', bankAccountReference: UNKNOWN });
    expect(unknownAccount.status, unknownAccount.text).toBe(404);
    expect(unknownAccount.body.error.details).toEqual([{ field: 'body.bankAccountReference', reason: 'not found' }]);

    const noBank = await givenMerchantWithBank(undefined);
    await paidBy(noBank.reference, 500);
    const missing = await payout({ amountInCents: 100, currency: 'ZAR' }, noBank.token);
    expect(missing.status, missing.text).toBe(422);
    expect(missing.body.error.details[0].field).toBe('body.bankAccountReference');

    const notMerchant = await payout({ amountInCents: 100, currency: 'ZAR' }, await payer());
    expect(notMerchant.status, notMerchant.text).toBe(404);
    expect(notMerchant.body.error.details[0].field).toBe('header.authorization');
    const bad = await payout({ amountInCents: 0, currency: 'ZAR', extra: true });
    expect(bad.status).toBe(400);
    expect((bad.body.error.details as { field: string }[]).map((d) => d.field).sort()).toEqual(['body.amountInCents', 'body.extra']);
    expect((await call('POST', `/v1/merchant/admin/payout/${UNKNOWN}`, { apiKey: adminApiKey(), body: { amountInCents: 100, currency: 'ZAR' } })).status).toBe(404);
    expect((await call('POST', `/v1/merchant/admin/payout/${shop.reference}`, { token: shop.token, body: { amountInCents: 100, currency: 'ZAR' } })).status).toBe(403);
    // Nothing moved: the balances are as the card payments left them.
    expect(await owed(shop.token)).toBe(1000);
    expect(await owed(noBank.token)).toBe(500);
  });

  it('holds a payout to the token\'s claims as POST /v1/pay is held: AllowedCurrencies and both amount caps (403), nothing moved', async () => {
    const shop = await givenMerchantWithBank('1000654322');
    await paidBy(shop.reference, 1000);
    const limited = (claims: Record<string, string>) => accessToken({ UserReference: randomUUID(), MerchantReference: shop.reference, ...claims });
    const payout = async (claims: Record<string, string>) => call('POST', '/v1/merchant/payout', { token: await limited(claims), body: { amountInCents: 500, currency: 'ZAR' } });

    const currency = await payout({ AllowedCurrencies: 'USD' });
    expect(currency.status, currency.text).toBe(403);
    expect(currency.body.error.details).toEqual([{ field: 'body.currency', reason: 'the token does not allow currency ZAR (AllowedCurrencies: USD)' }]);
    for (const cap of ['MaxTotalSourceAmountInCents', 'MaxTotalDestinationAmountInCents']) {
      const capped = await payout({ [cap]: '499' });
      expect(capped.status, capped.text).toBe(403);
      expect(capped.body.error.details).toEqual([{ field: 'body.amountInCents', reason: `the ZAR total of 500 cents exceeds the token's ${cap} of 499` }]);
    }
    expect(await owed(shop.token)).toBe(1000);
    // Within its claims the same token pays out.
    const allowed = await payout({ AllowedCurrencies: 'ZAR,USD', MaxTotalSourceAmountInCents: '500' });
    expect(allowed.status, allowed.text).toBe(200);
    const done = await statusUntil(shop.token, allowed.body.result.paymentReference as string, (r) => r.isComplete);
    expect(done.status).toBe('Completed');
    moved.push({ paymentReference: allowed.body.result.paymentReference as string, currency: 'ZAR', netInCents: 500 });
    expect(await owed(shop.token)).toBe(500);
  });
});

/**
 * A consumer's own bank account in payments: money paid into it and out of it moves its ledger
 * balance (GET .../balance reads the ledger), a payment beyond its balance is declined and
 * compensated, and its limits count what it already spent in the period from its ledger entries.
 */
import { describe, expect, it } from 'vitest';
import { call } from './harness.js';
import { givenConsumer } from './consumer-fixtures.js';
import { partitionItems } from './identity-fixtures.js';
import { card, givenMerchant, statusUntil, storedPayment } from './payment-fixtures.js';

const ACCOUNT = { accountNumber: '6200001234', bank: 'FNB_ZA' };

describe('a consumer\'s own bank account in payments', () => {
  it('is topped up and spent through the ledger, declines beyond its balance, and counts its limits from the ledger', async () => {
    const consumer = await givenConsumer();
    const bankAccount = (consumer.profile['accounts'] as { bankAccounts: { reference: string }[] }).bankAccounts[0]!.reference;
    const balance = async () => (await call('GET', `/v1/consumer/account/bank-account/${bankAccount}/balance`, { token: consumer.token })).body.result;
    const pay = async (body: unknown) => {
      const res = await call('POST', '/v1/pay', { token: consumer.token, body });
      expect(res.status, res.text).toBe(200);
      return statusUntil(consumer.token, res.body.result.paymentReference as string, (r) => r.isComplete);
    };
    const shop = await givenMerchant();
    const fromAccount = (amountInCents: number) => ({
      paymentSources: { bankAccounts: [{ ...ACCOUNT, amountInCents, currency: 'ZAR' }] },
      paymentDestinations: { merchants: [{ merchantReference: shop.reference, amountInCents, currency: 'ZAR' }] },
    });

    const topUp = await pay({
      paymentSources: { cards: [card('4242424242424242', 5000)] },
      paymentDestinations: { bankAccounts: [{ ...ACCOUNT, amountInCents: 5000, currency: 'ZAR' }] },
    });
    expect(topUp.status).toBe('Completed');
    expect(await balance()).toEqual({ currency: 'ZAR', availableAmountInCents: 5000, currentAmountInCents: 5000 });

    expect((await pay(fromAccount(3000))).status).toBe('Completed');
    expect(await balance()).toMatchObject({ currentAmountInCents: 2000 });

    const tooMuch = await pay(fromAccount(2500));
    expect(tooMuch.status).toBe('Failed');
    const stored = await storedPayment(tooMuch.paymentReference as string);
    expect((stored?.['sources'] as { status: string; declineCode?: string }[])[0]).toMatchObject({ status: 'Failed', declineCode: 'insufficient_funds' });
    expect(await balance()).toMatchObject({ currentAmountInCents: 2000 });

    // 3,000 already spent today on purchases: a daily limit of 4,000 leaves 1,000.
    const limit = await call('POST', `/v1/consumer/account/bank-account/${bankAccount}/limit`, {
      token: consumer.token, body: { transactionLimitType: 'Purchase', resetPeriod: 'Daily', newLimitAmountInCents: 4000 },
    });
    expect(limit.status, limit.text).toBe(200);
    const over = await call('POST', '/v1/pay', { token: consumer.token, body: fromAccount(1500) });
    expect(over.status).toBe(422);
    expect(over.body.error.details[0].field).toBe('body.paymentSources.bankAccounts[0].amountInCents');
    expect((await pay(fromAccount(1000))).status).toBe('Completed');
    expect(await balance()).toMatchObject({ currentAmountInCents: 1000 });
  });

  it('knows its own account however its number is written: lower case is the same IBAN, so it cannot pass as someone else\'s; and an account is registered once (PAY-31)', async () => {
    const iban = { accountNumber: 'GB29 NWBK 6016 1331 9268 19', bank: 'FNB_ZA', accountName: 'Savings', currency: 'ZAR' };
    const consumer = await givenConsumer({ accounts: { bankAccounts: [{ ...iban, isActive: false }] } });
    const shop = await givenMerchant();
    const payFrom = (accountNumber: string) => call('POST', '/v1/pay', {
      token: consumer.token,
      body: {
        paymentSources: { bankAccounts: [{ accountNumber, bank: iban.bank, amountInCents: 700, currency: 'ZAR' }] },
        paymentDestinations: { merchants: [{ merchantReference: shop.reference, amountInCents: 700, currency: 'ZAR' }] },
      },
    });
    for (const written of ['GB29NWBK60161331926819', 'gb29 nwbk 6016 1331 9268 19', 'Gb29-Nwbk-6016-1331-9268-19']) {
      const res = await payFrom(written);
      expect(res.status, `${written}: ${res.text}`).toBe(422);
      expect(res.body.error.details).toEqual([{ field: 'body.paymentSources.bankAccounts[0].accountNumber', reason: 'this bank account is inactive' }]);
    }
    const stored = (consumer.profile['accounts'] as { bankAccounts: { reference: string }[] }).bankAccounts[0]!.reference;
    const twin = await call('PUT', '/v1/consumer', { token: consumer.token, body: { reference: consumer.reference, accounts: { bankAccounts: [{ ...iban, accountNumber: 'gb29nwbk60161331926819' }] } } });
    expect(twin.status, twin.text).toBe(400);
    expect(twin.body.error.details).toEqual([{ field: 'body.accounts.bankAccounts[0].accountNumber', reason: `is already registered at this bank (account ${stored}); update that account instead` }]);
  });

  it('moves an own account only in its own currency: another is 422 naming the leg\'s currency, either side, and nothing reaches the ledger (PAY-36)', async () => {
    const consumer = await givenConsumer();
    const bankAccount = (consumer.profile['accounts'] as { bankAccounts: { reference: string }[] }).bankAccounts[0]!.reference;
    const shop = await givenMerchant();
    const topUp = await call('POST', '/v1/pay', { token: consumer.token, body: {
      paymentSources: { cards: [{ ...card('4242424242424242', 5000), currency: 'USD' }] },
      paymentDestinations: { bankAccounts: [{ ...ACCOUNT, amountInCents: 5000, currency: 'USD' }] },
    } });
    expect(topUp.status, topUp.text).toBe(422);
    expect(topUp.body.error.details).toEqual([{ field: 'body.paymentDestinations.bankAccounts[0].currency', reason: 'must be ZAR, the currency of your bank account' }]);
    const spend = await call('POST', '/v1/pay', { token: consumer.token, body: {
      paymentSources: { bankAccounts: [{ ...ACCOUNT, amountInCents: 4000, currency: 'USD' }] },
      paymentDestinations: { merchants: [{ merchantReference: shop.reference, amountInCents: 4000, currency: 'USD' }] },
    } });
    expect(spend.status, spend.text).toBe(422);
    expect(spend.body.error.details).toEqual([{ field: 'body.paymentSources.bankAccounts[0].currency', reason: 'must be ZAR, the currency of your bank account' }]);
    expect(await partitionItems(`LEDGER#BANKACCOUNT#${bankAccount}`)).toEqual([]);
    // Someone else's account in USD is not the consumer's to hold to ZAR.
    const elsewhere = await call('POST', '/v1/pay', { token: consumer.token, body: {
      paymentSources: { cards: [{ ...card('4242424242424242', 5000), currency: 'USD' }] },
      paymentDestinations: { bankAccounts: [{ accountNumber: '6200009999', bank: 'FNB_ZA', amountInCents: 5000, currency: 'USD' }] },
    } });
    expect(elsewhere.status, elsewhere.text).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessToken, adminApiKey, call } from './harness.js';
import { givenConsumer, vaultCard, type GivenConsumer } from './consumer-fixtures.js';
import { partitionItems, setItem, tableItem } from './identity-fixtures.js';
import { card, givenMerchant } from './payment-fixtures.js';

const fields = (res: { body: { error?: { details?: { field: string }[] } } }) => (res.body.error?.details ?? []).map((d) => d.field);

let a: GivenConsumer;
let b: GivenConsumer;
let bankA: string;
let debitsA: string[];
let cardA: string;

beforeAll(async () => {
  [a, b] = await Promise.all([givenConsumer(), givenConsumer()]);
  bankA = a.profile.accounts.bankAccounts[0].reference;
  debitsA = a.profile.accounts.bankAccounts[0].debitOrders.map((d: { reference: string }) => d.reference);
  cardA = a.profile.accounts.cards[0].reference;
});

const item = (sk: string) => tableItem(`CONSUMER#${a.reference}`, sk);

describe('GET /v1/consumer/account/bank-account/{bankAccountReference}/balance', () => {
  const balance = (token: string, ref: string) => call('GET', `/v1/consumer/account/bank-account/${ref}/balance`, { token });

  it('reads zeros from an empty ledger, then what the ledger holds', async () => {
    const empty = await balance(a.token, bankA);
    expect(empty.status).toBe(200);
    expect(empty.body.result).toEqual({ currency: 'ZAR', availableAmountInCents: 0, currentAmountInCents: 0 });
    await setItem(`LEDGER#BANKACCOUNT#${bankA}`, 'BALANCE#ZAR', { availableAmountInCents: 12_000, currentAmountInCents: 15_000 });
    expect((await balance(a.token, bankA)).body.result).toEqual({ currency: 'ZAR', availableAmountInCents: 12_000, currentAmountInCents: 15_000 });
  });

  it('answers another consumer\'s account, an unknown one and a token without a consumer with 404', async () => {
    for (const res of [await balance(b.token, bankA), await balance(a.token, randomUUID()), await balance(await accessToken(), bankA)]) {
      expect(res.status).toBe(404);
      expect(fields(res)).toEqual(['path.bankAccountReference']);
    }
    expect(fields(await balance(a.token, 'nope'))).toEqual(['path.bankAccountReference']);
  });
});

describe('bank account limits', () => {
  const setLimit = (token: string, ref: string, body: unknown) => call('POST', `/v1/consumer/account/bank-account/${ref}/limit`, { token, body });
  const limits = (token: string, ref: string) => call('GET', `/v1/consumer/account/bank-account/${ref}/limit`, { token });

  it('sets one limit per type and period, lists them, and removes one given no amount', async () => {
    expect((await limits(a.token, bankA)).body.result).toEqual([]);
    expect((await setLimit(a.token, bankA, { transactionLimitType: 'Transfer', resetPeriod: 'Daily', newLimitAmountInCents: 500_000 })).status).toBe(200);
    expect((await setLimit(a.token, bankA, { transactionLimitType: 'Transfer', resetPeriod: 'Daily', newLimitAmountInCents: 300_000 })).status).toBe(200);
    expect((await setLimit(a.token, bankA, { transactionLimitType: 'CashWithdrawal', resetPeriod: 'Monthly', newLimitAmountInCents: 100_000 })).status).toBe(200);
    const listed = await limits(a.token, bankA);
    expect(listed.body.result).toEqual(expect.arrayContaining([
      { transactionLimitType: 'Transfer', resetPeriod: 'Daily', limitAmountInCents: 300_000, currency: 'ZAR' },
      { transactionLimitType: 'CashWithdrawal', resetPeriod: 'Monthly', limitAmountInCents: 100_000, currency: 'ZAR' },
    ]));
    expect(listed.body.result).toHaveLength(2);
    expect((await setLimit(a.token, bankA, { transactionLimitType: 'CashWithdrawal', resetPeriod: 'Monthly' })).status).toBe(200);
    expect((await limits(a.token, bankA)).body.result).toHaveLength(1);
  });

  it('refuses bad input naming the field', async () => {
    const bad = await setLimit(a.token, bankA, { transactionLimitType: 'Teleport', resetPeriod: 'Hourly', newLimitAmountInCents: -5 });
    expect(bad.status).toBe(400);
    expect(fields(bad).sort()).toEqual(['body.newLimitAmountInCents', 'body.resetPeriod', 'body.transactionLimitType']);
    const unknownType = await setLimit(a.token, bankA, { transactionLimitType: 'Unknown', resetPeriod: 'Daily', newLimitAmountInCents: 5 });
    expect(fields(unknownType)).toEqual(['body.transactionLimitType']);
  });

  it('refuses a limit of a type no payment is of, naming the type and the enforced ones; one stored before is neither listed nor held (CON-21)', async () => {
    const c = await givenConsumer();
    const bank = c.profile.accounts.bankAccounts[0].reference as string;
    const shop = await givenMerchant();
    const ACCOUNT = { accountNumber: '6200001234', bank: 'FNB_ZA' };
    for (const type of ['Airtime', 'CardNotPresent', 'CardPresent', 'DebitOrder', 'InternationalTransfer', 'OnlinePurchase', 'Deposit', 'Refund']) {
      for (const body of [{ newLimitAmountInCents: 100 }, {}]) {
        const res = await setLimit(c.token, bank, { transactionLimitType: type, resetPeriod: 'PerTransaction', ...body });
        expect(res.status, type).toBe(400);
        expect(res.body.error.details).toEqual([{
          field: 'body.transactionLimitType', reason: `no payment is of type ${type}, so its limit would never apply: a limit applies to CashWithdrawal, Transfer, Purchase, BillPayment`,
        }]);
      }
      expect(await tableItem(`CONSUMER#${c.reference}`, `LIMIT#${bank}#${type}#PerTransaction`), type).toBeUndefined();
    }
    // One stored before this rule: not listed (it was never held), and a purchase over it goes through as it always did.
    await setItem(`CONSUMER#${c.reference}`, `LIMIT#${bank}#OnlinePurchase#PerTransaction`, {
      entity: 'Limit', consumerReference: c.reference, bankAccountReference: bank, transactionLimitType: 'OnlinePurchase', resetPeriod: 'PerTransaction',
      limitAmountInCents: 100, currency: 'ZAR', updatedAt: new Date().toISOString(),
    });
    expect((await limits(c.token, bank)).body.result).toEqual([]);
    const topUp = await call('POST', '/v1/pay', { token: c.token, body: { paymentSources: { cards: [card('4242424242424242', 5000)] }, paymentDestinations: { bankAccounts: [{ ...ACCOUNT, amountInCents: 5000, currency: 'ZAR' }] } } });
    expect(topUp.status, topUp.text).toBe(200);
    const buy = await call('POST', '/v1/pay', { token: c.token, body: { paymentSources: { bankAccounts: [{ ...ACCOUNT, amountInCents: 3000, currency: 'ZAR' }] }, paymentDestinations: { merchants: [{ merchantReference: shop.reference, amountInCents: 3000, currency: 'ZAR' }] } } });
    expect(buy.status, buy.text).toBe(200);
  });

  it('sets a limit of zero, which refuses every payment of its type with the reason (CON-22)', async () => {
    const c = await givenConsumer();
    const bank = c.profile.accounts.bankAccounts[0].reference as string;
    const shop = await givenMerchant();
    for (const resetPeriod of ['PerTransaction', 'Daily']) {
      const zero = await setLimit(c.token, bank, { transactionLimitType: 'Purchase', resetPeriod, newLimitAmountInCents: 0 });
      expect(zero.status, zero.text).toBe(200);
    }
    const listed = await limits(c.token, bank);
    expect(listed.body.result).toEqual(expect.arrayContaining([{ transactionLimitType: 'Purchase', resetPeriod: 'Daily', limitAmountInCents: 0, currency: 'ZAR' }]));
    // The list's zero goes back unchanged (CON-16).
    for (const limit of listed.body.result) expect((await setLimit(c.token, bank, limit)).status).toBe(200);
    expect((await setLimit(c.token, bank, { transactionLimitType: 'Purchase', resetPeriod: 'PerTransaction', newLimitAmountInCents: 0.5 })).status).toBe(400);
    const buy = await call('POST', '/v1/pay', { token: c.token, body: {
      paymentSources: { bankAccounts: [{ accountNumber: '6200001234', bank: 'FNB_ZA', amountInCents: 1, currency: 'ZAR' }] },
      paymentDestinations: { merchants: [{ merchantReference: shop.reference, amountInCents: 1, currency: 'ZAR' }] },
    } });
    expect(buy.status).toBe(422);
    expect(buy.body.error.details).toEqual([{ field: 'body.paymentSources.bankAccounts[0].amountInCents', reason: 'this account\'s Purchase limit is 0: it allows no Purchase' }]);
  });

  it('keeps another consumer out (404) and writes nothing for it', async () => {
    const set = await setLimit(b.token, bankA, { transactionLimitType: 'Purchase', resetPeriod: 'Weekly', newLimitAmountInCents: 1 });
    expect(set.status).toBe(404);
    expect((await limits(b.token, bankA)).status).toBe(404);
    expect(await item(`LIMIT#${bankA}#Purchase#Weekly`)).toBeUndefined();
    expect((await limits(a.token, randomUUID())).status).toBe(404);
  });
});

describe('POST /v1/consumer/account/card/stop', () => {
  const stop = (token: string, body: unknown) => call('POST', '/v1/consumer/account/card/stop', { token, body });

  it('keeps another consumer and unknown cards out (404)', async () => {
    for (const res of [await stop(b.token, { cardReference: cardA }), await stop(a.token, { cardReference: randomUUID() })]) {
      expect(res.status).toBe(404);
      expect(fields(res)).toEqual(['body.cardReference']);
    }
    expect((await item(`ACCOUNT#CARD#${cardA}`))?.['status']).toBe('Active');
    expect(fields(await stop(a.token, { cardReference: 'x', reason: 'y'.repeat(600) })).sort()).toEqual(['body.cardReference', 'body.reason']);
  });

  it('stops the caller\'s card with its reason; stopping again is harmless and keeps the first reason', async () => {
    expect((await stop(a.token, { cardReference: cardA, reason: 'Lost' })).status).toBe(200);
    expect(await item(`ACCOUNT#CARD#${cardA}`)).toMatchObject({ status: 'Stopped', stoppedReason: 'Lost' });
    expect((await stop(a.token, { cardReference: cardA, reason: 'Again' })).status).toBe(200);
    expect((await item(`ACCOUNT#CARD#${cardA}`))?.['stoppedReason']).toBe('Lost');
    const profile = await call('PUT', '/v1/consumer', { token: a.token, body: { reference: a.reference } });
    expect(profile.body.result.accounts.cards[0]).toMatchObject({ status: 'Stopped', stoppedReason: 'Lost' });
  });

  it('keeps a stopped card stopped: it cannot be added again, and a twin stored beside it does not pay (CON-24)', async () => {
    const c = await givenConsumer({ accounts: { cards: [{ ...vaultCard('4242'), bin: '424242' }] } });
    const stopped = c.profile.accounts.cards[0].reference as string;
    expect((await stop(c.token, { cardReference: stopped })).status).toBe(200);
    const again = await call('PUT', '/v1/consumer', { token: c.token, body: { reference: c.reference, accounts: { cards: [{ ...vaultCard('4242'), bin: '42424211' }] } } });
    expect(again.status).toBe(400);
    expect(again.body.error.details).toEqual([{ field: 'body.accounts.cards[0].lastFour', reason: `is already registered with this BIN (card ${stopped}); update that card instead` }]);
    // Two new records of one card in one body: the second is refused too; nothing is written.
    const twice = await call('PUT', '/v1/consumer/admin', { apiKey: adminApiKey(), body: { reference: c.reference, accounts: { cards: [vaultCard('9999'), vaultCard('9999')] } } });
    expect(twice.status).toBe(400);
    expect(fields(twice)).toEqual(['body.accounts.cards[1].lastFour']);
    const cards = (await partitionItems(`CONSUMER#${c.reference}`)).filter((i) => String(i['SK']).startsWith('ACCOUNT#CARD#'));
    expect(cards.map((i) => i['status'])).toEqual(['Stopped']);

    // A twin registered before this rule, active and read first: the stop still holds at POST /v1/pay.
    const { PK: _pk, SK: _sk, stoppedAt: _at, ...stored } = cards[0] ?? {};
    const twin = '00000000-0000-4000-8000-000000000000';
    await setItem(`CONSUMER#${c.reference}`, `ACCOUNT#CARD#${twin}`, { ...stored, reference: twin, status: 'Active' });
    const shop = await givenMerchant();
    const pay = await call('POST', '/v1/pay', { token: c.token, body: {
      paymentSources: { cards: [card('4242424242424242', 700)] },
      paymentDestinations: { merchants: [{ merchantReference: shop.reference, amountInCents: 700, currency: 'ZAR' }] },
    } });
    expect(pay.status).toBe(422);
    expect(pay.body.error.details).toEqual([{ field: 'body.paymentSources.cards[0].cardNumber', reason: 'this card is stopped' }]);
  });
});

describe('debit orders: dispute and stop', () => {
  const act = (action: 'dispute' | 'stop', token: string, refs: unknown) => call('POST', `/v1/consumer/account/debit-order/${action}`, { token, body: { debitOrderReferences: refs } });
  const statusOf = async (ref: string) => (await item(`ACCOUNT#DEBIT#${ref}`))?.['status'];

  it('changes nothing when any reference is not the caller\'s (404 naming it)', async () => {
    const bDebit = b.profile.accounts.bankAccounts[0].debitOrders[0].reference as string;
    const mixed = await act('stop', a.token, [debitsA[0], bDebit]);
    expect(mixed.status).toBe(404);
    expect(fields(mixed)).toEqual(['body.debitOrderReferences[1]']);
    expect(await statusOf(debitsA[0] ?? '')).toBe('Active');
    const other = await act('dispute', b.token, [debitsA[0]]);
    expect(other.status).toBe(404);
    expect(await statusOf(debitsA[0] ?? '')).toBe('Active');
    expect(fields(await act('dispute', a.token, []))).toEqual(['body.debitOrderReferences']);
    expect((await act('dispute', a.token, ['not-a-reference'])).status).toBe(404);
  });

  it('disputes, then stops, every named mandate together', async () => {
    expect((await act('dispute', a.token, [debitsA[0]])).status).toBe(200);
    expect(await statusOf(debitsA[0] ?? '')).toBe('Disputed');
    expect((await act('stop', a.token, debitsA)).status).toBe(200);
    for (const ref of debitsA) expect(await statusOf(ref)).toBe('Stopped');
    expect(await item(`ACCOUNT#DEBIT#${debitsA[0]}`)).toMatchObject({ disputedAt: expect.any(String), stoppedAt: expect.any(String) });
    // Repeating either leaves a stopped mandate stopped.
    expect((await act('dispute', a.token, debitsA)).status).toBe(200);
    expect(await statusOf(debitsA[1] ?? '')).toBe('Stopped');
  });

  it('writes only the mandates whose status changes: a stopped one disputed keeps no dispute that never happened (CON-23)', async () => {
    const c = await givenConsumer();
    const [first, second] = c.profile.accounts.bankAccounts[0].debitOrders.map((d: { reference: string }) => d.reference) as string[];
    const mandate = (ref: string | undefined) => tableItem(`CONSUMER#${c.reference}`, `ACCOUNT#DEBIT#${ref}`);
    expect((await act('stop', c.token, [first])).status).toBe(200);
    const stopped = await mandate(first);
    // Nothing changes: 200, nothing written.
    expect((await act('dispute', c.token, [first])).status).toBe(200);
    expect((await act('stop', c.token, [first])).status).toBe(200);
    expect(await mandate(first)).toEqual(stopped);
    expect(stopped?.['disputedAt']).toBeUndefined();
    // One changes, one does not: only the first is written.
    expect((await act('dispute', c.token, [first, second])).status).toBe(200);
    expect(await mandate(first)).toEqual(stopped);
    expect(await mandate(second)).toMatchObject({ status: 'Disputed', disputedAt: expect.any(String) });
  });
});

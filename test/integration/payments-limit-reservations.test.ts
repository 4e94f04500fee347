/**
 * A consumer's own bank account's limits hold at insert (PAY-32): each payment reserves what it will
 * debit in the period's counter in its insert transaction, so payments the ledger has not yet seen
 * count; a payment that ends unpaid gives its reservation back; a mixed payment is held to the
 * limits of every type it contains (PAY-3).
 */
import { describe, expect, it } from 'vitest';
import { call } from './harness.js';
import { givenConsumer, type GivenConsumer } from './consumer-fixtures.js';
import { answerSource, card, givenMerchant, statusUntil, submitPay } from './payment-fixtures.js';

const ACCOUNT = { accountNumber: '6200001234', bank: 'FNB_ZA' };
const LEG = 'body.paymentSources.bankAccounts[0].amountInCents';

interface Payer {
  consumer: GivenConsumer;
  balance: () => Promise<number>;
  setLimit: (transactionLimitType: string, resetPeriod: string, newLimitAmountInCents: number) => Promise<void>;
  /** Removes the limit (no amount) and checks it is no longer listed. */
  removeLimit: (transactionLimitType: string, resetPeriod: string) => Promise<void>;
  /** A body paying `amountInCents` from the own account to a merchant. */
  purchase: (amountInCents: number) => Record<string, unknown>;
  merchantReference: string;
}

/** A consumer whose own bank account holds `balanceInCents` (topped up by card), and a shop to pay. */
async function givenPayer(balanceInCents: number): Promise<Payer> {
  const consumer = await givenConsumer();
  const bankAccount = (consumer.profile['accounts'] as { bankAccounts: { reference: string }[] }).bankAccounts[0]!.reference;
  const shop = await givenMerchant();
  const topUp = await submitPay(consumer.token, {
    paymentSources: { cards: [card('4242424242424242', balanceInCents)] },
    paymentDestinations: { bankAccounts: [{ ...ACCOUNT, amountInCents: balanceInCents, currency: 'ZAR' }] },
  });
  expect(topUp.status, topUp.text).toBe(200);
  expect((await statusUntil(consumer.token, topUp.body.result.paymentReference as string, (r) => r.isComplete)).status).toBe('Completed');
  return {
    consumer,
    merchantReference: shop.reference,
    balance: async () => Number((await call('GET', `/v1/consumer/account/bank-account/${bankAccount}/balance`, { token: consumer.token })).body.result.currentAmountInCents),
    setLimit: async (transactionLimitType, resetPeriod, newLimitAmountInCents) => {
      const res = await call('POST', `/v1/consumer/account/bank-account/${bankAccount}/limit`, { token: consumer.token, body: { transactionLimitType, resetPeriod, newLimitAmountInCents } });
      expect(res.status, res.text).toBe(200);
    },
    removeLimit: async (transactionLimitType, resetPeriod) => {
      const res = await call('POST', `/v1/consumer/account/bank-account/${bankAccount}/limit`, { token: consumer.token, body: { transactionLimitType, resetPeriod } });
      expect(res.status, res.text).toBe(200);
      const listed = await call('GET', `/v1/consumer/account/bank-account/${bankAccount}/limit`, { token: consumer.token });
      expect(listed.body.result).not.toContainEqual(expect.objectContaining({ transactionLimitType, resetPeriod }));
    },
    purchase: (amountInCents) => ({
      paymentSources: { bankAccounts: [{ ...ACCOUNT, amountInCents, currency: 'ZAR' }] },
      paymentDestinations: { merchants: [{ merchantReference: shop.reference, amountInCents, currency: 'ZAR' }] },
    }),
  };
}

/** 100 from a card that waits for its PIN, then `amountInCents` from the own account, to the shop. */
const waitingForPin = (payer: Payer, amountInCents: number) => ({
  paymentSources: { cards: [card('4990000000000202', 100)], bankAccounts: [{ ...ACCOUNT, amountInCents, currency: 'ZAR' }] },
  paymentDestinations: { merchants: [{ merchantReference: payer.merchantReference, amountInCents: amountInCents + 100, currency: 'ZAR' }] },
});

/** Answers the payment's PIN once it waits for it: the right one (202) or a wrong one (422, the payment fails). */
async function answerPin(payer: Payer, paymentReference: string, pin: string): Promise<void> {
  const waiting = await statusUntil(payer.consumer.token, paymentReference, (r) => r.awaiting?.kind === 'pin');
  // answerSource retries the 409 "not ready yet" of the moment before the workflow stores its task token.
  const answer = await answerSource(payer.consumer.token, 'pin', waiting.awaiting.transactionReference as string, { pin });
  expect(answer.status, answer.text).toBe(pin === '1234' ? 202 : 422);
}

const ended = (payer: Payer, paymentReference: string) => statusUntil(payer.consumer.token, paymentReference, (r) => r.isComplete);
const overDaily = (limit: number, left: number) => [{ field: LEG, reason: `exceeds the Purchase limit of ${limit} ZAR cents (daily, ${left} cents left)` }];

describe('a consumer\'s own bank account\'s limits, reserved at insert (PAY-32)', () => {
  it('refuses the second of two payments sent back to back when the daily limit fits one: one completes, the account spends once', async () => {
    const payer = await givenPayer(10_000);
    await payer.setLimit('Purchase', 'Daily', 4000);
    // The first payment's card (debited first) waits for its PIN, so its 3,000 from the account is in
    // no ledger yet when the second arrives (without the wait the local workflow often posts it first).
    const first = await submitPay(payer.consumer.token, waitingForPin(payer, 3000));
    const second = await submitPay(payer.consumer.token, payer.purchase(3000));
    expect(first.status, first.text).toBe(200);
    expect(second.status, second.text).toBe(422);
    expect(second.body.error.details).toEqual(overDaily(4000, 1000));
    await answerPin(payer, first.body.result.paymentReference as string, '1234');
    expect((await ended(payer, first.body.result.paymentReference as string)).status).toBe('Completed');
    expect(await payer.balance()).toBe(7000);
  });

  it('accepts exactly one of two payments sent at once when the daily limit fits one', async () => {
    const payer = await givenPayer(10_000);
    await payer.setLimit('Purchase', 'Daily', 4000);
    const answers = await Promise.all([submitPay(payer.consumer.token, payer.purchase(3000)), submitPay(payer.consumer.token, payer.purchase(3000))]);
    expect(answers.map((a) => a.status).sort(), answers.map((a) => a.text).join('\n')).toEqual([200, 422]);
    const accepted = answers.find((a) => a.status === 200)!;
    expect(answers.find((a) => a.status === 422)!.body.error.details).toEqual(overDaily(4000, 1000));
    expect((await ended(payer, accepted.body.result.paymentReference as string)).status).toBe('Completed');
    expect(await payer.balance()).toBe(7000);
  });

  it('holds the limit while a payment waits for its PIN, and gives it back when the payment fails: the full limit is then accepted', async () => {
    const payer = await givenPayer(10_000);
    await payer.setLimit('Purchase', 'Daily', 4000);
    // The card (debited first) waits for its PIN: the own account's 4,000 is reserved, not yet debited.
    const waiting = await submitPay(payer.consumer.token, waitingForPin(payer, 4000));
    expect(waiting.status, waiting.text).toBe(200);
    const reference = waiting.body.result.paymentReference as string;
    await statusUntil(payer.consumer.token, reference, (r) => r.awaiting?.kind === 'pin');
    const meanwhile = await submitPay(payer.consumer.token, payer.purchase(4000));
    expect(meanwhile.status, meanwhile.text).toBe(422);
    expect(meanwhile.body.error.details).toEqual(overDaily(4000, 0));

    await answerPin(payer, reference, '9999');
    expect((await ended(payer, reference)).status).toBe('Failed');

    const after = await submitPay(payer.consumer.token, payer.purchase(4000));
    expect(after.status, after.text).toBe(200);
    expect((await ended(payer, after.body.result.paymentReference as string)).status).toBe('Completed');
    expect(await payer.balance()).toBe(6000);
  });

  it('counts what was spent while the period\'s limit was removed, so a limit set again in the period holds (PAY-46)', async () => {
    const payer = await givenPayer(20_000);
    await payer.setLimit('Purchase', 'Daily', 4000);
    const a = await submitPay(payer.consumer.token, payer.purchase(3000));
    expect(a.status, a.text).toBe(200);
    expect((await ended(payer, a.body.result.paymentReference as string)).status).toBe('Completed');
    await payer.removeLimit('Purchase', 'Daily');
    const b = await submitPay(payer.consumer.token, payer.purchase(3000));
    expect(b.status, b.text).toBe(200);
    expect((await ended(payer, b.body.result.paymentReference as string)).status).toBe('Completed');

    // 6,000 spent today. With 10,000 set again, C (3,000, waiting for its PIN: in no ledger yet) fits
    // and D (3,000 more) does not: 9,000 reserved. A counter that missed B held only 6,000 and let D through.
    await payer.setLimit('Purchase', 'Daily', 10_000);
    const c = await submitPay(payer.consumer.token, waitingForPin(payer, 3000));
    expect(c.status, c.text).toBe(200);
    const d = await submitPay(payer.consumer.token, payer.purchase(3000));
    expect(d.status, d.text).toBe(422);
    expect(d.body.error.details).toEqual(overDaily(10_000, 1000));
    await answerPin(payer, c.body.result.paymentReference as string, '1234');
    expect((await ended(payer, c.body.result.paymentReference as string)).status).toBe('Completed');
    expect(await payer.balance()).toBe(11_000);
  });

  it('holds a purchase with a 1-cent transfer added to the Purchase limit too (PAY-3: every type it contains)', async () => {
    const payer = await givenPayer(10_000);
    await payer.setLimit('Purchase', 'PerTransaction', 1000);
    const perTransaction = [{ field: LEG, reason: 'exceeds the Purchase limit of 1000 ZAR cents (per transaction)' }];
    const plain = await submitPay(payer.consumer.token, payer.purchase(8000));
    expect(plain.status, plain.text).toBe(422);
    expect(plain.body.error.details).toEqual(perTransaction);
    const mixed = await submitPay(payer.consumer.token, {
      paymentSources: { bankAccounts: [{ ...ACCOUNT, amountInCents: 8000, currency: 'ZAR' }] },
      paymentDestinations: {
        merchants: [{ merchantReference: payer.merchantReference, amountInCents: 7999, currency: 'ZAR' }],
        mobileWallets: [{ msisdn: '+233241234567', mobileWalletOperator: 'MTN_GH', amountInCents: 1, currency: 'ZAR' }],
      },
    });
    expect(mixed.status, mixed.text).toBe(422);
    expect(mixed.body.error.details).toEqual(perTransaction);
    expect(await payer.balance()).toBe(10_000);
  });
});

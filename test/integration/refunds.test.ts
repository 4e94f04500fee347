/**
 * Refunds over real HTTP against the local platform (docs/decisions/refunds.md): the refund
 * workflow takes the money back from the destination and gives it back to the source, within the
 * cap, and the other side is read too — the sandbox rail's own record of each refund or recall,
 * the ledger's balances and refund cap, the payment's own status.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as BalancesModule from '../../shared/ledger/balances.js';
import type * as LedgerAccountsModule from '../../shared/ledger/accounts.js';
import type * as InvariantsModule from '../../shared/ledger/invariants.js';
import type { RefundDeps } from '../../shared/refunds/submit.js';
import { accessToken, adminApiKey, call, inject, startWebhookReceiver, type CallResult, type WebhookReceiver } from './harness.js';
import { givenConsumer } from './consumer-fixtures.js';
import { setTableAttributes, tableItem } from './identity-fixtures.js';
import { card, givenMerchant, payer, railOperation, statusUntil, submitPay } from './payment-fixtures.js';

let balances: typeof BalancesModule;
let ledgerAccounts: typeof LedgerAccountsModule;
let invariants: typeof InvariantsModule;
let receiver: WebhookReceiver;
let operator: { token: string };

beforeAll(async () => {
  for (const [name, value] of Object.entries(inject('functionEnv'))) vi.stubEnv(name, value);
  balances = await import('../../shared/ledger/balances.js');
  ledgerAccounts = await import('../../shared/ledger/accounts.js');
  invariants = await import('../../shared/ledger/invariants.js');
  receiver = await startWebhookReceiver();
  // Operations staff: a token holding the refunds:any access policy (REF-2).
  operator = { token: await accessToken({ UserReference: randomUUID() }, ['refunds:any']) };
});

afterAll(async () => {
  await receiver?.close();
});

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const merchantBalance = async (reference: string) => (await balances.accountBalance(ledgerAccounts.ledgerAccountKey.merchant(reference), 'ZAR')).currentAmountInCents;

interface Paid {
  paymentReference: string;
  sources: Json[];
  destinations: Json[];
  payerToken: string;
}

/** A completed payment from the given card sources to one merchant; its legs as the status shows them. */
async function paidMerchant(merchant: { reference: string }, cards: ReturnType<typeof card>[], extra: Json = {}): Promise<Paid> {
  const payerToken = await payer();
  const total = cards.reduce((sum, c) => sum + c.amountInCents, 0);
  const res = await submitPay(payerToken, {
    paymentSources: { cards },
    paymentDestinations: { merchants: [{ merchantReference: merchant.reference, amountInCents: total, currency: 'ZAR' }] },
    ...extra,
  });
  expect(res.status, res.text).toBe(200);
  const done = await statusUntil(payerToken, res.body.result.paymentReference, (r) => r.isComplete);
  expect(done.status, JSON.stringify(done)).toBe('Completed');
  return { paymentReference: done.paymentReference, sources: done.paymentSources.cards, destinations: done.paymentDestinations.merchants, payerToken };
}

const refundBody = (paid: Paid, amountInCents: number, sourceIndex = 0, extra: Json = {}) => ({
  sourceTransactionReference: paid.sources[sourceIndex].transactionReference,
  destinationTransactionReference: paid.destinations[0].transactionReference,
  refundAmountInCents: amountInCents,
  ...extra,
});

const askRefund = (token: { token?: string; apiKey?: string }, body: unknown, headers?: Record<string, string>): Promise<CallResult<Json>> =>
  call('POST', '/v2/refund', { ...token, body, ...(headers ? { headers } : {}) });

/** Polls a refund's status (1.1 s apart) until it is complete. */
async function refundDone(token: { token?: string; apiKey?: string }, reference: string, timeoutMs = 30_000): Promise<Json> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call('GET', `/v2/refund/status/${reference}`, token);
    expect(res.status, res.text).toBe(200);
    if (res.body.result.isComplete) return res.body.result;
    if (Date.now() > deadline) throw new Error(`refund ${reference} still ${res.body.result.status}`);
    await new Promise((r) => setTimeout(r, 1100));
  }
}

/** The in-process caller a token speaks as (its subject, so its yourReference scope, is the token's). */
function callerOf(token: string, claims: Record<string, string>) {
  const subject = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  return { kind: 'user' as const, subject, claims, accessPolicies: [], tokenId: randomUUID(), pendingSteps: false };
}

/** A refund workflow whose start is lost (the request's function died first): nothing runs. */
const lostStart: RefundDeps = { workflow: { start: async () => undefined }, now: () => new Date() };

const COMPLETED = { status: 5, category: 3, summaryStatus: 1 };
const FAILED = { status: 6, category: 4, summaryStatus: 2 };

/** submitRefund in this process (a test's own workflow port). */
async function submitRefund(caller: ReturnType<typeof callerOf>, body: Json, deps: RefundDeps) {
  const submit = await import('../../shared/refunds/submit.js');
  return submit.submitRefund(caller, body, undefined, deps);
}

describe('refunds', () => {
  it('refunds a card payment to a merchant in full: 202, the money back on the card at the rail, the merchant balance down, the payment Refunded', async () => {
    const merchant = await givenMerchant();
    const paid = await paidMerchant(merchant, [card('4242424242424242', 4000)]);
    expect(await merchantBalance(merchant.reference)).toBe(4000);

    const res = await askRefund({ token: merchant.token }, refundBody(paid, 4000, 0, { clientData: { yourReference: 'rf-1' } }));
    expect(res.status, res.text).toBe(202);
    const reference = res.body.result.reference as string;
    expect(res.body.result.refundStatusUrls).toEqual({ status: `/v2/refund/status/${reference}`, receipt: `/v2/refund/receipt/${reference}` });

    const status = await refundDone({ token: merchant.token }, reference);
    expect(status).toMatchObject({ ...COMPLETED, reference, isComplete: true, amountInCents: 4000, amountAttemptedInCents: 4000, originalAmountInCents: 4000, currency: 'ZAR', cashbackAmountInCents: 0 });
    expect(status.refundCompletedDate).toEqual(expect.any(String));
    // The other side: the card rail holds a settled refund under the refund's key, and the merchant's balance is back to 0.
    expect((await railOperation(`${reference}-refund`, 'REFUND'))?.['result']).toMatchObject({ outcome: 'succeeded' });
    expect(await merchantBalance(merchant.reference)).toBe(0);
    const cap = await tableItem(`LEDGERCAP#${paid.sources[0].transactionReference}`, 'CAP');
    expect(cap).toMatchObject({ sourcedInCents: 4000, refundedInCents: 4000, refundableInCents: 0 });

    const payment = (await call('GET', `/v1/pay/status/${paid.paymentReference}`, { token: paid.payerToken })).body.result;
    expect(payment.status).toBe('Refunded');
    expect(payment.refundedAmountTotals).toEqual([{ currency: 'ZAR', amountInCents: 4000 }]);
    expect(payment.paymentSources.cards[0].refundedInCents).toBe(4000);

    // The payer reads it too; the receipt adds yourReference and the original payment's receipt.
    const receipt = await call('GET', `/v2/refund/receipt/${reference}`, { token: paid.payerToken });
    expect(receipt.status, receipt.text).toBe(200);
    expect(receipt.body.result).toMatchObject({ yourReference: 'rf-1', originalPaymentReceipt: { paymentReference: paid.paymentReference, status: 'Refunded' } });

    // The same yourReference answers the first refund; nothing new starts.
    const again = await askRefund({ token: merchant.token }, refundBody(paid, 4000, 0, { clientData: { yourReference: 'rf-1' } }));
    expect(again.status, again.text).toBe(202);
    expect(again.body.result.reference).toBe(reference);
  });

  it('repeats partial refunds up to the cap; one more is refused with 400 naming body.refundAmountInCents and what remains', async () => {
    const merchant = await givenMerchant();
    const paid = await paidMerchant(merchant, [card('4242424242424242', 1000)]);
    // A description that cannot be kept is refused, never swapped for the default (REF-18); nothing is claimed.
    for (const description of ['d'.repeat(513), 42, { text: 'x' }]) {
      const bad = await askRefund({ token: merchant.token }, refundBody(paid, 300, 0, { clientData: { description } }));
      expect(bad.status, bad.text).toBe(400);
      expect(bad.body.error.details).toEqual([{ field: 'body.clientData.description', reason: 'must be a string of at most 512 characters' }]);
    }
    for (const [amount, description] of [[300, 'Returned the blue one'], [300, '']] as const) {
      const res = await askRefund({ token: merchant.token }, refundBody(paid, amount, 0, { clientData: { description } }));
      expect(res.status, res.text).toBe(202);
      expect(await refundDone({ token: merchant.token }, res.body.result.reference)).toMatchObject({ ...COMPLETED, description: description || expect.stringMatching(/^Refund of payment /) });
    }
    expect((await call('GET', `/v1/pay/status/${paid.paymentReference}`, { token: paid.payerToken })).body.result.status).toBe('PartiallyRefunded');
    const over = await askRefund({ token: merchant.token }, refundBody(paid, 500));
    expect(over.status, over.text).toBe(400);
    expect(over.body.error.details).toEqual([{ field: 'body.refundAmountInCents', reason: expect.stringContaining('only 400 cents') }]);
    expect(over.body.result).toEqual({ remainingInCents: 400 });
    const rest = await askRefund({ token: merchant.token }, refundBody(paid, 400));
    expect(rest.status, rest.text).toBe(202);
    await refundDone({ token: merchant.token }, rest.body.result.reference);
    expect((await call('GET', `/v1/pay/status/${paid.paymentReference}`, { token: paid.payerToken })).body.result.status).toBe('Refunded');
    const above = await askRefund({ token: merchant.token }, refundBody(paid, 1001));
    expect(above.status).toBe(400);
    expect(above.body.error.details[0]).toMatchObject({ field: 'body.refundAmountInCents', reason: expect.stringContaining('1000 cents the source transaction sourced') });
  });

  it('50 refunds racing on one payment never give back more than it sourced', async () => {
    const merchant = await givenMerchant();
    const paid = await paidMerchant(merchant, [card('4242424242424242', 5000)]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => askRefund({ token: merchant.token }, refundBody(paid, 200))));
    const accepted = answers.filter((a) => a.status === 202);
    const refused = answers.filter((a) => a.status !== 202);
    expect(accepted).toHaveLength(25);
    for (const r of refused) expect(r.status, r.text).toBe(400);
    const done = await Promise.all(accepted.map((a) => refundDone({ token: merchant.token }, a.body.result.reference, 90_000)));
    expect(done.every((d) => d.status === COMPLETED.status)).toBe(true);
    expect(done.reduce((sum, d) => sum + d.amountInCents, 0)).toBe(5000);
    expect(await tableItem(`LEDGERCAP#${paid.sources[0].transactionReference}`, 'CAP')).toMatchObject({ refundedInCents: 5000, refundableInCents: 0 });
    expect(await merchantBalance(merchant.reference)).toBe(0);
    const payment = (await call('GET', `/v1/pay/status/${paid.paymentReference}`, { token: paid.payerToken })).body.result;
    expect(payment).toMatchObject({ status: 'Refunded', refundedAmountTotals: [{ currency: 'ZAR', amountInCents: 5000 }] });
  }, 180_000);

  it('refuses to refund a failed or a pending payment (422 naming the source transaction)', async () => {
    const merchant = await givenMerchant();
    const token = await payer();
    const failed = await submitPay(token, { paymentSources: { cards: [card('4000000000000002', 1000)] }, paymentDestinations: { merchants: [{ merchantReference: merchant.reference, amountInCents: 1000, currency: 'ZAR' }] } });
    const failedStatus = await statusUntil(token, failed.body.result.paymentReference, (r) => r.isComplete);
    expect(failedStatus.status).toBe('Failed');
    const res = await askRefund({ token: merchant.token }, { sourceTransactionReference: failedStatus.paymentSources.cards[0].transactionReference, destinationTransactionReference: failedStatus.paymentDestinations.merchants[0].transactionReference, refundAmountInCents: 100 });
    expect(res.status, res.text).toBe(422);
    expect(res.body.error.details[0]).toMatchObject({ field: 'body.sourceTransactionReference', reason: expect.stringContaining('Failed') });

    const waiting = await submitPay(token, { paymentSources: { cards: [card('4990000000000202', 1000)] }, paymentDestinations: { merchants: [{ merchantReference: merchant.reference, amountInCents: 1000, currency: 'ZAR' }] } });
    const pending = await statusUntil(token, waiting.body.result.paymentReference, (r) => r.awaiting !== undefined);
    const res2 = await askRefund({ token: merchant.token }, { sourceTransactionReference: pending.paymentSources.cards[0].transactionReference, destinationTransactionReference: pending.paymentDestinations.merchants[0].transactionReference, refundAmountInCents: 100 });
    expect(res2.status, res2.text).toBe(422);
  });

  it('refunds each source of a multi-source payment separately, each within what it sourced', async () => {
    const merchant = await givenMerchant();
    const paid = await paidMerchant(merchant, [card('4242424242424242', 1500), card('5555555555554444', 2500)]);
    const tooMuch = await askRefund({ token: merchant.token }, refundBody(paid, 1600, 0));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.details[0].reason).toContain('1500 cents the source transaction sourced');
    const [a, b] = await Promise.all([askRefund({ token: merchant.token }, refundBody(paid, 1500, 0)), askRefund({ token: merchant.token }, refundBody(paid, 2500, 1))]);
    expect([a.status, b.status]).toEqual([202, 202]);
    await refundDone({ token: merchant.token }, a.body.result.reference);
    await refundDone({ token: merchant.token }, b.body.result.reference);
    const payment = (await call('GET', `/v1/pay/status/${paid.paymentReference}`, { token: paid.payerToken })).body.result;
    expect(payment.status).toBe('Refunded');
    expect(payment.paymentSources.cards.map((c: Json) => c.refundedInCents)).toEqual([1500, 2500]);
    expect(payment.paymentDestinations.merchants[0].refundedInCents).toBe(4000);
  });

  it('a source rail that declines the refund: compensated, the merchant balance restored, the status says why, the allowance freed', async () => {
    const merchant = await givenMerchant();
    const paid = await paidMerchant(merchant, [card('4990000000000608', 2000)]);
    const res = await askRefund({ token: merchant.token }, refundBody(paid, 2000));
    expect(res.status, res.text).toBe(202);
    const status = await refundDone({ token: merchant.token }, res.body.result.reference);
    expect(status).toMatchObject({ ...FAILED, isComplete: true, amountInCents: 0, amountAttemptedInCents: 2000 });
    expect(status.message).toContain('generic_decline');
    expect(status.data).toContainEqual(expect.objectContaining({ step: 'giveBackToSource', status: 'Failed', declineCode: 'generic_decline' }));
    expect(status.data).toContainEqual(expect.objectContaining({ step: 'takeBackFromDestination', status: 'Reversed' }));
    expect(await merchantBalance(merchant.reference)).toBe(2000);
    expect(await tableItem(`LEDGERCAP#${paid.sources[0].transactionReference}`, 'CAP')).toMatchObject({ refundedInCents: 0, refundableInCents: 2000 });
    expect((await call('GET', `/v1/pay/status/${paid.paymentReference}`, { token: paid.payerToken })).body.result.status).toBe('Completed');
    // The claim went back with the failure: the whole amount may be asked for again.
    const again = await askRefund({ token: merchant.token }, refundBody(paid, 2000));
    expect(again.status, again.text).toBe(202);
    await refundDone({ token: merchant.token }, again.body.result.reference);
  });

  it('a refund whose rail times out once is retried and completes', async () => {
    const merchant = await givenMerchant();
    const paid = await paidMerchant(merchant, [card('4990000000000400', 700)]);
    const res = await askRefund({ token: merchant.token }, refundBody(paid, 700));
    expect(await refundDone({ token: merchant.token }, res.body.result.reference)).toMatchObject(COMPLETED);
    expect(Number((await railOperation(`${res.body.result.reference}-refund`, 'REFUND'))?.['attempts'])).toBe(2);
  });

  it('only the merchant that received the money and an operator may refund; everyone else is told the transaction does not exist', async () => {
    const [merchant, other] = [await givenMerchant(), await givenMerchant()];
    const paid = await paidMerchant(merchant, [card('4242424242424242', 900)]);
    for (const token of [other.token, paid.payerToken, await payer()]) {
      const res = await askRefund({ token }, refundBody(paid, 100));
      expect(res.status, res.text).toBe(404);
      expect(res.body.error.details[0].field).toBe('body.sourceTransactionReference');
    }
    const byAdmin = await askRefund(operator, refundBody(paid, 100));
    expect(byAdmin.status, byAdmin.text).toBe(202);
    await refundDone(operator, byAdmin.body.result.reference);
    // Readers: the merchant and the payer; another merchant gets 404.
    expect((await call('GET', `/v2/refund/status/${byAdmin.body.result.reference}`, { token: merchant.token })).status).toBe(200);
    expect((await call('GET', `/v2/refund/status/${byAdmin.body.result.reference}`, { token: other.token })).status).toBe(404);
    expect((await call('GET', `/v2/refund/status/${randomUUID()}`, { token: merchant.token })).status).toBe(404);
    // Legs swapped: the destination named as the source.
    const swapped = await askRefund({ token: merchant.token }, { ...refundBody(paid, 100), sourceTransactionReference: paid.destinations[0].transactionReference });
    expect(swapped.status, swapped.text).toBe(400);
    expect(swapped.body.error.details[0]).toMatchObject({ field: 'body.sourceTransactionReference', reason: expect.stringContaining('names a destination') });
  });

  it('an Idempotency-Key replays the first answer; another body under it is 422', async () => {
    const merchant = await givenMerchant();
    const paid = await paidMerchant(merchant, [card('4242424242424242', 800)]);
    const key = randomUUID();
    const first = await askRefund({ token: merchant.token }, refundBody(paid, 100), { 'Idempotency-Key': key });
    const second = await askRefund({ token: merchant.token }, refundBody(paid, 100), { 'Idempotency-Key': key });
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body.result.reference).toBe(first.body.result.reference);
    const other = await askRefund({ token: merchant.token }, refundBody(paid, 200), { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    expect(other.body.error.details[0].field).toBe('header.idempotency-key');
    await refundDone({ token: merchant.token }, first.body.result.reference);
    expect(await tableItem(`LEDGERCAP#${paid.sources[0].transactionReference}`, 'CAP')).toMatchObject({ refundedInCents: 100 });
  });

  it('takes a refund back from a destination outside the platform by a recall at its rail (an operator)', async () => {
    const token = await payer();
    const res = await submitPay(token, {
      paymentSources: { cards: [card('4242424242424242', 1200)] },
      paymentDestinations: { bankAccounts: [{ accountNumber: '1000123456', bank: 'FNB_ZA', amountInCents: 1200, currency: 'ZAR' }] },
    });
    expect(res.status, res.text).toBe(200);
    const done = await statusUntil(token, res.body.result.paymentReference, (r) => r.isComplete);
    expect(done.status, JSON.stringify(done)).toBe('Completed');
    const refund = await askRefund(operator, {
      sourceTransactionReference: done.paymentSources.cards[0].transactionReference, destinationTransactionReference: done.paymentDestinations.bankAccounts[0].transactionReference, refundAmountInCents: 1200,
    });
    expect(refund.status, refund.text).toBe(202);
    expect(await refundDone(operator, refund.body.result.reference)).toMatchObject(COMPLETED);
    expect((await railOperation(`${refund.body.result.reference}-recall`, 'RECALL'))?.['result']).toMatchObject({ outcome: 'succeeded' });
  });

  it('refunds a bill by the merchant owning the product, and tells the payment\'s webhook', async () => {
    const owner = await givenMerchant();
    const product = await call('POST', '/v1/merchant/product', { token: owner.token, body: { name: 'Water', productType: 'Airtime', amountInCents: 1800 } });
    expect(product.status, product.text).toBe(200);
    const token = await payer();
    const path = `/refund-hook-${randomUUID()}`;
    const res = await submitPay(token, {
      paymentSources: { cards: [card('4242424242424242', 1800)] },
      paymentDestinations: { bills: [{ productReference: product.body.result.reference, amountInCents: 1800, currency: 'ZAR' }] },
      paymentStatusWebhook: { callbackUrl: receiver.url(path), onPaymentCompleteOnly: true },
    });
    expect(res.status, res.text).toBe(200);
    const done = await statusUntil(token, res.body.result.paymentReference, (r) => r.isComplete);
    expect(done.status).toBe('Completed');
    const refund = await askRefund({ token: owner.token }, {
      sourceTransactionReference: done.paymentSources.cards[0].transactionReference, destinationTransactionReference: done.paymentDestinations.bills[0].transactionReference, refundAmountInCents: 1800,
    });
    expect(refund.status, refund.text).toBe(202);
    await refundDone({ token: owner.token }, refund.body.result.reference);
    expect(await merchantBalance(owner.reference)).toBe(0);
    // Completion only: the payment's own final status, then the refund's.
    const hook = await receiver.waitFor(path, 2, 30_000);
    const event = JSON.parse(hook.body) as Json;
    expect(event).toMatchObject({ type: 'refund.status', paymentReference: done.paymentReference, data: { reference: refund.body.result.reference, ...COMPLETED } });
  });

  it('wallet top-up → pay → refund: the merchant gives back into the wallet, the wallet\'s owner gives the top-up back to the card', async () => {
    const consumer = await givenConsumer();
    const wallet = (await call('POST', '/v1/wallet', { token: consumer.token, body: { currency: 'ZAR' } })).body.result;
    const balance = async () => Number((await call('GET', `/v1/wallet/${wallet.walletReference}`, { token: consumer.token })).body.result.currentAmountInCents);
    // Top-up: a card payment into the wallet.
    const topUp = await submitPay(consumer.token, { paymentSources: { cards: [card('4242424242424242', 5000)] }, paymentDestinations: { wallets: [{ walletReference: wallet.walletReference, amountInCents: 5000, currency: 'ZAR' }] } });
    expect(topUp.status, topUp.text).toBe(200);
    const toppedUp = await statusUntil(consumer.token, topUp.body.result.paymentReference, (r) => r.isComplete);
    expect(toppedUp.status).toBe('Completed');
    expect(await balance()).toBe(5000);
    // Pay a merchant from the wallet, then the merchant refunds part of it: back into the wallet, no rail.
    const merchant = await givenMerchant();
    const pay = await submitPay(consumer.token, { paymentSources: { wallets: [{ walletReference: wallet.walletReference, amountInCents: 3000, currency: 'ZAR' }] }, paymentDestinations: { merchants: [{ merchantReference: merchant.reference, amountInCents: 3000, currency: 'ZAR' }] } });
    expect(pay.status, pay.text).toBe(200);
    const paidOut = await statusUntil(consumer.token, pay.body.result.paymentReference, (r) => r.isComplete);
    expect(paidOut.status).toBe('Completed');
    expect(await balance()).toBe(2000);
    const refund = await askRefund({ token: merchant.token }, {
      sourceTransactionReference: paidOut.paymentSources.wallets[0].transactionReference, destinationTransactionReference: paidOut.paymentDestinations.merchants[0].transactionReference, refundAmountInCents: 1200,
    });
    expect(refund.status, refund.text).toBe(202);
    expect(await refundDone({ token: merchant.token }, refund.body.result.reference)).toMatchObject(COMPLETED);
    expect(await balance()).toBe(3200);
    expect(await merchantBalance(merchant.reference)).toBe(1800);
    expect(await railOperation(`${refund.body.result.reference}-refund`, 'REFUND')).toBeUndefined();
    // The wallet's owner gives part of the top-up back to the card; the merchant may not (not its money).
    const topUpRefund = {
      sourceTransactionReference: toppedUp.paymentSources.cards[0].transactionReference, destinationTransactionReference: toppedUp.paymentDestinations.wallets[0].transactionReference, refundAmountInCents: 3000,
    };
    expect((await askRefund({ token: merchant.token }, topUpRefund)).status).toBe(404);
    const over = await askRefund({ token: consumer.token }, { ...topUpRefund, refundAmountInCents: 3300 });
    expect(over.status, over.text).toBe(422);
    expect(over.body.error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: [{ field: 'body.refundAmountInCents', reason: expect.stringContaining('3200') }] });
    const back = await askRefund({ token: consumer.token }, topUpRefund);
    expect(back.status, back.text).toBe(202);
    expect(await refundDone({ token: consumer.token }, back.body.result.reference)).toMatchObject(COMPLETED);
    expect(await balance()).toBe(200);
    expect((await railOperation(`${back.body.result.reference}-refund`, 'REFUND'))?.['result']).toMatchObject({ outcome: 'succeeded' });
  });

  it('the owner of a wallet someone else paid into refunds it, and its receipt leaves out the payment it may not read (REF-16)', async () => {
    const owner = await givenConsumer();
    const wallet = (await call('POST', '/v1/wallet', { token: owner.token, body: { currency: 'ZAR' } })).body.result;
    const payerToken = await payer();
    const described = { emailAddress: 'payer@example.com', mobileNumber: '+27821234567', dateOfBirth: '1990-01-01' };
    const res = await submitPay(payerToken, {
      paymentSources: { cards: [card('4242424242424242', 2000)] },
      paymentDestinations: { wallets: [{ walletReference: wallet.walletReference, amountInCents: 2000, currency: 'ZAR' }] },
      consumer: described,
    });
    expect(res.status, res.text).toBe(200);
    const paid = await statusUntil(payerToken, res.body.result.paymentReference, (r) => r.isComplete);
    expect(paid.status).toBe('Completed');
    // The wallet's owner is not a reader of the payment...
    expect((await call('GET', `/v1/pay/receipt/${paid.paymentReference as string}`, { token: owner.token })).status).toBe(404);
    const refund = await askRefund({ token: owner.token }, {
      sourceTransactionReference: paid.paymentSources.cards[0].transactionReference, destinationTransactionReference: paid.paymentDestinations.wallets[0].transactionReference, refundAmountInCents: 500,
    });
    expect(refund.status, refund.text).toBe(202);
    const reference = refund.body.result.reference as string;
    expect(await refundDone({ token: owner.token }, reference)).toMatchObject(COMPLETED);
    // ...so the refund's receipt it reads carries no original payment receipt, and nothing of the payer's.
    const ownReceipt = await call('GET', `/v2/refund/receipt/${reference}`, { token: owner.token });
    expect(ownReceipt.status, ownReceipt.text).toBe(200);
    expect(ownReceipt.body.result).toMatchObject({ reference, amountInCents: 500 });
    expect(ownReceipt.body.result).not.toHaveProperty('originalPaymentReceipt');
    expect(ownReceipt.text).not.toContain('payer@example.com');
    // The payer reads the same refund with its payment's receipt, the consumer as it described it.
    const payerReceipt = await call('GET', `/v2/refund/receipt/${reference}`, { token: payerToken });
    expect(payerReceipt.body.result.originalPaymentReceipt).toMatchObject({ paymentReference: paid.paymentReference, status: 'PartiallyRefunded', consumer: described });
    // An operator sees the receipt as a payee does: the consumer without what reaches it.
    const operatorReceipt = await call('GET', `/v2/refund/receipt/${reference}`, operator);
    expect(operatorReceipt.body.result.originalPaymentReceipt).toMatchObject({ paymentReference: paid.paymentReference });
    expect(operatorReceipt.body.result.originalPaymentReceipt).not.toHaveProperty('consumer');
  });

  it('a refund inserted but never started is started by the next request under its yourReference, answered as its duplicate', async () => {
    const refunds = await import('../../shared/refunds/refunds.js');
    const merchant = await givenMerchant();
    const paid = await paidMerchant(merchant, [card('4242424242424242', 900)]);
    const body = refundBody(paid, 900, 0, { clientData: { yourReference: `rf-${randomUUID()}` } });
    // The first request's function dies after the insert: its start never reaches Step Functions.
    const first = await submitRefund(callerOf(merchant.token, { MerchantReference: merchant.reference }), body, lostStart);
    expect((await refunds.getRefund(first.reference))?.status).toBe('Pending');
    const again = await askRefund({ token: merchant.token }, body);
    expect(again.status, again.text).toBe(202);
    expect(again.body.result.reference).toBe(first.reference);
    expect(await refundDone({ token: merchant.token }, first.reference)).toMatchObject(COMPLETED);
    expect(await merchantBalance(merchant.reference)).toBe(0);
    expect((await railOperation(`${first.reference}-refund`, 'REFUND'))?.['result']).toMatchObject({ outcome: 'succeeded' });
    // Once it ran, the same yourReference still answers it and moves nothing more.
    const third = await askRefund({ token: merchant.token }, body);
    expect([third.status, third.body.result.reference]).toEqual([202, first.reference]);
    expect(await tableItem(`LEDGERCAP#${paid.sources[0].transactionReference}`, 'CAP')).toMatchObject({ refundedInCents: 900, refundableInCents: 0 });
  }, 120_000);

  it('a refund whose workflow cannot be started: 503 with its reference, Failed, the allowance freed, and the payment\'s webhook told', async () => {
    const refunds = await import('../../shared/refunds/refunds.js');
    const merchant = await givenMerchant();
    const path = `/refund-unstarted-${randomUUID()}`;
    const paid = await paidMerchant(merchant, [card('4242424242424242', 600)], { paymentStatusWebhook: { callbackUrl: receiver.url(path), onPaymentCompleteOnly: true } });
    const unreachable: RefundDeps = { workflow: { start: async () => { throw Object.assign(new Error('down'), { name: 'ServiceUnavailable' }); } }, now: () => new Date() };
    const refused = await submitRefund(callerOf(merchant.token, { MerchantReference: merchant.reference }), refundBody(paid, 600), unreachable).then(() => undefined, (error: unknown) => error);
    expect(refused).toMatchObject({ status: 503, extra: { reference: expect.any(String) } });
    const reference = (refused as { extra: { reference: string } }).extra.reference;
    expect(await refunds.getRefund(reference)).toMatchObject({ status: 'Failed' });
    expect(await tableItem(`REFUNDCAP#${paid.sources[0].transactionReference}`, 'CAP')).toMatchObject({ remainingInCents: 600 });
    expect(await merchantBalance(merchant.reference)).toBe(600);
    // The payment's own final status, then the refund's: Failed, in the same write as the failure.
    const hook = await receiver.waitFor(path, 2, 30_000);
    expect(JSON.parse(hook.body)).toMatchObject({ type: 'refund.status', paymentReference: paid.paymentReference, data: { reference, ...FAILED, isComplete: true } });
  }, 120_000);

  it('a merchant naming a destination that is a source of the payment or none of its legs is told so (400/404 naming body.destinationTransactionReference); others still learn nothing', async () => {
    const [merchant, other] = [await givenMerchant(), await givenMerchant()];
    const paid = await paidMerchant(merchant, [card('4242424242424242', 700)]);
    const elsewhere = await paidMerchant(other, [card('4242424242424242', 100)]);
    const asSource = { ...refundBody(paid, 100), destinationTransactionReference: paid.sources[0].transactionReference };
    const unknown = { ...refundBody(paid, 100), destinationTransactionReference: randomUUID() };
    const othersLeg = { ...refundBody(paid, 100), destinationTransactionReference: elsewhere.destinations[0].transactionReference };
    const swapped = await askRefund({ token: merchant.token }, asSource);
    expect(swapped.status, swapped.text).toBe(400);
    expect(swapped.body.error.details).toEqual([{ field: 'body.destinationTransactionReference', reason: expect.stringContaining('names a source') }]);
    for (const body of [unknown, othersLeg]) {
      const res = await askRefund({ token: merchant.token }, body);
      expect(res.status, res.text).toBe(404);
      expect(res.body.error.details[0].field).toBe('body.destinationTransactionReference');
    }
    // Another merchant (even the one owning the leg named) and the payer: as for a payment that does not exist.
    for (const token of [other.token, paid.payerToken]) {
      for (const body of [asSource, unknown, othersLeg]) {
        const res = await askRefund({ token }, body);
        expect(res.status, res.text).toBe(404);
        expect(res.body.error.details[0].field).toBe('body.sourceTransactionReference');
      }
    }
    expect(await tableItem(`REFUNDCAP#${paid.sources[0].transactionReference}`, 'CAP')).toBeUndefined();
  }, 120_000);

  it('holds a refund to the token\'s claims as POST /v1/pay is held: AllowedCurrencies and both amount caps (403 naming body.refundAmountInCents), nothing moved', async () => {
    const merchant = await givenMerchant();
    const paid = await paidMerchant(merchant, [card('4242424242424242', 2000)]);
    const asMerchant = async (claims: Record<string, string>, policies: string[] = []) => ({ token: await accessToken({ MerchantReference: merchant.reference, ...claims }, policies) });
    const refused = [
      [await asMerchant({ AllowedCurrencies: 'USD' }), 'the token does not allow currency ZAR'],
      [await asMerchant({ MaxTotalSourceAmountInCents: '499' }), 'exceeds the token\'s MaxTotalSourceAmountInCents of 499'],
      [await asMerchant({ MaxTotalDestinationAmountInCents: '499' }), 'exceeds the token\'s MaxTotalDestinationAmountInCents of 499'],
      [{ token: await accessToken({ UserReference: randomUUID(), AllowedCurrencies: 'USD,EUR' }, ['refunds:any']) }, 'the token does not allow currency ZAR'],
    ] as const;
    for (const [token, reason] of refused) {
      const res = await askRefund(token, refundBody(paid, 500));
      expect(res.status, res.text).toBe(403);
      expect(res.body.error.details).toEqual([{ field: 'body.refundAmountInCents', reason: expect.stringContaining(reason) }]);
    }
    // Both caps and the currency at once: one 403 lists every refusal.
    const all = await askRefund(await asMerchant({ AllowedCurrencies: 'USD', MaxTotalSourceAmountInCents: '1', MaxTotalDestinationAmountInCents: '1' }), refundBody(paid, 500));
    expect(all.status, all.text).toBe(403);
    expect(all.body.error.details).toHaveLength(3);
    expect(await merchantBalance(merchant.reference)).toBe(2000);
    expect(await tableItem(`REFUNDCAP#${paid.sources[0].transactionReference}`, 'CAP')).toBeUndefined();
    // Within them (lower case tolerated): refunded.
    const ok = await askRefund(await asMerchant({ AllowedCurrencies: 'usd, zar', MaxTotalSourceAmountInCents: '500', MaxTotalDestinationAmountInCents: '500' }), refundBody(paid, 500));
    expect(ok.status, ok.text).toBe(202);
    expect(await refundDone({ token: merchant.token }, ok.body.result.reference)).toMatchObject(COMPLETED);
    expect(await merchantBalance(merchant.reference)).toBe(1500);
  }, 120_000);

  it('a frozen wallet is neither emptied nor filled by a refund: 422 naming the leg, nothing moved; frozen after the POST, its step is declined', async () => {
    const steps = await import('../../shared/refunds/tasks/steps.js');
    const refunds = await import('../../shared/refunds/refunds.js');
    const reconcile = await import('../../shared/refunds/reconcile.js');
    const consumer = await givenConsumer();
    const wallet = (await call('POST', '/v1/wallet', { token: consumer.token, body: { currency: 'ZAR' } })).body.result;
    const balance = async () => Number((await call('GET', `/v1/wallet/${wallet.walletReference}`, { token: consumer.token })).body.result.currentAmountInCents);
    const setActive = async (isActive: boolean) => expect((await call('PUT', `/v1/wallet/admin/${wallet.walletReference}`, { apiKey: adminApiKey(), body: { isActive } })).body.result.isActive).toBe(isActive);
    const topUp = await submitPay(consumer.token, { paymentSources: { cards: [card('4242424242424242', 5000)] }, paymentDestinations: { wallets: [{ walletReference: wallet.walletReference, amountInCents: 5000, currency: 'ZAR' }] } });
    const toppedUp = await statusUntil(consumer.token, topUp.body.result.paymentReference, (r) => r.isComplete);
    expect(toppedUp.status).toBe('Completed');
    const merchant = await givenMerchant();
    const pay = await submitPay(consumer.token, { paymentSources: { wallets: [{ walletReference: wallet.walletReference, amountInCents: 1000, currency: 'ZAR' }] }, paymentDestinations: { merchants: [{ merchantReference: merchant.reference, amountInCents: 1000, currency: 'ZAR' }] } });
    const paidOut = await statusUntil(consumer.token, pay.body.result.paymentReference, (r) => r.isComplete);
    expect(paidOut.status).toBe('Completed');
    expect(await balance()).toBe(4000);

    await setActive(false);
    const topUpRefund = {
      sourceTransactionReference: toppedUp.paymentSources.cards[0].transactionReference, destinationTransactionReference: toppedUp.paymentDestinations.wallets[0].transactionReference, refundAmountInCents: 3000,
    };
    // The money taken back out of the frozen wallet: refused, whoever asks (its owner, an operator).
    for (const token of [{ token: consumer.token }, operator]) {
      const out = await askRefund(token, topUpRefund);
      expect(out.status, out.text).toBe(422);
      expect(out.body.error.details).toEqual([{ field: 'body.destinationTransactionReference', reason: 'this wallet is not active' }]);
    }
    // The money given back into the frozen wallet: refused too.
    const into = await askRefund({ token: merchant.token }, {
      sourceTransactionReference: paidOut.paymentSources.wallets[0].transactionReference, destinationTransactionReference: paidOut.paymentDestinations.merchants[0].transactionReference, refundAmountInCents: 500,
    });
    expect(into.status, into.text).toBe(422);
    expect(into.body.error.details).toEqual([{ field: 'body.sourceTransactionReference', reason: 'this wallet is not active' }]);
    expect(await balance()).toBe(4000);
    expect(await merchantBalance(merchant.reference)).toBe(1000);
    expect(await tableItem(`REFUNDCAP#${toppedUp.paymentDestinations.wallets[0].transactionReference}`, 'CAP')).toBeUndefined();
    expect(await tableItem(`REFUNDCAP#${paidOut.paymentSources.wallets[0].transactionReference}`, 'CAP')).toBeUndefined();

    // Frozen between the POST's check and the step: the posting's own check on the wallet declines it.
    await setActive(true);
    const accepted = await submitRefund(callerOf(consumer.token, { ConsumerReference: consumer.reference }), topUpRefund, lostStart);
    await setActive(false);
    await expect(steps.recoverFunds({ refundReference: accepted.reference })).rejects.toMatchObject({ name: 'RefundDeclined' });
    expect((await refunds.getRefund(accepted.reference))?.recover).toMatchObject({ status: 'Failed', declineCode: 'wallet_inactive' });
    expect(await balance()).toBe(4000);
    expect((await balances.accountBalance(ledgerAccounts.ledgerAccountKey.refundHold(accepted.reference), 'ZAR')).currentAmountInCents).toBe(0);
    // Its execution never ran: reconciliation ends it Failed and frees its claim.
    await reconcile.reconcileRefunds({ repair: true, quietSeconds: 0, only: [accepted.reference] });
    expect((await refunds.getRefund(accepted.reference))?.status).toBe('Failed');
    expect(await tableItem(`REFUNDCAP#${topUpRefund.destinationTransactionReference}`, 'CAP')).toMatchObject({ remainingInCents: 5000 });
    expect(await balance()).toBe(4000);
  }, 120_000);

  it('leaves the ledger balanced and every balance equal to its entries', async () => {
    const result = await invariants.checkLedgerInvariants({ currencies: ['ZAR'], attempts: 5 });
    expect(result.balancedPerCurrency, JSON.stringify(result.totalsByCurrency)).toBe(true);
    expect(result.mismatches.filter((m) => /^(REFUNDHOLD|MERCHANT|WALLET)#/.test(m.account))).toEqual([]);
  });
});

/**
 * A refund of a completed card payment to a merchant whose workflow start was lost: the port
 * answers as if it started, nothing runs (its steps are the test's to run).
 */
async function unstartedRefund(amountInCents: number) {
  const submit = await import('../../shared/refunds/submit.js');
  const merchant = await givenMerchant();
  const paid = await paidMerchant(merchant, [card('4242424242424242', amountInCents)]);
  const accepted = await submit.submitRefund(merchantCaller(merchant), refundBody(paid, amountInCents), undefined, { workflow: { start: async () => undefined }, now: () => new Date() });
  return { merchant, paid, reference: accepted.reference };
}

/** The merchant's own in-process caller (its refunds' scope is a fresh subject). */
const merchantCaller = (merchant: { reference: string }) =>
  ({ kind: 'user' as const, subject: randomUUID(), claims: { MerchantReference: merchant.reference }, accessPolicies: [], tokenId: randomUUID(), pendingSteps: false });

describe('refund reconciliation', () => {
  it('ends a refund whose execution never ran past its first step: compensated, the rail made whole, reconciled once', async () => {
    const steps = await import('../../shared/refunds/tasks/steps.js');
    const reconcile = await import('../../shared/refunds/reconcile.js');
    const refunds = await import('../../shared/refunds/refunds.js');
    const registry = await import('../../shared/rails/registry.js');
    const { merchant, paid, reference } = await unstartedRefund(2600);
    await steps.recoverFunds({ refundReference: reference });
    expect(await merchantBalance(merchant.reference)).toBe(0);
    // The give-back reached the card rail, but its task died before recording it.
    const refund = (await refunds.getRefund(reference))!;
    await registry.connectorFor('card').refund({
      idempotencyKey: `${reference}-refund`, amountInCents: 2600, currency: 'ZAR', source: refund.source.leg, originalIdempotencyKey: refund.source.transactionReference,
    });

    const run = (repair: boolean) => reconcile.reconcileRefunds({ repair, quietSeconds: 0, only: [reference] });
    const dry = await run(false);
    expect(dry.findings).toEqual([expect.objectContaining({ kind: 'stuck', repaired: false, refundReference: reference, detail: expect.stringContaining('execution does not exist') })]);
    expect((await refunds.getRefund(reference))?.status).toBe('Pending');

    const report = await run(true);
    expect(report).toMatchObject({ examined: 1, reconciled: 1 });
    const after = (await refunds.getRefund(reference))!;
    expect(after).toMatchObject({ status: 'Failed', reconciledAt: expect.any(String) });
    expect(after.failureReason).toContain('execution does not exist');
    expect(await merchantBalance(merchant.reference)).toBe(2600);
    expect(await registry.connectorFor('card').lookup('refund', `${reference}-refund`)).toEqual({ outcome: 'succeeded', reversed: true });
    expect(await tableItem(`REFUNDCAP#${paid.sources[0].transactionReference}`, 'CAP')).toMatchObject({ remainingInCents: 2600 });
    expect((await run(true)).examined).toBe(0);
  });

  it('reports a refund whose ledger is not what its steps say: a Completed refund with neither posting, one with a posting its Pending step never made (REF-17)', async () => {
    const reconcile = await import('../../shared/refunds/reconcile.js');
    const refunds = await import('../../shared/refunds/refunds.js');
    const registry = await import('../../shared/rails/registry.js');
    const { reference } = await unstartedRefund(900);
    const refund = (await refunds.getRefund(reference))!;
    // The rail gave the money back, and the record says both steps done: but nothing was posted
    // (the holding account reads 0, as if both steps had posted).
    await registry.connectorFor('card').refund({ idempotencyKey: `${reference}-refund`, amountInCents: 900, currency: 'ZAR', source: refund.source.leg, originalIdempotencyKey: refund.source.transactionReference });
    const at = new Date().toISOString();
    await setTableAttributes(`REFUND#${reference}`, 'REFUND', { status: 'Completed', completedAt: at, recover: { status: 'Completed', updatedAt: at }, giveBack: { status: 'Completed', updatedAt: at } });
    const report = await reconcile.reconcileRefunds({ repair: false, quietSeconds: 0, only: [reference] });
    expect(report.findings.map((f) => [f.kind, f.detail])).toEqual([
      ['ledger-mismatch', `Completed refund (recover Completed, giveBack Completed), but refund-recover:${reference} is missing`],
      ['ledger-mismatch', `Completed refund (recover Completed, giveBack Completed), but refund:${reference} is missing`],
    ]);
    // Failed with its give-back Pending, but the give-back's posting is there (and the holding account empty).
    const steps = await import('../../shared/refunds/tasks/steps.js');
    await setTableAttributes(`REFUND#${reference}`, 'REFUND', { status: 'Processing', recover: { status: 'Pending' }, giveBack: { status: 'Pending' } });
    await steps.recoverFunds({ refundReference: reference });
    await steps.giveBackToSource({ refundReference: reference });
    await setTableAttributes(`REFUND#${reference}`, 'REFUND', { status: 'Failed', giveBack: { status: 'Pending' } });
    const again = await reconcile.reconcileRefunds({ repair: false, quietSeconds: 0, only: [reference] });
    expect(again.findings.filter((f) => f.kind === 'ledger-mismatch').map((f) => f.detail)).toEqual([`Failed refund (recover Completed, giveBack Pending), but refund:${reference} is posted`, `Failed refund (recover Completed, giveBack Pending), but its holding account holds 0 ZAR cents, not 900`]);
  });

  it('npm run ledger:check reports refunds too: one stuck with money in its holding account (LED-19)', async () => {
    const steps = await import('../../shared/refunds/tasks/steps.js');
    const { paid, reference } = await unstartedRefund(400);
    await steps.recoverFunds({ refundReference: reference });
    expect((await balances.accountBalance(ledgerAccounts.ledgerAccountKey.refundHold(reference), 'ZAR')).currentAmountInCents).toBe(400);
    // The script as operations run it, on this platform (what npm start writes to <DATA_DIR>/endpoints.json).
    const dataDir = mkdtempSync(join(tmpdir(), 'ledger-check-'));
    writeFileSync(join(dataDir, 'endpoints.json'), JSON.stringify({ baseUrl: inject('baseUrl'), env: inject('functionEnv') }));
    // Not spawnSync: a blocked test thread lets the platform close its kept-alive sockets under the next test's fetch.
    const proc = spawn(process.execPath, ['--import', 'tsx', '--import', './bin/text-loader.mjs', 'bin/ledger-check.ts', '--quiet-seconds', '0'], {
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = { stdout: '', stderr: '' };
    proc.stdout.on('data', (c: Buffer) => (out.stdout += c.toString('utf8')));
    proc.stderr.on('data', (c: Buffer) => (out.stderr += c.toString('utf8')));
    await new Promise((done) => proc.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
    expect(out.stdout, out.stderr).toMatch(new RegExp(`OPEN +stuck +refund ${reference} of ${paid.paymentReference}: Processing|OPEN +stuck +refund ${reference} of ${paid.paymentReference}: Pending`));
    // Other files' payments and refunds run on this platform meanwhile: the exit code is theirs too, so not asserted here.
  }, 120_000);

  it('reconciles a completed refund whose rail agrees and whose holding account is empty', async () => {
    const reconcile = await import('../../shared/refunds/reconcile.js');
    const merchant = await givenMerchant();
    const paid = await paidMerchant(merchant, [card('4242424242424242', 300)]);
    const res = await askRefund({ token: merchant.token }, refundBody(paid, 300));
    await refundDone({ token: merchant.token }, res.body.result.reference);
    const report = await reconcile.reconcileRefunds({ repair: true, quietSeconds: 0, only: [res.body.result.reference] });
    expect(report).toMatchObject({ examined: 1, reconciled: 1, findings: [] });
    expect((await tableItem(`REFUND#${res.body.result.reference}`, 'REFUND'))?.['GSI1PK']).toBeUndefined();
  });

  it('sends a refund it leaves open behind the others, so a shard full of open refunds still reaches a newer stuck refund; report-only moves nothing (PAY-39)', async () => {
    const reconcile = await import('../../shared/refunds/reconcile.js');
    const refunds = await import('../../shared/refunds/refunds.js');
    const indexEntry = async (reference: string) => (await tableItem(`REFUND#${reference}`, 'REFUND')) ?? {};
    const sortKey = async (reference: string) => String((await indexEntry(reference))['GSI1SK']);
    // Partial refunds of one payment, none started, until three sit in one reconcile shard (17 at most: 2 a shard × 8, then one more).
    const merchant = await givenMerchant();
    const paid = await paidMerchant(merchant, [card('4242424242424242', 1700)]);
    const caller = merchantCaller(merchant);
    const byShard = new Map<string, string[]>();
    let same: string[] = [];
    while (same.length < 3) {
      const { reference } = await submitRefund(caller, refundBody(paid, 100), lostStart);
      const shard = String((await indexEntry(reference))['GSI1PK']);
      same = [...(byShard.get(shard) ?? []), reference];
      byShard.set(shard, same);
    }
    // The two oldest stay open (their reconciliation throws), the newest is stuck (its execution never started).
    const [open1, open2, stuck] = same as [string, string, string];
    const real = reconcile.defaultRefundReconcileDeps();
    const deps = { ...real, executions: { ...real.executions, state: async (reference: string) => {
      if (reference !== stuck) throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
      return real.executions.state(reference);
    } } };
    // Two records a shard (16 ÷ 8), as 500 would be with 500 open refunds in it.
    const walk = async (repair: boolean) => {
      const report = await reconcile.reconcileRefunds({ repair, quietSeconds: 0, limit: 16, only: [open1, open2, stuck] }, deps);
      return { startedAt: report.startedAt, findings: report.findings.map((f) => [f.refundReference, f.kind, f.repaired]) };
    };
    const status = async (reference: string) => (await refunds.getRefund(reference))?.status;
    const keys = await Promise.all([open1, open2].map(sortKey));
    const lastChange = (key: string) => key.split('#')[0]!;

    const dryRun = await walk(false);
    expect(dryRun.findings).toEqual([[open1, 'failed', false], [open2, 'failed', false]]);
    expect(await Promise.all([open1, open2].map(sortKey))).toEqual(keys);
    expect(await status(stuck)).toBe('Pending');

    const first = await walk(true);
    expect(first.findings).toEqual([[open1, 'failed', false], [open2, 'failed', false]]);
    expect(await status(stuck)).toBe('Pending');
    // Behind the others: the run's start, the refund, its last change.
    expect(await Promise.all([open1, open2].map(sortKey))).toEqual([
      `${first.startedAt}#${open1}#${lastChange(keys[0]!)}`, `${first.startedAt}#${open2}#${lastChange(keys[1]!)}`,
    ]);
    // Sent back under the same run's start, the two open ones sort by their references.
    const [first1, first2] = [open1, open2].sort() as [string, string];
    const second = await walk(true);
    expect(second.findings).toEqual([[stuck, 'stuck', true], [first1, 'failed', false]]);
    expect(await refunds.getRefund(stuck)).toMatchObject({ status: 'Failed', reconciledAt: expect.any(String) });
    expect((await indexEntry(stuck))['GSI1PK']).toBeUndefined();
    // Still reported in turn, and still in the index, their last change kept in the key.
    expect((await walk(true)).findings).toEqual([[first2, 'failed', false], [first1, 'failed', false]]);
    expect((await sortKey(open1)).endsWith(`#${open1}#${lastChange(keys[0]!)}`)).toBe(true);
    expect(await status(open1)).toBe('Pending');
    // With the calls answering again, they end.
    expect(await reconcile.reconcileRefunds({ repair: true, quietSeconds: 0, only: [open1, open2] })).toMatchObject({ examined: 2, reconciled: 2 });
    expect([await status(open1), await status(open2)]).toEqual(['Failed', 'Failed']);
  }, 120_000);
});

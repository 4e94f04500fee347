/**
 * The payment workflow over real HTTP against the local platform, for what the sandbox can make a
 * rail do: every debit behaviour of the sandbox table (shared/rails/sandbox-behaviour.ts) for cards
 * and each suffix rail as the one source (wallets are no rail: test/integration/wallets.test.ts), each destination rail once, cash as a source and its
 * claim, a PIN nobody gives (the answer timeout is seconds here: test/global-setup.ts), and
 * concurrent duplicate submissions by yourReference and by Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, SANDBOX_PIN, SANDBOX_SUFFIXES, suffixExamples, type DebitBehaviour } from '../../shared/rails/sandbox-behaviour.js';
import { call } from './harness.js';
import { tableItem } from './identity-fixtures.js';
import {
  answerSource, card, givenMerchant, givenWallet, heldByPayment, payer, paymentExecution, paymentsWhere, railAttempts, statusUntil, storedPayment, submitPay,
} from './payment-fixtures.js';

type Leg = { transactionReference: string; status: string; declineCode?: string; awaiting?: string };
type Row = { label: string; debit: DebitBehaviour; item: Record<string, unknown>; secret?: string };

const AMOUNT = 1200;
const ZAR = { amountInCents: AMOUNT, currency: 'ZAR' };
const DECLINES: readonly DebitBehaviour[] = ['generic_decline', 'insufficient_funds', 'processing_error'];
/** Six characters no sandbox row uses: the rail's plain success. */
const PLAIN = '123456';
if (SANDBOX_SUFFIXES.some((s) => s.suffix === PLAIN)) throw new Error(`${PLAIN} became a magic suffix: pick another`);

/** Each suffix rail as a source, its magic value from suffixExamples. */
const SUFFIX_RAILS = {
  mobileWallets: (suffix: string) => ({ ...ZAR, mobileWalletOperator: 'MTN_GH', msisdn: suffixExamples(suffix).mobileWallet }),
  bankAccounts: (suffix: string) => ({ ...ZAR, bank: 'FNB_ZA', accountNumber: suffixExamples(suffix).bankAccount }),
} as const;
type Group = 'cards' | keyof typeof SUFFIX_RAILS;

/** A plain success, then every row of the suffix table. */
const suffixRows = (item: (suffix: string) => Record<string, unknown>): Row[] => [
  { label: PLAIN, debit: 'succeed', item: item(PLAIN) },
  ...SANDBOX_SUFFIXES.map((s) => ({ label: s.suffix, debit: s.debit, item: item(s.suffix) })),
];

const ROWS: Record<Group, Row[]> = {
  cards: SANDBOX_CARDS.map((c) => ({ label: c.cardNumber, debit: c.debit, item: card(c.cardNumber, AMOUNT), secret: c.cardNumber })),
  mobileWallets: suffixRows(SUFFIX_RAILS.mobileWallets),
  bankAccounts: suffixRows(SUFFIX_RAILS.bankAccounts),
};

/** One row: pay a merchant from this one source and check the end the sandbox table promises. */
async function runRow(group: Group, row: Row): Promise<void> {
  const what = `${group} ${row.label} (${row.debit})`;
  const shop = await givenMerchant();
  const token = await payer();
  const res = await submitPay(token, { paymentSources: { [group]: [row.item] }, paymentDestinations: { merchants: [{ ...ZAR, merchantReference: shop.reference }] } });
  expect(res.status, `${what}: ${res.text}`).toBe(200);
  const reference = res.body.result.paymentReference as string;
  const awaitedKind = row.debit === 'requires_pin' ? 'pin' : row.debit === 'requires_confirmation' ? 'confirmation' : undefined;
  if (awaitedKind) {
    const waiting = await statusUntil(token, reference, (r) => r.awaiting !== undefined || r.isComplete);
    const leg = (waiting.paymentSources[group] as Leg[])[0]!;
    expect(waiting.awaiting, what).toEqual({ kind: awaitedKind, transactionReference: leg.transactionReference });
    expect(leg, what).toMatchObject({ status: awaitedKind === 'pin' ? 'AwaitingPin' : 'AwaitingConfirmation', awaiting: awaitedKind });
    const answer = await answerSource(token, awaitedKind, leg.transactionReference, awaitedKind === 'pin' ? { pin: SANDBOX_PIN } : { confirm: true });
    expect(answer.status, `${what}: ${answer.text}`).toBe(202);
    // The task token resumes the payment: the table holds it sealed only.
    const wait = await tableItem(`TXNWAIT#${leg.transactionReference}`, 'TXNWAIT');
    expect(wait?.['sealedTaskToken'], what).toMatch(/^v1\./);
    expect(wait?.['taskToken'], what).toBeUndefined();
  }
  const done = await statusUntil(token, reference, (r) => r.isComplete);
  const leg = (done.paymentSources[group] as Leg[])[0]!;
  if (DECLINES.includes(row.debit)) {
    expect(done.status, what).toBe('Failed');
    expect(leg, what).toMatchObject({ status: 'Failed', declineCode: row.debit });
    expect((done.paymentDestinations['merchants'] as Leg[])[0]?.status, what).toBe('Cancelled');
  } else {
    expect(done.status, what).toBe('Completed');
    expect(leg.status, what).toBe('Completed');
    expect(Number((await tableItem(`LEDGER#MERCHANT#${shop.reference}`, 'BALANCE#ZAR'))?.['currentAmountInCents']), what).toBe(AMOUNT);
  }
  // timeout_then_succeed: the first attempt threw RailTimeout and the workflow's Retry asked again.
  if (row.debit === 'timeout_then_succeed') expect(await railAttempts(leg.transactionReference, 'DEBIT'), what).toBe(2);
  else if (row.debit === 'succeed' || DECLINES.includes(row.debit)) expect(await railAttempts(leg.transactionReference, 'DEBIT'), what).toBe(1);
  if (row.secret) expect(JSON.stringify(await storedPayment(reference)), what).not.toContain(row.secret);
}

describe('every sandbox debit outcome, one source to a merchant', () => {
  for (const group of Object.keys(ROWS) as Group[]) {
    it.concurrent(`${group}: ${ROWS[group].map((r) => r.debit).join(', ')}`, async () => {
      const results = await Promise.allSettled(ROWS[group].map((row) => runRow(group, row)));
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
      if (failures.length > 0) throw new AggregateError(failures, failures.map((f) => f.message).join('\n\n'));
    }, 90_000);
  }
});

describe('each destination rail, paid by card', () => {
  it.concurrent('mobile wallet, bank account (its credit retried after a rail timeout), wallet, card push, QR code, bill and cash each complete', async () => {
    const shop = await givenMerchant();
    const product = await call('POST', '/v1/merchant/product', { token: shop.token, body: { name: `Bill ${randomUUID().slice(0, 8)}`, productType: 'Airtime', amountInCents: AMOUNT } });
    expect(product.status, product.text).toBe(200);
    const destinations: Record<string, unknown> = {
      mobileWallets: [SUFFIX_RAILS.mobileWallets(PLAIN)],
      bankAccounts: [SUFFIX_RAILS.bankAccounts('000400')],
      // A wallet held on the platform (the shop's own), credited in the ledger.
      wallets: [{ ...ZAR, walletReference: await givenWallet(shop.token) }],
      cards: [{ ...ZAR, cardNumber: '4242424242424242', nameOnCard: 'Ada Lovelace' }],
      // A code of another scheme (SnapScan), paid through the qrCode rail (docs/decisions/qr.md, QR-38).
      qrCodes: [{ ...ZAR, qrCode: `https://pos.snapscan.io/qr/S${randomUUID().slice(0, 8)}` }],
      bills: [{ ...ZAR, productReference: product.body.result.reference }],
      cash: { ...ZAR },
    };
    await Promise.all(Object.entries(destinations).map(async ([group, destination]) => {
      const token = await payer();
      const res = await submitPay(token, { paymentSources: { cards: [card('4242424242424242', AMOUNT)] }, paymentDestinations: { [group]: destination } });
      expect(res.status, `${group}: ${res.text}`).toBe(200);
      const reference = res.body.result.paymentReference as string;
      const done = await statusUntil(token, reference, (r) => r.isComplete);
      expect(done.status, group).toBe('Completed');
      const legs = done.paymentDestinations[group] as Leg | Leg[];
      const leg = Array.isArray(legs) ? legs[0]! : legs;
      expect(leg.status, group).toBe('Completed');
      if (group === 'bankAccounts') expect(await railAttempts(leg.transactionReference, 'CREDIT')).toBe(2);
      expect(JSON.stringify(await storedPayment(reference)), group).not.toContain('4242424242424242');
    }));
  }, 60_000);

  it.concurrent('cash as a source needs CanUseCashSource: 403 without it, Completed with it', async () => {
    const shop = await givenMerchant();
    const body = { paymentSources: { cash: { ...ZAR } }, paymentDestinations: { merchants: [{ ...ZAR, merchantReference: shop.reference }] } };
    const refused = await submitPay(await payer(), body);
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.error.details.map((d: { field: string }) => d.field)).toContain('body.paymentSources.cash');
    const token = await payer({ CanUseCashSource: 'true' });
    const res = await submitPay(token, body);
    expect(res.status, res.text).toBe(200);
    const done = await statusUntil(token, res.body.result.paymentReference, (r) => r.isComplete);
    expect(done.status).toBe('Completed');
    expect((done.paymentSources['cash'] as Leg).status).toBe('Completed');
  }, 30_000);
});

describe('a PIN nobody gives', () => {
  it.concurrent('ends the payment Expired after the answer timeout, the first source reversed; a late PIN is 409', async () => {
    const shop = await givenMerchant();
    const token = await payer();
    const res = await submitPay(token, {
      paymentSources: { cards: [card('4242424242424242', 700), card('4990000000000202', 500)] },
      paymentDestinations: { merchants: [{ amountInCents: 1200, currency: 'ZAR', merchantReference: shop.reference }] },
    });
    expect(res.status, res.text).toBe(200);
    const reference = res.body.result.paymentReference as string;
    const waiting = await statusUntil(token, reference, (r) => r.awaiting?.kind === 'pin');
    const done = await statusUntil(token, reference, (r) => r.isComplete, 30_000);
    expect(done.status).toBe('Expired');
    const [first, second] = done.paymentSources['cards'] as Leg[];
    expect(first?.status).toBe('Reversed');
    expect(second).toMatchObject({ transactionReference: waiting.awaiting.transactionReference, status: 'Expired' });
    expect(done.awaiting).toBeUndefined();
    expect(await heldByPayment(reference)).toBe(0);
    expect((await paymentExecution(reference)).status).toBe('FAILED');
    const late = await call('POST', `/v1/transaction/pin/${waiting.awaiting.transactionReference}`, { token, body: { pin: SANDBOX_PIN } });
    expect(late.status, late.text).toBe(409);
  }, 45_000);
});

describe('concurrent duplicate submissions', () => {
  const body = async (extra: Record<string, unknown>) => {
    const shop = await givenMerchant();
    return { paymentSources: { cards: [card('4242424242424242', 900)] }, paymentDestinations: { merchants: [{ amountInCents: 900, currency: 'ZAR', merchantReference: shop.reference }] }, ...extra };
  };

  it.concurrent('five at once with one yourReference: one payment, one execution, the others answered as its duplicates', async () => {
    const yourReference = `order-${randomUUID()}`;
    const token = await payer();
    const pay = await body({ yourReference });
    const answers = await Promise.all(Array.from({ length: 5 }, () => submitPay(token, pay)));
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const references = new Set(answers.map((a) => a.body.result.paymentReference as string));
    expect(references.size).toBe(1);
    expect(answers.filter((a) => a.body.result.isDuplicate === false)).toHaveLength(1);
    const [reference] = [...references] as [string];
    const stored = await paymentsWhere('yourReference', yourReference);
    expect(stored.map((p) => p['paymentReference'])).toEqual([reference]);
    expect((await statusUntil(token, reference, (r) => r.isComplete)).status).toBe('Completed');
    expect((await paymentExecution(reference)).status).toBe('SUCCEEDED');
  }, 30_000);

  it.concurrent('five at once with one Idempotency-Key: every answer the same payment or 409 in flight; exactly one payment', async () => {
    const description = `keyed ${randomUUID()}`;
    const token = await payer();
    const pay = await body({ description });
    const headers = { 'Idempotency-Key': randomUUID() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => submitPay(token, pay, headers)));
    const ok = answers.filter((a) => a.status === 200);
    for (const a of answers) expect([200, 409], a.text).toContain(a.status);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of ok) expect(a.body.result).toEqual(ok[0]!.body.result);
    const reference = ok[0]!.body.result.paymentReference as string;
    expect((await paymentsWhere('description', description)).map((p) => p['paymentReference'])).toEqual([reference]);
    const replay = await submitPay(token, pay, headers);
    expect(replay.status).toBe(200);
    expect(replay.body.result).toEqual(ok[0]!.body.result);
    expect((await statusUntil(token, reference, (r) => r.isComplete)).status).toBe('Completed');
    expect((await paymentExecution(reference)).status).toBe('SUCCEEDED');
  }, 30_000);
});

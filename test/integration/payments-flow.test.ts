/**
 * The payment workflow end to end over HTTP: what the ledger holds after a multi-source payment,
 * compensation after a failed second source and after a failed destination (the holding account
 * back at zero, every debit reversed by a posting of its own), and the signed status webhooks.
 * Pay, status and receipt go through the typed client (client-fixtures.ts), so a contract break
 * fails here.
 */
import { afterAll, describe, expect, it, inject } from 'vitest';
import { verifyWebhook } from '../../shared/webhooks/signature.js';
import { accessToken, adminApiKey, call, startWebhookReceiver } from './harness.js';
import { itemsContaining, partitionItems, tableItem } from './identity-fixtures.js';
import { pay, receipt, statusUntil, type PayBody } from './client-fixtures.js';
import { card, givenMerchant, heldByPayment, storedPayment } from './payment-fixtures.js';
import { ledgerAccountKey } from '../../shared/ledger/accounts.js';

const balance = async (account: string, currency = 'ZAR') => Number((await tableItem(`LEDGER#${account}`, `BALANCE#${currency}`))?.['currentAmountInCents'] ?? 0);
const posted = async (id: string) => tableItem(`LEDGERTX#${id}`, 'TX');
const wallet = (msisdn: string, amountInCents: number) => ({ mobileWalletOperator: 'MTN_GH', msisdn, amountInCents, currency: 'ZAR' });

/** What this file's payments should have posted (ZAR): checked once they are all done, in afterAll. */
const made: { reference: string; sourcedInCents: number; deliveredInCents: number; accounts: string[] }[] = [];
const expectPosted = (reference: string, netInCents: number, merchants: string[]) =>
  made.push({ reference, sourcedInCents: netInCents, deliveredInCents: netInCents, accounts: [`HOLD#${reference}`, ...merchants.map((m) => `MERCHANT#${m}`)] });

async function submit(body: PayBody): Promise<{ reference: string; token: string }> {
  const token = await accessToken({ UserReference: crypto.randomUUID() });
  const res = await pay(token, body);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  expect(res.result?.status).toBe('Pending');
  return { reference: res.result?.paymentReference ?? '', token };
}

/**
 * The ledger invariants after this file's payment scenarios, scoped so that other files running in
 * parallel can neither break nor mask them: every ledger transaction of these payments sums to 0
 * per currency (a leg's own item being its holding account's side, LED-14), every account they
 * touched (holding accounts, merchants) has a balance equal to the
 * sum of its entries, each payment's entries match its amounts (checkPaymentEntries), and the ZAR
 * ledger as a whole sums to 0 (checkLedgerInvariants; its per-account mismatches are read for these
 * accounts only, since other files seed balance items directly). A broken posting fails the run:
 * test/unit/ledger-invariants.test.ts shows the checks catch one.
 */
afterAll(async () => {
  Object.assign(process.env, inject('functionEnv'));
  const [{ checkLedgerInvariants }, { checkPaymentEntries }] = await Promise.all([import('../../shared/ledger/invariants.js'), import('../../shared/payments/payment-entries.js')]);
  const { accountEntries } = await import('../../shared/ledger/statement.js');
  const touched = new Set(made.flatMap((p) => p.accounts));
  const transactions = new Set<string>();
  for (const account of touched) {
    const entries = await accountEntries(account);
    for (const e of entries) transactions.add(e.transactionId);
    const sum = entries.filter((e) => e.currency === 'ZAR').reduce((s, e) => s + e.amountInCents, 0);
    expect(await balance(account), `${account}: balance vs its entries`).toBe(sum);
  }
  // The holding account's side of each leg's posting and reversal is the leg itself (LED-14).
  const holdSide = new Map<string, { currency: string; amountInCents: number }>();
  for (const p of made) {
    for (const leg of (await partitionItems(`PAYMENT#${p.reference}`)).filter((i) => i['entity'] === 'PaymentLeg')) {
      const signed = (leg['side'] === 'source' ? 1 : -1) * Number(leg['amountInCents']);
      const id = `${leg['side'] === 'source' ? 'debit' : 'credit'}:${String(leg['transactionReference'])}`;
      if (leg['postedAt']) holdSide.set(id, { currency: String(leg['currency']), amountInCents: signed });
      if (leg['reversedAt']) holdSide.set(`reverse:${id}`, { currency: String(leg['currency']), amountInCents: -signed });
    }
  }
  // A payment leg's posting has no header item (LED-13): its entries, wherever they are, and its leg's side are the transaction.
  const entries = (await itemsContaining('"entity":"LedgerEntry"')) as unknown as { transactionId: string; currency: string; amountInCents: number }[];
  for (const id of new Set([...transactions, ...holdSide.keys()])) {
    const postings = [...entries.filter((e) => e.transactionId === id), ...(holdSide.has(id) ? [holdSide.get(id)!] : [])];
    expect(postings.length, `${id} has postings`).toBeGreaterThan(1);
    for (const currency of new Set(postings.map((p) => p.currency))) {
      expect(postings.filter((p) => p.currency === currency).reduce((s, p) => s + p.amountInCents, 0), `${id} balanced in ${currency}`).toBe(0);
    }
  }
  for (const p of made) {
    const check = await checkPaymentEntries(p.reference, [{ currency: 'ZAR', sourcedInCents: p.sourcedInCents, deliveredInCents: p.deliveredInCents }]);
    expect(check.mismatches, p.reference).toEqual([]);
  }
  const whole = await checkLedgerInvariants({ currencies: ['ZAR'], attempts: 5 });
  expect(whole.totalsByCurrency['ZAR'] ?? 0, 'ZAR entries sum to 0').toBe(0);
  expect(whole.mismatches.filter((m) => touched.has(m.account))).toEqual([]);
});

describe('payment workflow over HTTP', () => {
  it('moves 2 sources to 2 destinations and leaves a balanced ledger', async () => {
    const shop = await givenMerchant();
    const other = await givenMerchant();
    const { reference, token } = await submit({
      paymentSources: { cards: [card('4242424242424242', 3000)], mobileWallets: [wallet('+233241234567', 2000)] },
      paymentDestinations: { merchants: [{ amountInCents: 4000, currency: 'ZAR', merchantReference: shop.reference }, { amountInCents: 1000, currency: 'ZAR', merchantReference: other.reference }] },
    });
    expectPosted(reference, 5000, [shop.reference, other.reference]);
    const done = await statusUntil(token, reference, (r) => r.isComplete);
    expect(done.status).toBe('Completed');
    expect(await heldByPayment(reference)).toBe(0);
    expect(await balance(`MERCHANT#${shop.reference}`)).toBe(4000);
    expect(await balance(`MERCHANT#${other.reference}`)).toBe(1000);
    const payment = await storedPayment(reference);
    const legs = [...(payment?.['sources'] as { transactionReference: string }[]), ...(payment?.['destinations'] as { transactionReference: string }[])];
    expect(legs).toHaveLength(4);
    const legItems = (await partitionItems(`PAYMENT#${reference}`)).filter((i) => i['entity'] === 'PaymentLeg');
    expect(await partitionItems(`LEDGER#HOLD#${reference}`)).toEqual([]);
    for (const [i, leg] of legs.entries()) {
      const id = `${i < 2 ? 'debit' : 'credit'}:${leg.transactionReference}`;
      // Posted once, into (or out of) the holding account — its leg's own part of it (LED-14) — without a ledger header item (LED-13).
      expect(legItems.find((l) => l['transactionReference'] === leg.transactionReference)).toMatchObject({ heldAccount: `HOLD#${reference}`, heldInCents: [3000, 2000, -4000, -1000][i] });
      expect(await posted(id)).toBeUndefined();
    }
    // The other side of each posting: the card's clearing shard gave 30.00, the shop got 40.00.
    const cardLeg = legs[0]!.transactionReference;
    const cardEntries = (await partitionItems(`LEDGER#${ledgerAccountKey.railClearing('card', cardLeg)}`)).filter((e) => e['transactionId'] === `debit:${cardLeg}`);
    expect(cardEntries.map((e) => e['amountInCents'])).toEqual([-3000]);
    expect((await partitionItems(`LEDGER#MERCHANT#${shop.reference}`)).filter((e) => e['transactionId'] === `credit:${legs[2]!.transactionReference}`).map((e) => e['amountInCents'])).toEqual([4000]);
    expect(JSON.stringify(payment)).not.toContain('4242424242424242');
    const paid = await receipt(token, reference);
    expect(paid.status).toBe(200);
    expect(paid.result).toMatchObject({ paymentReference: reference, status: 'Completed', isComplete: true });
    const receiptLegs = Object.values(paid.result?.paymentSources ?? {}).flat();
    expect(receiptLegs.map((leg) => leg.display)).toEqual(['Card 424242******4242', expect.stringMatching(/^MTN_GH /)]);
  });

  it('reverses the first source when the second is declined, and ends Failed with the reason', async () => {
    const shop = await givenMerchant();
    const { reference, token } = await submit({
      paymentSources: { cards: [card('4242424242424242', 1500), card('4000000000009995', 1000)] },
      paymentDestinations: { merchants: [{ amountInCents: 2500, currency: 'ZAR', merchantReference: shop.reference }] },
    });
    expectPosted(reference, 0, [shop.reference]);
    const done = await statusUntil(token, reference, (r) => r.isComplete);
    expect(done.status).toBe('Failed');
    const payment = await storedPayment(reference);
    expect(payment?.['failureReason']).toMatch(/insufficient_funds/);
    const [first, second] = payment?.['sources'] as { transactionReference: string; status: string; declineCode?: string }[];
    expect(first?.status).toBe('Reversed');
    expect(second).toMatchObject({ status: 'Failed', declineCode: 'insufficient_funds' });
    // The reversal gave the card its 15.00 back, and the leg no longer holds any of it (LED-14).
    const reversal = (await partitionItems(`LEDGER#${ledgerAccountKey.railClearing('card', first?.transactionReference ?? '')}`)).filter((e) => e['transactionId'] === `reverse:debit:${first?.transactionReference}`);
    expect(reversal.map((e) => e['amountInCents'])).toEqual([1500]);
    expect(first).toMatchObject({ heldInCents: 0, reversedAt: expect.any(String), postedAt: expect.any(String) });
    expect(await heldByPayment(reference)).toBe(0);
    expect(await balance(`MERCHANT#${shop.reference}`)).toBe(0);
    expect((payment?.['destinations'] as { status: string }[])[0]?.status).toBe('Cancelled');
  });

  it('reverses both sources when a bank destination declines; the merchant, inside the platform, is never credited (PAY-41)', async () => {
    const shop = await givenMerchant();
    const { reference, token } = await submit({
      paymentSources: { cards: [card('4242424242424242', 1000)], mobileWallets: [wallet('+233241234567', 1000)] },
      paymentDestinations: {
        merchants: [{ amountInCents: 1500, currency: 'ZAR', merchantReference: shop.reference }],
        bankAccounts: [{ accountNumber: '1000000509', bank: 'FNB_ZA', amountInCents: 500, currency: 'ZAR' }],
      },
    });
    expectPosted(reference, 0, [shop.reference]);
    const done = await statusUntil(token, reference, (r) => r.isComplete);
    expect(done.status).toBe('Failed');
    const payment = await storedPayment(reference);
    expect((payment?.['sources'] as { status: string }[]).map((l) => l.status)).toEqual(['Reversed', 'Reversed']);
    expect((payment?.['destinations'] as { status: string }[]).map((l) => l.status)).toEqual(['Cancelled', 'Failed']);
    expect(await balance(`MERCHANT#${shop.reference}`)).toBe(0);
    expect(await heldByPayment(reference)).toBe(0);
  });

  it('tells the receiver every status change, signed', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const shop = await givenMerchant();
      const token = await accessToken({ UserReference: crypto.randomUUID() });
      const res = await pay(token, {
        paymentSources: { cards: [card('4242424242424242', 700)] },
        paymentDestinations: { merchants: [{ amountInCents: 700, currency: 'ZAR', merchantReference: shop.reference }] },
        paymentStatusWebhook: { callbackUrl: receiver.url('/hooks'), onPaymentCompleteOnly: false },
      });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      const reference = res.result?.paymentReference ?? '';
      expectPosted(reference, 700, [shop.reference]);
      const payment = await storedPayment(reference);
      const receiverId = String((payment?.['webhook'] as { receiverId: string }).receiverId);
      const secret = await call('POST', '/v1/webhook/admin/secret', { apiKey: adminApiKey(), body: { receiverId } });
      expect(secret.status, secret.text).toBe(200);
      const last = await receiver.waitFor('/hooks', 2);
      // In the order the body's timestamp gives, as a receiver must order them (HOOK-9): one batch may deliver both at once.
      const events = receiver.received.filter((r) => r.path === '/hooks').map((r) => JSON.parse(r.body) as { timestamp: string; data: { status: string } });
      const statuses = events.sort((a, b) => a.timestamp.localeCompare(b.timestamp)).map((e) => e.data.status);
      expect(statuses).toEqual(['Processing', 'Completed']);
      const verified = verifyWebhook(secret.body.result.secret as string, last.body, last.headers as Record<string, string>);
      expect(verified.ok).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it('refuses a callback URL that points into a private network, naming the field', async () => {
    const shop = await givenMerchant();
    const token = await accessToken();
    const res = await pay(token, {
      paymentSources: { cards: [card('4242424242424242', 700)] },
      paymentDestinations: { merchants: [{ amountInCents: 700, currency: 'ZAR', merchantReference: shop.reference }] },
      paymentStatusWebhook: { callbackUrl: 'http://169.254.169.254/latest/meta-data', onPaymentCompleteOnly: true },
    });
    expect(res.status).toBe(400);
    expect(res.error?.error.details.map((d) => d.field)).toContain('body.paymentStatusWebhook.callbackUrl');
  });
});

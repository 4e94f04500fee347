/** Pure parts of the payments API: request checks, bill rules, limit type, canonical bodies, replays, status shape, access. */
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../shared/http/caller.js';
import { mayAnswer, mayRead } from '../../shared/payments/access.js';
import { canonicalJson, replayOf, type IdempotencyRecord } from '../../shared/idempotency/rules.js';
import { sourceItems } from '../../shared/payments/pay-items.js';
import { paymentLimitTypes, shapeIssues, totalsIssues } from '../../shared/payments/pay-request.js';
import { billIssues } from '../../shared/products/bills.js';
import type { PaymentRecord } from '../../shared/payments/payments.js';
import { paymentStatusOf } from '../../shared/payments/status.js';
import type { ProductRecord } from '../../shared/products/products.js';
import { payBody, type PayBody } from '../../shared/schemas/pay-body.js';

const card = { amountInCents: 100, currency: 'ZAR', nameOnCard: 'A', cardNumber: '4242424242424242', cvv: '123', expiryMonth: '12', expiryYear: '2099' };
const merchant = { amountInCents: 100, currency: 'ZAR', merchantReference: '00000000-0000-4000-8000-000000000001' };
const pay = (extra: Partial<PayBody> = {}) => ({ paymentSources: { cards: [card] }, paymentDestinations: { merchants: [merchant] }, ...extra }) as PayBody;

describe('the order sources are debited in (README, "Payments")', () => {
  it('is the fixed order of the source kinds, then the order within each list, whatever order the body keys come in', () => {
    const wallet = { amountInCents: 100, currency: 'ZAR', walletReference: '00000000-0000-4000-8000-000000000002' };
    const mobile = { amountInCents: 100, currency: 'ZAR', msisdn: '+233240000001', mobileWalletOperator: 'MTN' };
    const body = payBody.parse({
      paymentSources: { wallets: [wallet], cash: { amountInCents: 100, currency: 'ZAR' }, mobileWallets: [mobile], cards: [card, { ...card, amountInCents: 200 }] },
      paymentDestinations: { merchants: [{ ...merchant, amountInCents: 600 }] },
    });
    expect(sourceItems(body).map((s) => s.path)).toEqual([
      'body.paymentSources.cards[0]', 'body.paymentSources.cards[1]', 'body.paymentSources.mobileWallets[0]', 'body.paymentSources.wallets[0]', 'body.paymentSources.cash',
    ]);
  });
});

describe('pay request checks', () => {
  it('accepts a good card and names each bad field', () => {
    expect(shapeIssues(pay())).toEqual([]);
    const amex = { ...card, cardNumber: '378282246310005', cvv: '123' };
    const fields = shapeIssues(pay({ paymentSources: { cards: [amex, { ...card, expiryMonth: '1', expiryYear: '24' }] } } as Partial<PayBody>), new Date('2025-06-01T00:00:00Z')).map((i) => i.field);
    expect(fields).toEqual(['body.paymentSources.cards[0].cvv', 'body.paymentSources.cards[1].expiryYear']);
  });

  it('refuses more than 32 sources and destinations together, naming the side that makes it too many', () => {
    const merchants = (n: number) => Array.from({ length: n }, () => merchant);
    const cards = (n: number) => Array.from({ length: n }, () => card);
    expect(shapeIssues(pay({ paymentSources: { cards: cards(16) }, paymentDestinations: { merchants: merchants(16) } } as Partial<PayBody>))).toEqual([]);
    const tooMany = shapeIssues(pay({ paymentSources: { cards: cards(16) }, paymentDestinations: { merchants: merchants(17) } } as Partial<PayBody>));
    expect(tooMany).toEqual([{ field: 'body.paymentDestinations', reason: expect.stringContaining('at most 32 sources and destinations together; this one has 16 and 17') }]);
  });

  it('an expiry month is good to its last day', () => {
    expect(shapeIssues(pay({ paymentSources: { cards: [{ ...card, expiryMonth: '06', expiryYear: '2025' }] } } as Partial<PayBody>), new Date('2025-06-30T23:59:59Z'))).toEqual([]);
  });

  it('totals balance per currency', () => {
    expect(totalsIssues(pay())).toEqual([]);
    const issues = totalsIssues(pay({ paymentDestinations: { merchants: [{ ...merchant, currency: 'USD' }] } } as Partial<PayBody>));
    expect(issues.map((i) => i.field)).toEqual(['body.paymentDestinations', 'body.paymentDestinations']);
  });

  it('refuses a currency whose sources, though each exact, total more than a number holds exactly (PAY-34)', () => {
    const most = Number.MAX_SAFE_INTEGER;
    const half = (most - 1) / 2;
    expect(totalsIssues(pay({ paymentSources: { cards: [{ ...card, amountInCents: half }, { ...card, amountInCents: half + 1 }] }, paymentDestinations: { merchants: [{ ...merchant, amountInCents: most }] } } as Partial<PayBody>))).toEqual([]);
    const over = totalsIssues(pay({ paymentSources: { cards: [{ ...card, amountInCents: most }, { ...card, amountInCents: 1 }] }, paymentDestinations: { merchants: [{ ...merchant, amountInCents: most }, { ...merchant, amountInCents: 1 }] } } as Partial<PayBody>));
    expect(over).toEqual([{ field: 'body.paymentSources', reason: `the ZAR sources total ${BigInt(most) + 1n} cents; one payment moves at most ${most} of a currency` }]);
  });

  it('picks the limit types from the destinations: a mix is held to every type it contains', () => {
    const wallet = { msisdn: '+233241234567', mobileWalletOperator: 'MTN_GH', amountInCents: 1, currency: 'ZAR' };
    expect(paymentLimitTypes(pay())).toEqual(['Purchase']);
    expect(paymentLimitTypes(pay({ paymentDestinations: { bills: [{ amountInCents: 1, currency: 'ZAR', productReference: 'x' }] } } as Partial<PayBody>))).toEqual(['BillPayment']);
    expect(paymentLimitTypes(pay({ paymentDestinations: { merchants: [merchant], cash: { amountInCents: 1, currency: 'ZAR' } } } as Partial<PayBody>))).toEqual(['Purchase', 'CashWithdrawal']);
    expect(paymentLimitTypes(pay({ paymentDestinations: { merchants: [merchant], mobileWallets: [wallet] } } as Partial<PayBody>))).toEqual(['Purchase', 'Transfer']);
    expect(paymentLimitTypes(pay({ paymentDestinations: { mobileWallets: [wallet, wallet] } } as Partial<PayBody>))).toEqual(['Transfer']);
  });

  it('holds bills to the product price in force, its maximum and its fields', () => {
    const product = { currency: 'ZAR', amountInCents: 500, futureAmountInCents: 600, futureAmountEffectiveFromDate: '2025-01-01T00:00:00Z', fullAmountRequired: true, fields: [{ name: 'when', fieldType: 'Date', isRequired: true }] } as unknown as ProductRecord;
    const at = new Date('2025-02-01T00:00:00Z');
    expect(billIssues(product, { amountInCents: 600, currency: 'ZAR', productFields: { when: '2025-02-30x' } }, 'p', at).map((i) => i.field)).toEqual(['p.productFields.when']);
    expect(billIssues(product, { amountInCents: 500, currency: 'USD', productFields: { when: '2025-02-03' } }, 'p', at).map((i) => i.field)).toEqual(['p.currency', 'p.amountInCents']);
  });

  it('refuses a Date product field naming a day the calendar does not have, rather than rolling it over to the next month', () => {
    const product = { currency: 'ZAR', amountInCents: 500, fields: [{ name: 'when', fieldType: 'Date', isRequired: true }] } as unknown as ProductRecord;
    const issues = (when: string) => billIssues(product, { amountInCents: 500, currency: 'ZAR', productFields: { when } }, 'p');
    for (const when of ['2026-02-30', '2026-04-31', '2025-02-29']) {
      expect(issues(when), when).toEqual([{ field: 'p.productFields.when', reason: 'must be a date YYYY-MM-DD' }]);
    }
    for (const when of ['2024-02-29', '2026-04-30', '2026-12-31']) expect(issues(when), when).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  it('compares bodies whatever their key order', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: null }] })).toBe(canonicalJson({ a: [{ x: null, y: 2 }], b: 1 }));
  });

  it('replays, refuses another body, holds a fresh start in flight and takes over a stale one', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    const t = now.getTime() / 1000;
    const record = { requestHmac: 'h', state: 'started', createdAt: t - 5, result: { paymentReference: 'p' } } as IdempotencyRecord<{ paymentReference: string }>;
    expect(() => replayOf(record, 'other', now)).toThrow(expect.objectContaining({ status: 422 }));
    expect(() => replayOf(record, 'h', now)).toThrow(expect.objectContaining({ status: 409 }));
    expect(replayOf({ ...record, createdAt: t - 31 }, 'h', now)).toBe('stale');
    expect(replayOf({ ...record, state: 'completed' }, 'h', now)).toEqual({ paymentReference: 'p' });
  });
});

describe('status and access', () => {
  const leg = (side: 'source' | 'destination', group: string, groupIndex: number, status: string) => ({
    transactionReference: `${group}-${groupIndex}`, index: groupIndex, group, groupIndex, amountInCents: 50, currency: 'ZAR', status, display: 'x', updatedAt: '',
    side, leg: { rail: group === 'cash' ? 'cash' : 'card', instrument: {} }, ...(status === 'AwaitingConfirmation' ? { awaiting: 'confirmation' } : {}),
  });
  const payment = {
    paymentReference: 'p', shortPaymentReference: 'S', status: 'AwaitingConfirmation', createdBy: 'sub:a', consumerReference: 'c1', merchantReferences: ['m1'],
    channel: 'Web', sources: [leg('source', 'cards', 0, 'Completed'), leg('source', 'cards', 1, 'AwaitingConfirmation'), leg('source', 'cash', 0, 'Pending')],
    destinations: [leg('destination', 'cards', 0, 'Pending')], amountTotals: [], createdAt: '2025-01-01T00:00:00Z', version: 3,
  } as unknown as PaymentRecord;

  it('groups legs as the request had them and says what it waits for', () => {
    const result = paymentStatusOf(payment);
    expect(result).toMatchObject({ isComplete: false, percentageComplete: 25, awaiting: { kind: 'confirmation', transactionReference: 'cards-1' } });
    expect(Array.isArray(result.paymentSources['cards'])).toBe(true);
    expect(result.paymentSources['cash']).toMatchObject({ status: 'Pending' });
    expect(paymentStatusOf({ ...payment, status: 'Failed' }).isComplete).toBe(true);
  });

  it('shows the consumer kept on the payment, its reference alone on a payment stored before it was kept, none without one', () => {
    const shown = { reference: 'c1', firstName: 'Thandi', lastName: 'Mokoena' };
    expect(paymentStatusOf({ ...payment, consumer: shown }).consumer).toEqual(shown);
    expect(paymentStatusOf(payment).consumer).toEqual({ reference: 'c1' });
    const { consumerReference: _c, ...anonymous } = payment;
    expect(paymentStatusOf(anonymous)).not.toHaveProperty('consumer');
  });

  it('lets the payer, its consumer, destination merchants and admin read; only payer, consumer and admin answer', () => {
    const u = (subject: string, claims: Record<string, string> = {}): Caller => ({ kind: 'user', subject, claims, accessPolicies: [], tokenId: '', pendingSteps: false });
    expect(mayRead(u('a'), payment) && mayAnswer(u('a'), payment)).toBe(true);
    expect(mayAnswer(u('z', { ConsumerReference: 'C1' }), payment)).toBe(true);
    expect(mayRead(u('z', { MerchantReference: 'm1' }), payment)).toBe(true);
    expect(mayAnswer(u('z', { MerchantReference: 'm1' }), payment)).toBe(false);
    expect(mayRead(u('z', { MerchantReference: 'm2' }), payment)).toBe(false);
    expect(mayAnswer({ kind: 'admin', apiKeyId: 'k' }, payment)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { render } from '../../shared/messages/template-texts.js';
import { TEMPLATE_NAMES, templateProblems } from '../../shared/messages/templates.js';
import { formatAmounts, formatMinorUnits, maskDigitRuns, receiptParams } from '../../shared/payments/receipt-text.js';
import type { PaymentRecord } from '../../shared/payments/payments.js';
import { RECEIPT_TEMPLATE_NAMES } from '../../shared/schemas/receipt-kinds.js';

describe('formatMinorUnits', () => {
  it('uses the ISO 4217 minor unit of the currency: ZAR 2, JPY 0, KWD 3', () => {
    expect(formatMinorUnits(2500, 'ZAR')).toBe('ZAR 25.00');
    expect(formatMinorUnits(5, 'ZAR')).toBe('ZAR 0.05');
    expect(formatMinorUnits(123456789, 'ZAR')).toBe('ZAR 1,234,567.89');
    expect(formatMinorUnits(1500, 'JPY')).toBe('JPY 1,500');
    expect(formatMinorUnits(0, 'JPY')).toBe('JPY 0');
    expect(formatMinorUnits(1500, 'KWD')).toBe('KWD 1.500');
    expect(formatMinorUnits(7, 'KWD')).toBe('KWD 0.007');
    expect(formatMinorUnits(-1050, 'ZAR')).toBe('ZAR -10.50');
  });

  it('is exact where floats are not, and refuses what is not money', () => {
    // 0.1 + 0.2 style errors cannot happen: the digits are the integer's own.
    expect(formatMinorUnits(Number.MAX_SAFE_INTEGER, 'ZAR')).toBe('ZAR 90,071,992,547,409.91');
    expect(() => formatMinorUnits(1.5, 'ZAR')).toThrow();
    expect(() => formatMinorUnits(100, 'XXX')).toThrow();
  });

  it('sums per currency and joins', () => {
    expect(formatAmounts([{ currency: 'ZAR', amountInCents: 1000 }, { currency: 'JPY', amountInCents: 300 }, { currency: 'ZAR', amountInCents: 1 }])).toBe('ZAR 10.01 + JPY 300');
  });
});

const leg = { index: 0, group: 'cards', groupIndex: 0, currency: 'ZAR', status: 'Completed' as const, updatedAt: '2026-11-23T09:00:00.000Z' };
const payment = {
  paymentReference: '0d7c3a6e-3f0b-4a55-9d0e-6d1f3a2b1c00', shortPaymentReference: '7K3M9Q2XAB', status: 'Completed', createdBy: 'x',
  consumerReference: 'c1', merchantReferences: ['m-a', 'm-b'], channel: 'Web', version: 3,
  amountTotals: [{ currency: 'ZAR', amountInCents: 4000 }], createdAt: '2026-11-23T09:00:00.000Z', completedAt: '2026-11-23T09:01:30.000Z',
  sources: [{ ...leg, side: 'source', transactionReference: 't1', amountInCents: 4000, display: 'Card 424242******4242', leg: { rail: 'card', instrument: { vaultToken: 'cv_x', bin: '424242', lastFour: '4242', expiryMonth: 12, expiryYear: 2099 } } }],
  destinations: [
    { ...leg, side: 'destination', transactionReference: 't2', amountInCents: 2500, display: 'Shop A', leg: { rail: 'merchant', instrument: { merchantReference: 'm-a' } } },
    { ...leg, side: 'destination', transactionReference: 't3', amountInCents: 1500, display: 'Shop B', leg: { rail: 'merchant', instrument: { merchantReference: 'M-B' } } },
  ],
} as unknown as PaymentRecord;

describe('receipt templates', () => {
  it('are known to the outbox', () => {
    for (const name of RECEIPT_TEMPLATE_NAMES) expect(TEMPLATE_NAMES).toContain(name);
  });

  it('the consumer copy: short reference, amounts, status, date, merchants, masked source; no card number', () => {
    const params = receiptParams(payment, 'receipt-consumer', { name: 'Thandi' });
    expect(templateProblems('receipt-consumer', params, {})).toEqual([]);
    const sms = render('receipt-consumer', 'sms', params).text;
    expect(sms).toBe('Receipt 7K3M9Q2XAB: ZAR 40.00 Completed 2026-11-23 09:01 UTC. To Shop A, Shop B. From Card 424242******4242.');
    expect(sms.length).toBeLessThanOrEqual(160);
    expect(sms).toMatch(/^[\x20-\x7e]+$/);
    const mail = render('receipt-consumer', 'email', params);
    expect(mail.subject).toBe('Your receipt 7K3M9Q2XAB: ZAR 40.00 Completed');
    expect(mail.text).toMatch(/^Hello Thandi,/);
    for (const text of [sms, mail.text]) expect(text).not.toMatch(/4242424242424242|undefined|null/);
  });

  it('the merchant copy says what that merchant received', () => {
    const params = receiptParams(payment, 'receipt-merchant', { merchantReference: 'm-b' });
    expect(templateProblems('receipt-merchant', params, {})).toEqual([]);
    expect(render('receipt-merchant', 'sms', params).text).toBe(
      'Payment 7K3M9Q2XAB Completed 2026-11-23 09:01 UTC: received ZAR 15.00 of ZAR 40.00. From Card 424242******4242.',
    );
    expect(render('receipt-merchant', 'email', params).text).toContain('Received:  ZAR 15.00');
    const failed = { ...payment, status: 'Failed', destinations: payment.destinations.map((d) => ({ ...d, status: 'Failed' })) } as PaymentRecord;
    expect(receiptParams(failed, 'receipt-merchant', { merchantReference: 'm-a' })['received']).toBe('nothing');
  });

  it("counts in the merchant copy only that merchant's legs: its bills by their ledger account, its own wallets (RCP-11)", () => {
    const bill = (ref: string, amountInCents: number, owner: string) => ({
      ...leg, side: 'destination', transactionReference: ref, amountInCents, display: `Bill ${owner}`, ledgerAccount: `MERCHANT#${owner}`, leg: { rail: 'bill', instrument: { productReference: `p-${owner}` } },
    });
    const bills = { ...payment, amountTotals: [{ currency: 'ZAR', amountInCents: 5500 }], destinations: [
      bill('t2', 1000, 'm-a'), bill('t3', 2000, 'm-b'),
      { ...leg, side: 'destination', transactionReference: 't4', amountInCents: 2500, display: 'Wallet ****0001', ledgerAccount: 'WALLET#w-a', leg: { rail: 'wallet', instrument: { walletReference: 'w-a' } } },
    ] } as unknown as PaymentRecord;
    expect(receiptParams(bills, 'receipt-merchant', { merchantReference: 'M-A' })['received']).toBe('ZAR 10.00');
    expect(receiptParams(bills, 'receipt-merchant', { merchantReference: 'm-b' })['received']).toBe('ZAR 20.00');
    expect(receiptParams(bills, 'receipt-merchant', { merchantReference: 'm-a', ownWallets: ['W-A'] })['received']).toBe('ZAR 35.00');
    expect(receiptParams(bills, 'receipt-merchant', { merchantReference: 'm-c', ownWallets: [] })['received']).toBe('nothing');
  });

  it('says what refunds gave back: the refunded amount in both copies, the merchant copy what it kept (RCP-11)', () => {
    // As payments.ts withRefundApplied leaves it: refundedInCents on the legs, the totals, never a leg's status.
    const refunded = (amounts: [number, number]) => ({
      ...payment, status: amounts[0] + amounts[1] === 4000 ? 'Refunded' : 'PartiallyRefunded',
      refundedAmountTotals: [{ currency: 'ZAR', amountInCents: amounts[0] + amounts[1] }],
      destinations: payment.destinations.map((d, i) => ({ ...d, refundedInCents: amounts[i] })),
    }) as PaymentRecord;
    const partly = refunded([1000, 0]);
    expect(render('receipt-consumer', 'sms', receiptParams(partly, 'receipt-consumer')).text).toBe(
      'Receipt 7K3M9Q2XAB: ZAR 40.00 PartiallyRefunded (ZAR 10.00 refunded) 2026-11-23 09:01 UTC. To Shop A, Shop B. From Card 424242******4242.',
    );
    expect(render('receipt-consumer', 'email', receiptParams(partly, 'receipt-consumer')).text).toContain('Refunded:  ZAR 10.00');
    expect(render('receipt-merchant', 'sms', receiptParams(partly, 'receipt-merchant', { merchantReference: 'm-a' })).text).toContain('received ZAR 15.00 of ZAR 40.00 (ZAR 10.00 refunded).');
    const whole = receiptParams(refunded([2500, 1500]), 'receipt-merchant', { merchantReference: 'm-a' });
    expect(templateProblems('receipt-merchant', whole, {})).toEqual([]);
    expect(render('receipt-merchant', 'sms', whole).text).toContain('received ZAR 0.00 of ZAR 40.00 (ZAR 40.00 refunded).');
    expect(render('receipt-merchant', 'email', whole).text).toContain('Refunded:  ZAR 40.00');
    expect(receiptParams(payment, 'receipt-consumer')['refunded']).toBeUndefined();
  });

  it('masks any long digit run a display might carry', () => {
    expect(maskDigitRuns('Card 4242424242424242')).toBe('Card ************4242');
    expect(maskDigitRuns('FNB_ZA ******1234')).toBe('FNB_ZA ******1234');
  });
});

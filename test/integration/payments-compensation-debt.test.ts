/**
 * Compensation when a destination has already spent its credit (docs/decisions/ledger.md, LED-15):
 * the steps driven by hand on DynamoDB Local and the sandbox rails, the merchant's payout over HTTP
 * through the real workflow. The payer is given back at the rail whatever the merchant did with the
 * money; the merchant then owes the platform the shortfall and can move nothing until it is covered.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayBody } from '../../shared/schemas/pay-body.js';
import { adminApiKey, call } from './harness.js';
import type { OutstandingDebt } from '../../shared/ledger/invariants.js';
import { expectLedgerHolds, type MovedPayment } from './ledger-fixtures.js';
import { card, givenMerchantWithBankAccount, statusUntil } from './payment-fixtures.js';
import { loadPaymentModules, submitted, type PaymentModules } from './payment-steps-fixtures.js';

let m: PaymentModules;
const moved: MovedPayment[] = [];
const accounts: string[] = [];
const debts: OutstandingDebt[] = [];

beforeAll(async () => {
  m = await loadPaymentModules();
});

// The ledger holds (the refused debits wrote nothing): every ZAR entry sums to 0, the merchant's
// balance equals its entries and is below its floor by no more than compensation took (LED-15);
// each payment's legs match their entries. In afterAll, as every file's whole-ledger check: the
// Scan of the whole table takes longer than a test may once the suite has filled it.
afterAll(async () => {
  await expectLedgerHolds(moved, accounts, 'ZAR', debts);
});

const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => (e instanceof Error ? e.name : String(e)));

describe('compensation after the destination spent its credit', () => {
  it('gives the card back at its rail and ends Failed; the merchant owes exactly the shortfall, the ledger holds, and a payout from it is refused', async () => {
    const shop = await givenMerchantWithBankAccount('1000123456');
    const merchantAccount = `MERCHANT#${shop.reference}`;
    // 10.00 from a card: 6.00 to the merchant, 4.00 to a bank account whose rail declines credits (…000509).
    const payment = await submitted(m, {
      paymentSources: { cards: [card('4242424242424242', 1000)] },
      paymentDestinations: {
        merchants: [{ amountInCents: 600, currency: 'ZAR', merchantReference: shop.reference }],
        bankAccounts: [{ accountNumber: '1000000509', bank: 'FNB_ZA', amountInCents: 400, currency: 'ZAR' }],
      },
    } as PayBody);
    const ref = payment.paymentReference;
    const leg = (transactionReference: string) => ({ paymentReference: ref, transactionReference });
    const source = payment.sources[0]!;
    const toMerchant = payment.destinations.find((d) => d.leg.rail === 'merchant')!;
    const toBank = payment.destinations.find((d) => d.leg.rail === 'bankAccount')!;
    await m.steps.debitSource(leg(source.transactionReference));
    await m.steps.creditDestination(leg(toMerchant.transactionReference));
    expect(await rejection(m.steps.creditDestination(leg(toBank.transactionReference)))).toBe('CreditFailed');

    // Before compensation runs, the merchant pays 5.00 of its 6.00 out (through the workflow): 1.00 is left.
    const payout = await call('POST', '/v1/merchant/payout', { token: shop.token, body: { amountInCents: 500, currency: 'ZAR' } });
    expect(payout.status, payout.text).toBe(200);
    const payoutReference = payout.body.result.paymentReference as string;
    expect((await statusUntil(shop.token, payoutReference, (r) => r.isComplete)).status).toBe('Completed');
    const owed = async () => (await call('GET', '/v1/merchant/balance', { token: shop.token })).body.result.balances[0].currentAmountInCents as number;
    expect(await owed()).toBe(100);

    // Compensation takes the 6.00 back from the merchant, whatever it holds. Each outcome is read even if it threw.
    const compensated = await m.steps.compensatePayment({ paymentReference: ref, failure: { Error: 'CreditFailed', Cause: 'generic_decline' } }).catch((e: unknown) => e);
    expect.soft(compensated).toEqual({ status: 'Failed', reason: 'CreditFailed: generic_decline' });
    const after = (await m.payments.getPayment(ref))!;
    expect.soft(after.status).toBe('Failed');
    expect.soft([...after.sources, ...after.destinations].map((l) => l.status)).toEqual(['Reversed', 'Reversed', 'Failed']);
    // The card is given back at its rail: the connector's own record.
    expect.soft(await m.registry.connectorFor('card').lookup('debit', source.transactionReference)).toEqual({ outcome: 'succeeded', reversed: true });
    // 1.00 held, 6.00 taken back: the merchant owes 5.00, and the API shows the signed balance (200, its schema allows it).
    expect.soft(await owed()).toBe(-500);
    const admin = await call('GET', `/v1/merchant/admin/balance/${shop.reference}`, { apiKey: adminApiKey() });
    expect.soft(admin.body.result.balances[0]).toEqual({ currency: 'ZAR', availableAmountInCents: -500, currentAmountInCents: -500 });

    // The debt blocks every guarded debit until credits cover it: a payout of one cent, and a debit posted straight to the ledger.
    const refused = await call('POST', '/v1/merchant/payout', { token: shop.token, body: { amountInCents: 1, currency: 'ZAR' } });
    expect.soft(refused.status, refused.text).toBe(422);
    expect.soft(refused.body.error?.code).toBe('INSUFFICIENT_FUNDS');
    const { postLedgerTransaction } = await import('../../shared/ledger/postings.js');
    const { InsufficientFunds } = await import('../../shared/ledger/errors.js');
    const recover = { id: `refund-recover:${randomUUID()}`, kind: 'refund-recover' as const, postings: [
      { account: merchantAccount, currency: 'ZAR', amountInCents: -1 }, { account: `REFUNDHOLD#${randomUUID()}`, currency: 'ZAR', amountInCents: 1 },
    ] };
    expect.soft(await postLedgerTransaction(recover).catch((e: unknown) => e)).toBeInstanceOf(InsufficientFunds);
    expect.soft(await owed()).toBe(-500);

    moved.push({ paymentReference: ref, currency: 'ZAR', netInCents: 0 }, { paymentReference: payoutReference, currency: 'ZAR', netInCents: 500 });
    accounts.push(merchantAccount);
    // The whole-ledger check names the debt for operations to recover (LED-16).
    debts.push({ account: merchantAccount, currency: 'ZAR', owedInCents: 500 });
  });
});

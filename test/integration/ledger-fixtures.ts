/**
 * The ledger invariants after a test file's payments, scoped so that other files running in parallel
 * can neither break nor mask them: each payment's holding account matches what it moved
 * (checkPaymentEntries), every account the file touched has a balance equal to its entries, and the
 * currency's entries as a whole sum to 0 (checkLedgerInvariants, LED-11).
 */
import { expect, inject } from 'vitest';
import type { OutstandingDebt } from '../../shared/ledger/invariants.js';

export interface MovedPayment {
  paymentReference: string;
  currency: string;
  /** What the payment sourced and delivered, net of reversals: its amount when Completed, else 0. */
  netInCents: number;
}

/** `debts`: what the touched accounts owe the platform after compensation (LED-15, LED-16); none unless named. */
export async function expectLedgerHolds(payments: readonly MovedPayment[], accounts: readonly string[], currency = 'ZAR', debts: readonly OutstandingDebt[] = []): Promise<void> {
  Object.assign(process.env, inject('functionEnv'));
  const [{ checkLedgerInvariants }, { checkPaymentEntries }] = await Promise.all([import('../../shared/ledger/invariants.js'), import('../../shared/payments/payment-entries.js')]);
  for (const p of payments) {
    const check = await checkPaymentEntries(p.paymentReference, [{ currency: p.currency, sourcedInCents: p.netInCents, deliveredInCents: p.netInCents }]);
    expect(check.mismatches, p.paymentReference).toEqual([]);
  }
  const whole = await checkLedgerInvariants({ currencies: [currency], attempts: 5 });
  expect(whole.totalsByCurrency[currency] ?? 0, `${currency} entries sum to 0`).toBe(0);
  expect(whole.mismatches.filter((m) => accounts.includes(m.account))).toEqual([]);
  expect(whole.debts.filter((d) => accounts.includes(d.account))).toEqual(debts);
}

/** A merchant's current ledger balance in one currency, read from the local table. */
export async function merchantBalance(merchantReference: string, currency = 'ZAR'): Promise<number> {
  Object.assign(process.env, inject('functionEnv'));
  const [{ accountBalance }, { ledgerAccountKey }] = await Promise.all([import('../../shared/ledger/balances.js'), import('../../shared/ledger/accounts.js')]);
  return (await accountBalance(ledgerAccountKey.merchant(merchantReference), currency)).currentAmountInCents;
}

/**
 * The invariant checks the payment scenarios end with (shared/ledger/invariants.ts), over a table
 * handed in through a stubbed DynamoDB client: a balanced ledger passes, and a deliberately broken
 * posting (one side of a transaction missing, an amount that differs from the payment's) fails —
 * so the afterAll in test/integration/payments-flow.test.ts would fail the run on one.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LedgerEntry } from '../../shared/ledger/statement.js';

const table = vi.hoisted(() => ({ scanItems: [] as Record<string, unknown>[], entries: [] as LedgerEntry[], held: 0 }));

vi.mock('../../shared/db/client.js', () => ({
  db: { send: vi.fn(async () => ({ Items: table.scanItems })) },
}));
vi.mock('../../shared/ledger/statement.js', () => ({ accountEntries: vi.fn(async () => table.entries) }));
vi.mock('../../shared/ledger/balances.js', () => ({
  accountBalance: vi.fn(async () => ({ currentAmountInCents: table.held, availableAmountInCents: table.held })),
}));

process.env['TABLE_NAME'] ??= 'unit';
const { checkLedgerInvariants, checkPaymentEntries } = await import('../../shared/ledger/invariants.js');

const entry = (account: string, amountInCents: number, tx: string) => ({ PK: `LEDGER#${account}`, SK: `ENTRY#2026-11-23T09:00:00.000Z#${tx}`, currency: 'ZAR', amountInCents });
const balanceItem = (account: string, current: number) => ({
  PK: `LEDGER#${account}`, SK: 'BALANCE#ZAR', currentAmountInCents: current, availableAmountInCents: current, headroomInCents: current, overdraftLimitInCents: 0,
});
const ledgerEntry = (amountInCents: number, kind: LedgerEntry['kind'], reversesKind?: LedgerEntry['kind']): LedgerEntry => ({
  account: 'HOLD#p1', currency: 'ZAR', amountInCents, transactionId: `${kind}:${amountInCents}`, kind, reversesKind, paymentReference: 'p1', createdAt: '2026-11-23T09:00:00.000Z',
});

/** A 2 → 1 payment of 50.00 posted through its holding account to a merchant. */
function balancedLedger(): Record<string, unknown>[] {
  return [
    entry('CLEARING#card', -3000, 'd1'), entry('HOLD#p1', 3000, 'd1'),
    entry('CLEARING#mobileWallet', -2000, 'd2'), entry('HOLD#p1', 2000, 'd2'),
    entry('HOLD#p1', -5000, 'c1'), entry('MERCHANT#m1', 5000, 'c1'),
    balanceItem('CLEARING#card', -3000), balanceItem('CLEARING#mobileWallet', -2000), balanceItem('HOLD#p1', 0), balanceItem('MERCHANT#m1', 5000),
  ];
}

beforeEach(() => {
  table.scanItems = balancedLedger();
  table.entries = [ledgerEntry(3000, 'payment-debit'), ledgerEntry(2000, 'payment-debit'), ledgerEntry(-5000, 'payment-credit')];
  table.held = 0;
});

describe('checkLedgerInvariants', () => {
  it('passes a balanced ledger', async () => {
    const result = await checkLedgerInvariants({ currencies: ['ZAR'], attempts: 1 });
    expect(result).toEqual({ balancedPerCurrency: true, totalsByCurrency: { ZAR: 0 }, mismatches: [] });
  });

  it('fails a posting whose counter-entry is missing, on every attempt', async () => {
    // The merchant was credited 50.00 but the holding account was never debited (and its balance item followed suit).
    table.scanItems = balancedLedger().filter((i) => i['SK'] !== 'ENTRY#2026-11-23T09:00:00.000Z#c1' || i['PK'] !== 'LEDGER#HOLD#p1')
      .map((i) => (i['PK'] === 'LEDGER#HOLD#p1' && i['SK'] === 'BALANCE#ZAR' ? balanceItem('HOLD#p1', 5000) : i));
    const result = await checkLedgerInvariants({ currencies: ['ZAR'], attempts: 2 });
    expect(result.balancedPerCurrency).toBe(false);
    expect(result.totalsByCurrency).toEqual({ ZAR: 5000 });
  });

  it('fails a balance item that differs from its entries', async () => {
    table.scanItems = balancedLedger().map((i) => (i['PK'] === 'LEDGER#MERCHANT#m1' && i['SK'] === 'BALANCE#ZAR' ? balanceItem('MERCHANT#m1', 4999) : i));
    const result = await checkLedgerInvariants({ currencies: ['ZAR'], attempts: 1 });
    expect(result.balancedPerCurrency).toBe(true);
    expect(result.mismatches).toEqual([expect.objectContaining({ account: 'MERCHANT#m1', reason: 'balance differs from the sum of its entries', balanceInCents: 4999, entriesInCents: 5000 })]);
  });
});

describe('checkPaymentEntries', () => {
  it('passes when the holding account’s entries match the payment’s amounts', async () => {
    const result = await checkPaymentEntries('p1', [{ currency: 'ZAR', sourcedInCents: 5000, deliveredInCents: 5000 }]);
    expect(result.mismatches).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('counts a reversal against what it undoes (a compensated payment nets to zero)', async () => {
    table.entries = [ledgerEntry(3000, 'payment-debit'), ledgerEntry(-3000, 'reversal', 'payment-debit')];
    expect((await checkPaymentEntries('p1', [{ currency: 'ZAR', sourcedInCents: 0, deliveredInCents: 0 }])).ok).toBe(true);
  });

  it('fails a debit posted for a different amount than the leg', async () => {
    table.entries = [ledgerEntry(3000, 'payment-debit'), ledgerEntry(1999, 'payment-debit'), ledgerEntry(-5000, 'payment-credit')];
    table.held = -1;
    const result = await checkPaymentEntries('p1', [{ currency: 'ZAR', sourcedInCents: 5000, deliveredInCents: 5000 }]);
    expect(result.ok).toBe(false);
    expect(result.mismatches.join('\n')).toMatch(/sourced 4999\/delivered 5000, expected 5000\/5000/);
  });

  it('fails a payment with nothing posted', async () => {
    table.entries = [];
    expect((await checkPaymentEntries('p1', [{ currency: 'ZAR', sourcedInCents: 5000, deliveredInCents: 5000 }])).mismatches).toEqual(['ZAR: expected, nothing posted']);
  });
});

/**
 * The whole-ledger check the payment scenarios end with (shared/ledger/invariants.ts), over a table
 * handed in through a stubbed DynamoDB client: a balanced ledger passes — a payment's holding
 * account is its legs (LED-14) — and a deliberately broken posting (one side of a transaction
 * missing, a balance that differs from its entries, a holding account below zero) fails, so the
 * afterAll in test/integration/payments-flow.test.ts would fail the run on one. A payment's own
 * check (its legs against their entries) is tested against DynamoDB Local: test/integration/payments-reconcile.test.ts.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const table = vi.hoisted(() => ({ scanItems: [] as Record<string, unknown>[] }));

// A Scan answers every item; a Query (an account's statement, LED-18) its partition's entries in key order.
vi.mock('../../shared/db/client.js', () => ({
  db: {
    send: vi.fn(async (command: { constructor: { name: string }; input: { ExpressionAttributeValues?: Record<string, string> } }) => {
      if (command.constructor.name !== 'QueryCommand') return { Items: table.scanItems };
      const { ':pk': pk, ':low': low = '', ':high': high = '' } = command.input.ExpressionAttributeValues ?? {};
      const sk = (i: Record<string, unknown>) => String(i['SK']);
      return { Items: table.scanItems.filter((i) => i['PK'] === pk && sk(i) >= low && sk(i) <= high).sort((a, b) => sk(a).localeCompare(sk(b))) };
    }),
  },
}));

process.env['TABLE_NAME'] ??= 'unit';
const { checkLedgerInvariants } = await import('../../shared/ledger/invariants.js');

const entry = (account: string, amountInCents: number, tx: string, at = '2026-11-23T09:00:00.000Z') => ({ PK: `LEDGER#${account}`, SK: `ENTRY#${at}#${tx}`, currency: 'ZAR', amountInCents });
const balanceItem = (account: string, current: number) => ({
  PK: `LEDGER#${account}`, SK: 'BALANCE#ZAR', currentAmountInCents: current, availableAmountInCents: current, headroomInCents: current, overdraftLimitInCents: 0,
});
/** A payment leg keeping its part of the payment's holding account (LED-14). */
const leg = (sk: string, heldInCents: number) => ({ PK: 'PAYMENT#p1', SK: sk, currency: 'ZAR', heldAccount: 'HOLD#p1', heldInCents });

/** A 2 → 1 payment of 50.00 posted through its holding account (its legs) to a merchant. */
function balancedLedger(): Record<string, unknown>[] {
  return [
    entry('CLEARING#card', -3000, 'd1'), leg('LEG#S#000', 3000),
    entry('CLEARING#mobileWallet', -2000, 'd2'), leg('LEG#S#001', 2000),
    leg('LEG#D#000', -5000), entry('MERCHANT#m1', 5000, 'c1'),
    balanceItem('CLEARING#card', -3000), balanceItem('CLEARING#mobileWallet', -2000), balanceItem('MERCHANT#m1', 5000),
  ];
}

/**
 * The merchant of the balanced ledger pays its 50.00 out (payment p2), then p1 is compensated: the
 * reversal of its credit (LED-15) takes the merchant to −50.00, owed to the platform; the sources
 * are given back. Every currency still sums to 0.
 */
function compensatedAfterPayout(): Record<string, unknown>[] {
  const kept = (pk: string, sk: string, heldInCents: number) => ({ PK: pk, SK: sk, currency: 'ZAR', heldAccount: pk.replace('PAYMENT#', 'HOLD#'), heldInCents });
  const reversal = (account: string, amountInCents: number, tx: string, reversesKind: string) => ({ ...entry(account, amountInCents, tx), kind: 'reversal', reversesKind });
  return [
    entry('CLEARING#card', -3000, 'd1'), reversal('CLEARING#card', 3000, 'r-d1', 'payment-debit'), kept('PAYMENT#p1', 'LEG#S#000', 0),
    entry('CLEARING#mobileWallet', -2000, 'd2'), reversal('CLEARING#mobileWallet', 2000, 'r-d2', 'payment-debit'), kept('PAYMENT#p1', 'LEG#S#001', 0),
    kept('PAYMENT#p1', 'LEG#D#000', 0), { ...entry('MERCHANT#m1', 5000, 'c1'), kind: 'payment-credit' }, reversal('MERCHANT#m1', -5000, 'r-c1', 'payment-credit'),
    { ...entry('MERCHANT#m1', -5000, 'p2-d'), kind: 'payment-debit' }, kept('PAYMENT#p2', 'LEG#S#000', 5000), kept('PAYMENT#p2', 'LEG#D#000', -5000), entry('CLEARING#bankAccount', 5000, 'p2-c'),
    balanceItem('CLEARING#card', 0), balanceItem('CLEARING#mobileWallet', 0), balanceItem('CLEARING#bankAccount', 5000), balanceItem('MERCHANT#m1', -5000),
  ];
}

beforeEach(() => {
  table.scanItems = balancedLedger();
});

describe('checkLedgerInvariants', () => {
  it('passes a balanced ledger', async () => {
    const result = await checkLedgerInvariants({ currencies: ['ZAR'], attempts: 1 });
    expect(result).toEqual({ balancedPerCurrency: true, totalsByCurrency: { ZAR: 0 }, mismatches: [], debts: [] });
  });

  it('fails a posting whose counter-entry is missing, on every attempt', async () => {
    // The merchant was credited 50.00 but the destination leg never took it from the holding account.
    table.scanItems = balancedLedger().map((i) => (i['SK'] === 'LEG#D#000' ? leg('LEG#D#000', 0) : i));
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

  it('passes an account below its floor by what compensation took back from it, a debt (LED-15)', async () => {
    table.scanItems = compensatedAfterPayout();
    const result = await checkLedgerInvariants({ currencies: ['ZAR'], attempts: 1 });
    // Named as a debt to recover (LED-16), not as a break.
    expect(result).toEqual({ balancedPerCurrency: true, totalsByCurrency: { ZAR: 0 }, mismatches: [], debts: [{ account: 'MERCHANT#m1', currency: 'ZAR', owedInCents: 5000 }] });
  });

  it('fails an account below its floor by more than compensation took back from it, and a debt no compensation made', async () => {
    // One cent more paid out than the debt compensation left.
    table.scanItems = [
      ...compensatedAfterPayout().map((i) => (i['PK'] === 'LEDGER#MERCHANT#m1' && i['SK'] === 'BALANCE#ZAR' ? balanceItem('MERCHANT#m1', -5001) : i['PK'] === 'LEDGER#CLEARING#bankAccount' && i['SK'] === 'BALANCE#ZAR' ? balanceItem('CLEARING#bankAccount', 5001) : i)),
      { ...entry('MERCHANT#m1', -1, 'p3-d'), kind: 'payment-debit' }, entry('CLEARING#bankAccount', 1, 'p3-c'),
    ];
    const further = await checkLedgerInvariants({ currencies: ['ZAR'], attempts: 1 });
    expect(further.balancedPerCurrency).toBe(true);
    expect(further.mismatches).toEqual([expect.objectContaining({ account: 'MERCHANT#m1', reason: 'below what its account kind allows', balanceInCents: -5001, entriesInCents: -5001 })]);
    expect(further.debts).toEqual([]);

    // The same −50.00 taken by a refund step's reversal or a refund recovery is no compensation debt.
    for (const [kind, reversesKind] of [['reversal', 'refund'], ['refund-recover', undefined]] as const) {
      table.scanItems = compensatedAfterPayout().map((i) => (i['SK'] === 'ENTRY#2026-11-23T09:00:00.000Z#r-c1' ? { ...i, kind, reversesKind } : i));
      const other = await checkLedgerInvariants({ currencies: ['ZAR'], attempts: 1 });
      expect(other.mismatches, kind).toEqual([expect.objectContaining({ account: 'MERCHANT#m1', reason: 'below what its account kind allows', balanceInCents: -5000 })]);
    }
  });

  it('counts as debt only what a compensation took below the floor, less later credits: an account overdrawn otherwise is a break (LED-18)', async () => {
    const at = (minute: number) => `2026-11-23T09:${String(minute).padStart(2, '0')}:00.000Z`;
    const typed = (e: Record<string, unknown>, kind: string, reversesKind?: string) => ({ ...e, kind, ...(reversesKind ? { reversesKind } : {}) });
    const clearing = (amountInCents: number, tx: string, minute: number) => entry('CLEARING#card', amountInCents, tx, at(minute));
    const merchant = (amountInCents: number, tx: string, minute: number, kind: string, reversesKind?: string) => typed(entry('MERCHANT#m1', amountInCents, tx, at(minute)), kind, reversesKind);
    // 50.00 credited, then compensated while the merchant still held it: back to 0, no debt.
    const compensatedInFull = [
      clearing(-5000, 'd1', 1), merchant(5000, 'c1', 2, 'payment-credit'), merchant(-5000, 'r-c1', 3, 'reversal', 'payment-credit'), clearing(5000, 'r-d1', 4),
    ];
    // Later an unguarded debit (a bug, a corrupted item) takes it to −50.00: not a debt, a break.
    table.scanItems = [...compensatedInFull, merchant(-5000, 'p2-d', 5, 'payment-debit'), clearing(5000, 'p2-c', 5), balanceItem('CLEARING#card', 5000), balanceItem('MERCHANT#m1', -5000)];
    const overdrawn = await checkLedgerInvariants({ currencies: ['ZAR'], attempts: 1 });
    expect(overdrawn.debts).toEqual([]);
    expect(overdrawn.mismatches).toEqual([expect.objectContaining({ account: 'MERCHANT#m1', reason: 'below what its account kind allows', balanceInCents: -5000 })]);

    // A debt of 50.00 that a later credit of 30.00 paid down to 20.00: another debit to −50.00 again is a break.
    const indebted = [
      merchant(5000, 'c1', 1, 'payment-credit'), merchant(-5000, 'p1-d', 2, 'payment-debit'), merchant(-5000, 'r-c1', 3, 'reversal', 'payment-credit'), merchant(3000, 'c2', 4, 'payment-credit'),
      clearing(-5000, 'x1', 1), clearing(5000, 'x2', 2), clearing(5000, 'x3', 3), clearing(-3000, 'x4', 4),
    ];
    table.scanItems = [...indebted, balanceItem('CLEARING#card', 2000), balanceItem('MERCHANT#m1', -2000)];
    expect(await checkLedgerInvariants({ currencies: ['ZAR'], attempts: 1 })).toMatchObject({ mismatches: [], debts: [{ account: 'MERCHANT#m1', currency: 'ZAR', owedInCents: 2000 }] });
    table.scanItems = [...indebted, merchant(-3000, 'p3-d', 5, 'payment-debit'), clearing(3000, 'x5', 5), balanceItem('CLEARING#card', 5000), balanceItem('MERCHANT#m1', -5000)];
    const again = await checkLedgerInvariants({ currencies: ['ZAR'], attempts: 1 });
    expect(again.debts).toEqual([]);
    expect(again.mismatches).toEqual([expect.objectContaining({ account: 'MERCHANT#m1', reason: 'below what its account kind allows', balanceInCents: -5000 })]);
  });

  it('fails a holding account its legs take below zero, and a balance item written for it', async () => {
    // Credited 60.00 out of the 50.00 the sources gave (and the merchant's side with it).
    table.scanItems = [
      ...balancedLedger().map((i) => (i['SK'] === 'LEG#D#000' ? leg('LEG#D#000', -6000) : i['PK'] === 'LEDGER#MERCHANT#m1' && i['SK'] === 'BALANCE#ZAR' ? balanceItem('MERCHANT#m1', 6000) : i)),
      entry('MERCHANT#m1', 1000, 'c2'), balanceItem('HOLD#p1', 0),
    ];
    const result = await checkLedgerInvariants({ currencies: ['ZAR'], attempts: 1 });
    expect(result.balancedPerCurrency).toBe(true);
    expect(result.mismatches).toEqual([
      expect.objectContaining({ account: 'HOLD#p1', reason: 'a balance item for an account kept by its payment\'s legs', entriesInCents: -1000 }),
      expect.objectContaining({ account: 'HOLD#p1', reason: 'below what its account kind allows', entriesInCents: -1000 }),
    ]);
  });
});

/** Pure parts of the ledger: validation, sign convention, merging, reversal, account kinds, the items one posting writes. */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountPolicy, CLEARING_SHARDS, clearingShard, ledgerAccountKey, railClearingShards } from '../../shared/ledger/accounts.js';
import { InvalidLedgerTransaction } from '../../shared/ledger/errors.js';
import { ledgerTransactionItems, MAX_TRANSACTION_ITEMS, postLedgerTransaction } from '../../shared/ledger/postings.js';
import { refundCapUpdate } from '../../shared/ledger/refund-cap.js';
import { assertValidTransaction, movedAmount, netPostings, reversalOf, type LedgerTransaction, type Posting } from '../../shared/ledger/transaction.js';

const card = ledgerAccountKey.railClearing('card', 't-1');
// A payment's own holding account is kept by its legs (LED-14); the items one posting writes are shown through a refund's.
const hold = ledgerAccountKey.refundHold('p-1');
const merchant = ledgerAccountKey.merchant('m-1');
const debit: LedgerTransaction = {
  id: 'debit:t-1', kind: 'payment-debit', paymentReference: 'p-1', transactionReference: 't-1',
  postings: [{ account: card, currency: 'ZAR', amountInCents: -1_000 }, { account: hold, currency: 'ZAR', amountInCents: 1_000 }],
};
const withPostings = (postings: Posting[]): LedgerTransaction => ({ ...debit, postings });

beforeAll(() => {
  process.env['TABLE_NAME'] ??= 'ledger-unit';
});

describe('clearing shards', () => {
  it('puts a leg on one shard of its rail, always the same, and spreads legs over every shard', () => {
    expect(ledgerAccountKey.railClearing('card', 't-1')).toBe(ledgerAccountKey.railClearing('card', 't-1'));
    expect(ledgerAccountKey.railClearing('mobileWallet', 't-1')).toBe(`CLEARING#mobileWallet#${clearingShard('t-1')}`);
    const counts = new Array<number>(CLEARING_SHARDS).fill(0);
    const legs = 32 * CLEARING_SHARDS;
    for (let i = 0; i < legs; i++) counts[clearingShard(`TX${i.toString(36).padStart(10, '0')}`)]! += 1;
    // No shard takes more than twice its fair share of 32 per shard, and none is left empty.
    expect(Math.max(...counts)).toBeLessThanOrEqual(64);
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(railClearingShards('card')).toHaveLength(CLEARING_SHARDS);
    expect(new Set(railClearingShards('card')).size).toBe(CLEARING_SHARDS);
    expect(railClearingShards('card')).toContain(card);
  });
});

describe('account kinds', () => {
  it('names each kind one way and says which may go negative', () => {
    expect(ledgerAccountKey.consumerBankAccount('b')).toBe('BANKACCOUNT#b');
    expect(ledgerAccountKey.consumerMobileWallet('w')).toBe('MOBILEWALLET#w');
    expect([merchant, ledgerAccountKey.paymentHold('p-1'), hold]).toEqual(['MERCHANT#m-1', 'HOLD#p-1', 'REFUNDHOLD#p-1']);
    expect(card).toBe(`CLEARING#card#${clearingShard('t-1')}`);
    expect(accountPolicy(card)).toMatchObject({ kind: 'railClearing', mayGoNegative: true, overdraftAllowed: false });
    expect(accountPolicy(ledgerAccountKey.paymentHold('p-1'))).toMatchObject({ kind: 'paymentHold', mayGoNegative: false, overdraftAllowed: false, keptByCaller: true });
    expect(accountPolicy(hold)).toMatchObject({ kind: 'refundHold', mayGoNegative: false, overdraftAllowed: false });
    expect(accountPolicy(hold).keptByCaller).toBeUndefined();
    expect(accountPolicy(merchant)).toMatchObject({ mayGoNegative: false, overdraftAllowed: false });
    expect(accountPolicy('BANKACCOUNT#b')).toMatchObject({ mayGoNegative: false, overdraftAllowed: true });
    expect(ledgerAccountKey.wallet('w-1')).toBe('WALLET#w-1');
    expect(accountPolicy('WALLET#w-1')).toMatchObject({ kind: 'wallet', mayGoNegative: false, overdraftAllowed: false });
  });
  it.each(['', 'HOLD#', 'NOPE#x', 'HOLDx', '#x'])('refuses %j as an account', (key) => {
    expect(() => accountPolicy(key)).toThrow(InvalidLedgerTransaction);
  });
});

describe('validation', () => {
  it('accepts a balanced transaction (+ into an account, − out of it, summing to 0 per currency)', () => {
    expect(() => assertValidTransaction(debit)).not.toThrow();
    expect(() => assertValidTransaction(withPostings([
      ...debit.postings, { account: card, currency: 'USD', amountInCents: -5 }, { account: hold, currency: 'USD', amountInCents: 5 },
    ]))).not.toThrow();
  });
  it.each<[string, Posting[]]>([
    ['unbalanced', [{ account: card, currency: 'ZAR', amountInCents: -1_000 }, { account: hold, currency: 'ZAR', amountInCents: 999 }]],
    ['balanced only across currencies', [{ account: card, currency: 'ZAR', amountInCents: -1_000 }, { account: hold, currency: 'USD', amountInCents: 1_000 }]],
    ['fractional', [{ account: card, currency: 'ZAR', amountInCents: -10.5 }, { account: hold, currency: 'ZAR', amountInCents: 10.5 }]],
    ['unsafe', [{ account: card, currency: 'ZAR', amountInCents: -(2 ** 53) }, { account: hold, currency: 'ZAR', amountInCents: 2 ** 53 }]],
    ['NaN', [{ account: card, currency: 'ZAR', amountInCents: Number.NaN }, { account: hold, currency: 'ZAR', amountInCents: Number.NaN }]],
    ['zero', [{ account: card, currency: 'ZAR', amountInCents: 0 }, { account: hold, currency: 'ZAR', amountInCents: 0 }]],
    ['one posting', [{ account: card, currency: 'ZAR', amountInCents: 0 }]],
    ['no postings', []],
    ['a bad currency', [{ account: card, currency: 'zar', amountInCents: -1 }, { account: hold, currency: 'zar', amountInCents: 1 }]],
    ['an unknown account', [{ account: 'CASHBOX#1', currency: 'ZAR', amountInCents: -1 }, { account: hold, currency: 'ZAR', amountInCents: 1 }]],
    ['overflowing sums', [
      { account: card, currency: 'ZAR', amountInCents: Number.MAX_SAFE_INTEGER }, { account: card, currency: 'ZAR', amountInCents: Number.MAX_SAFE_INTEGER },
      { account: hold, currency: 'ZAR', amountInCents: -Number.MAX_SAFE_INTEGER }, { account: hold, currency: 'ZAR', amountInCents: -Number.MAX_SAFE_INTEGER },
    ]],
  ])('refuses %s, and builds no items for it', (_, postings) => {
    expect(() => assertValidTransaction(withPostings(postings))).toThrow(InvalidLedgerTransaction);
    expect(() => ledgerTransactionItems(withPostings(postings))).toThrow(InvalidLedgerTransaction);
  });
  it('refuses a hand-made reversal that does not say what it reverses', () => {
    expect(() => assertValidTransaction({ ...debit, kind: 'reversal' })).toThrow(/reversalOf/);
    expect(() => assertValidTransaction({ ...debit, reverses: 'x' })).toThrow(/only a reversal/);
  });
});

describe('merging', () => {
  it('merges postings per account and currency, keeps the order, drops nets of zero', () => {
    expect(netPostings([
      { account: hold, currency: 'ZAR', amountInCents: 700 },
      { account: card, currency: 'ZAR', amountInCents: -1_000 },
      { account: hold, currency: 'ZAR', amountInCents: 300 },
      { account: merchant, currency: 'ZAR', amountInCents: 50 },
      { account: merchant, currency: 'ZAR', amountInCents: -50 },
      { account: hold, currency: 'USD', amountInCents: 1 },
    ])).toEqual([
      { account: hold, currency: 'ZAR', amountInCents: 1_000 },
      { account: card, currency: 'ZAR', amountInCents: -1_000 },
      { account: hold, currency: 'USD', amountInCents: 1 },
    ]);
  });
  it('counts what a transaction moves as the sum of its + postings, in one currency', () => {
    expect(movedAmount(withPostings([
      { account: card, currency: 'ZAR', amountInCents: -1_000 }, { account: hold, currency: 'ZAR', amountInCents: 980 }, { account: merchant, currency: 'ZAR', amountInCents: 20 },
    ]))).toEqual({ currency: 'ZAR', amountInCents: 1_000 });
    expect(() => movedAmount(withPostings([...debit.postings, { account: card, currency: 'USD', amountInCents: -1 }, { account: hold, currency: 'USD', amountInCents: 1 }]))).toThrow(InvalidLedgerTransaction);
  });
});

describe('reversal', () => {
  it('is the balanced opposite under a new id, naming what it undoes', () => {
    const reversal = reversalOf(debit, 'reverse:debit:t-1');
    expect(reversal).toEqual({
      id: 'reverse:debit:t-1', kind: 'reversal', paymentReference: 'p-1', transactionReference: 't-1', memo: 'reversal of debit:t-1',
      reverses: 'debit:t-1', reversesKind: 'payment-debit',
      postings: [{ account: card, currency: 'ZAR', amountInCents: 1_000 }, { account: hold, currency: 'ZAR', amountInCents: -1_000 }],
    });
    expect(() => assertValidTransaction(reversal)).not.toThrow();
  });
  it('refuses to reverse a reversal, or to reuse the original id', () => {
    expect(() => reversalOf(reversalOf(debit, 'r1'), 'r2')).toThrow(/not reversed again/);
    expect(() => reversalOf(debit, debit.id)).toThrow(/own id/);
  });
});

describe('ledgerTransactionItems', () => {
  const now = new Date('2026-11-23T10:00:00.000Z');
  const kinds = (items: Record<string, unknown>[]) => items.map((i) => Object.keys(i)[0]);

  it('writes a header posted once by id, an entry per posting, a balance per account and currency, the refund cap', () => {
    const items = ledgerTransactionItems(debit, now) as { Put?: { Item: Record<string, unknown>; ConditionExpression?: string }; Update?: { Key: unknown; ConditionExpression?: string; ExpressionAttributeValues: Record<string, unknown> } }[];
    expect(items).toHaveLength(6);
    expect(kinds(items)).toEqual(['Put', 'Put', 'Put', 'Update', 'Update', 'Update']);
    expect(items[0]?.Put?.Item).toMatchObject({ PK: 'LEDGERTX#debit:t-1', SK: 'TX', kind: 'payment-debit' });
    expect(items[0]?.Put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(items[1]?.Put?.Item).toMatchObject({ PK: `LEDGER#${card}`, SK: `ENTRY#${now.toISOString()}#debit:t-1#0`, amountInCents: -1_000, transactionId: 'debit:t-1' });
    // The clearing account may go negative (no guard); the hold is only credited here (no guard needed).
    expect(items[3]?.Update?.Key).toEqual({ PK: `LEDGER#${card}`, SK: 'BALANCE#ZAR' });
    expect(items[3]?.Update?.ConditionExpression).toBeUndefined();
    expect(items[4]?.Update?.ConditionExpression).toBeUndefined();
    expect(items[5]?.Update?.Key).toEqual({ PK: 'LEDGERCAP#t-1', SK: 'CAP' });
  });

  it('guards a debit of an account that may not go negative, and merges two postings to one balance', () => {
    const credit: LedgerTransaction = {
      id: 'credit:t-2', kind: 'payment-credit', paymentReference: 'p-1', transactionReference: 't-2',
      postings: [
        { account: hold, currency: 'ZAR', amountInCents: -600 }, { account: merchant, currency: 'ZAR', amountInCents: 600 },
        { account: hold, currency: 'ZAR', amountInCents: -400 }, { account: merchant, currency: 'ZAR', amountInCents: 400 },
      ],
    };
    const items = ledgerTransactionItems(credit, now) as { Update?: { Key: { PK: string }; ConditionExpression?: string; ExpressionAttributeValues: Record<string, unknown> } }[];
    const balances = items.filter((i) => i.Update);
    expect(items).toHaveLength(1 + 4 + 2);
    expect(balances.map((b) => [b.Update?.Key.PK, b.Update?.ExpressionAttributeValues[':amount'], b.Update?.ConditionExpression])).toEqual([
      [`LEDGER#${hold}`, -1_000, 'headroomInCents >= :need'],
      [`LEDGER#${merchant}`, 1_000, undefined],
    ]);
    expect(balances[0]?.Update?.ExpressionAttributeValues[':need']).toBe(1_000);
  });

  it('posts a reversal of a payment credit without a guard (LED-15); every other debit keeps its guard, a refund step\'s reversal too', () => {
    const credit: LedgerTransaction = {
      id: 'credit:t-2', kind: 'payment-credit', paymentReference: 'p-1', transactionReference: 't-2',
      postings: [{ account: hold, currency: 'ZAR', amountInCents: -600 }, { account: merchant, currency: 'ZAR', amountInCents: 600 }],
    };
    const recover: LedgerTransaction = { ...credit, id: 'refund-recover:r-1', kind: 'refund-recover', postings: credit.postings.map((p) => ({ ...p, amountInCents: -p.amountInCents })) };
    const guardOf = (tx: LedgerTransaction) => (ledgerTransactionItems(tx, now) as { Update?: { Key: { PK: string }; ConditionExpression?: string } }[])
      .find((i) => i.Update?.Key.PK === `LEDGER#${merchant}`)?.Update?.ConditionExpression;
    expect(guardOf(reversalOf(credit, 'reverse:credit:t-2'))).toBeUndefined();
    expect(guardOf(recover)).toBe('headroomInCents >= :need');
    expect(guardOf(reversalOf({ ...credit, id: 'refund:r-1', kind: 'refund' }, 'reverse:refund:r-1'))).toBe('headroomInCents >= :need');
  });

  it('marks the reversed transaction and moves the refund cap for a reversal of a debit', () => {
    const items = ledgerTransactionItems(reversalOf(debit, 'reverse:debit:t-1'), now) as Record<string, { Key?: unknown; ConditionExpression?: string }>[];
    expect(items).toHaveLength(1 + 1 + 2 + 2 + 1);
    expect(items[1]?.['Update']).toMatchObject({ Key: { PK: 'LEDGERTX#debit:t-1', SK: 'TX' }, ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(reversedBy)' });
    expect(items[6]?.['Update']).toMatchObject({ Key: { PK: 'LEDGERCAP#t-1', SK: 'CAP' }, ConditionExpression: 'currency = :currency AND refundableInCents >= :need' });
  });
});

describe('limits of one TransactWriteItems', () => {
  it('refuses more than 100 items with the caller\'s before sending anything', async () => {
    const extra = Array.from({ length: MAX_TRANSACTION_ITEMS - 5 }, (_, i) => ({ Put: { TableName: 't', Item: { PK: `X#${i}`, SK: 'X' } } }));
    await expect(postLedgerTransaction(debit, extra)).rejects.toThrow(/101 items/);
  });
});

describe('refund cap updates', () => {
  const at = '2026-11-23T10:00:00.000Z';
  const values = (tx: LedgerTransaction) => (refundCapUpdate(tx, at) as { Update: { ExpressionAttributeValues: Record<string, unknown>; ConditionExpression: string } } | undefined)?.Update;
  const refund: LedgerTransaction = {
    id: 'refund:r-1', kind: 'refund', transactionReference: 't-1',
    postings: [{ account: merchant, currency: 'ZAR', amountInCents: -300 }, { account: card, currency: 'ZAR', amountInCents: 300 }],
  };

  it('grows with a debit, shrinks under a guard with a refund or a debit\'s reversal, grows back when a refund is reversed', () => {
    expect(values(debit)).toMatchObject({ ConditionExpression: 'attribute_not_exists(currency) OR currency = :currency', ExpressionAttributeValues: { ':sourcedInCents': 1_000, ':refundable': 1_000, ':currency': 'ZAR' } });
    expect(values(refund)).toMatchObject({ ConditionExpression: 'currency = :currency AND refundableInCents >= :need', ExpressionAttributeValues: { ':refundedInCents': 300, ':refundable': -300, ':need': 300 } });
    expect(values(reversalOf(debit, 'r'))).toMatchObject({ ExpressionAttributeValues: { ':reversedInCents': 1_000, ':refundable': -1_000, ':need': 1_000 } });
    expect(values(reversalOf(refund, 'r'))).toMatchObject({ ExpressionAttributeValues: { ':refundedInCents': -300, ':refundable': 300 } });
  });

  it('is not touched by credits or by transactions without a transaction reference', () => {
    expect(values({ ...debit, kind: 'payment-credit' })).toBeUndefined();
    expect(values({ ...debit, transactionReference: undefined })).toBeUndefined();
  });
});

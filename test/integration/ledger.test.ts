/**
 * The ledger against DynamoDB Local (no mocks). Everything here moves XTS, ISO 4217's code for
 * testing, so the scoped invariant check at the end sees only this file's writes and other files'
 * payments cannot make it flaky (nor can this file's deliberate corruption disturb theirs).
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type * as Accounts from '../../shared/ledger/accounts.js';
import type * as Balances from '../../shared/ledger/balances.js';
import type * as Errors from '../../shared/ledger/errors.js';
import type * as Invariants from '../../shared/ledger/invariants.js';
import type * as Postings from '../../shared/ledger/postings.js';
import type * as RefundCap from '../../shared/ledger/refund-cap.js';
import type * as Statement from '../../shared/ledger/statement.js';
import type { LedgerTransaction } from '../../shared/ledger/transaction.js';
import type { documentClient } from '../../shared/aws/clients.js';
import { partitionItems, tableItem } from './identity-fixtures.js';

const XTS = 'XTS';
let ledger: typeof Accounts & typeof Balances & typeof Errors & typeof Invariants & typeof Postings & typeof RefundCap & typeof Statement;
let db: typeof documentClient;

beforeAll(async () => {
  // The ledger modules read TABLE_NAME and the DynamoDB endpoint from the environment: set it first.
  Object.assign(process.env, inject('functionEnv'));
  const modules = await Promise.all([
    import('../../shared/ledger/accounts.js'), import('../../shared/ledger/balances.js'), import('../../shared/ledger/errors.js'),
    import('../../shared/ledger/invariants.js'), import('../../shared/ledger/postings.js'), import('../../shared/ledger/refund-cap.js'),
    import('../../shared/ledger/statement.js'),
  ]);
  ledger = Object.assign({}, ...modules) as typeof ledger;
  db = (await import('../../shared/db/client.js')).db;
});

const balance = async (account: string) => (await ledger.accountBalance(account, XTS)).currentAmountInCents;
/** One shard of the card rail's clearing account (LED-12), the same for every posting of this file. */
const card = () => ledger.ledgerAccountKey.railClearing('card', 'ledger-test');

/**
 * The never-negative account in the middle of this file's postings. A payment's own holding account
 * is kept by its legs (LED-14: only a leg's write may move it), so the ledger's mechanics are
 * exercised here through a refund's, which the ledger keeps in entries and a balance item.
 */
const holding = (reference: string) => ledger.ledgerAccountKey.refundHold(reference);

/** A source leg's debit: money in from the card rail into a holding account. */
function debitOf(paymentReference: string, transactionReference: string, amountInCents: number): LedgerTransaction {
  return {
    id: `debit:${transactionReference}`, kind: 'payment-debit', paymentReference, transactionReference,
    postings: [
      { account: card(), currency: XTS, amountInCents: -amountInCents },
      { account: holding(paymentReference), currency: XTS, amountInCents },
    ],
  };
}

/** A destination leg's credit: money out of the holding account to a merchant. */
function creditOf(paymentReference: string, transactionReference: string, merchant: string, amountInCents: number): LedgerTransaction {
  return {
    id: `credit:${transactionReference}`, kind: 'payment-credit', paymentReference, transactionReference,
    postings: [
      { account: holding(paymentReference), currency: XTS, amountInCents: -amountInCents },
      { account: ledger.ledgerAccountKey.merchant(merchant), currency: XTS, amountInCents },
    ],
  };
}

/** A caller's own item riding in the posting's transaction (what the payment's status update is in the workflow). */
const callerPut = (marker: string, value: string) => ({ Put: { TableName: process.env['TABLE_NAME'], Item: { PK: `LEDGERTEST#${marker}`, SK: 'CALLER', value } } });

/** Counts the DynamoDB write calls (and items) the code under test sends through the shared client. */
async function countWrites<T>(run: () => Promise<T>): Promise<{ result: T; calls: string[]; items: number }> {
  const calls: string[] = [];
  let items = 0;
  const name = `ledger-write-count-${randomUUID()}`;
  db.middlewareStack.add((next, context) => async (args) => {
    const command = String((context as { commandName?: string }).commandName);
    if (/Put|Update|Delete|TransactWrite|BatchWrite/.test(command)) {
      calls.push(command);
      const input = args.input as { TransactItems?: unknown[] };
      items += input.TransactItems?.length ?? 1;
    }
    return next(args);
  }, { step: 'initialize', name });
  try {
    return { result: await run(), calls, items };
  } finally {
    db.middlewareStack.remove(name);
  }
}

describe('posting', () => {
  it('posts a leg with the caller\'s item in one TransactWriteItems and reads the balances back', async () => {
    const payment = randomUUID();
    const txRef = randomUUID();
    const cardBefore = await balance(card());
    const { result, calls, items } = await countWrites(() => ledger.postLedgerTransaction(debitOf(payment, txRef, 1_250), [callerPut(txRef, 'first')]));
    expect(result).toBe('posted');
    // One write call per leg: header, 2 entries, 2 balances, the refund cap, and the caller's item.
    expect(calls).toEqual(['TransactWriteItemsCommand']);
    expect(items).toBe(7);
    console.log(`ledger: one source-leg posting = ${calls.length} write call, ${items} items (6 ledger + 1 caller)`);
    expect(await ledger.accountBalance(holding(payment), XTS)).toEqual({ currency: XTS, availableAmountInCents: 1_250, currentAmountInCents: 1_250 });
    expect(await balance(card()) - cardBefore).toBe(-1_250);
    expect(await tableItem(`LEDGERTEST#${txRef}`, 'CALLER')).toMatchObject({ value: 'first' });
    const statement = await ledger.accountEntries(holding(payment), { currency: XTS });
    expect(statement).toEqual([expect.objectContaining({ amountInCents: 1_250, transactionId: `debit:${txRef}`, kind: 'payment-debit', paymentReference: payment })]);
    expect(await ledger.refundableAmount(txRef)).toEqual({ transactionReference: txRef, currency: XTS, sourcedInCents: 1_250, refundedInCents: 0, reversedInCents: 0, refundableInCents: 1_250 });

    const credit = await countWrites(() => ledger.postLedgerTransaction(creditOf(payment, randomUUID(), randomUUID(), 1_250)));
    console.log(`ledger: one destination-leg posting = ${credit.calls.length} write call, ${credit.items} items (no caller item)`);
    expect(credit.calls).toHaveLength(1);
    expect(credit.items).toBe(5);
  });

  it('reads zeros for an account nothing was posted to', async () => {
    expect(await ledger.accountBalance(ledger.ledgerAccountKey.merchant(randomUUID()), XTS)).toEqual({ currency: XTS, availableAmountInCents: 0, currentAmountInCents: 0 });
    expect(await ledger.refundableAmount(randomUUID())).toBeUndefined();
  });

  it('answers a re-post of the same id as already posted, writing nothing again (not even the caller\'s item)', async () => {
    const payment = randomUUID();
    const txRef = randomUUID();
    const tx = debitOf(payment, txRef, 400);
    expect(await ledger.postLedgerTransaction(tx, [callerPut(txRef, 'first')])).toBe('posted');
    expect(await ledger.postLedgerTransaction(tx, [callerPut(txRef, 'second')])).toBe('already-posted');
    expect(await balance(holding(payment))).toBe(400);
    expect(await ledger.accountEntries(holding(payment))).toHaveLength(1);
    expect((await ledger.refundableAmount(txRef))?.sourcedInCents).toBe(400);
    expect(await tableItem(`LEDGERTEST#${txRef}`, 'CALLER')).toMatchObject({ value: 'first' });
  });

  it('posted once by the caller: no header, and a second posting of the id is refused by the caller\'s own condition, writing nothing', async () => {
    const payment = randomUUID();
    const txRef = randomUUID();
    const tx = debitOf(payment, txRef, 300);
    // The caller's item can be written once: the role a payment leg's versioned write plays (LED-13).
    const once = (value: string) => ({ Put: { ...callerPut(txRef, value).Put, ConditionExpression: 'attribute_not_exists(PK)' } });
    expect(await ledger.postLedgerTransaction(tx, [once('first')], new Date(), 'caller')).toBe('posted');
    expect(await tableItem(`LEDGERTX#${tx.id}`, 'TX')).toBeUndefined();
    const again = await ledger.postLedgerTransaction(tx, [once('second')], new Date(), 'caller').catch((e: unknown) => e);
    expect((again as Error).name).toBe('TransactionCanceledException');
    expect(await balance(holding(payment))).toBe(300);
    expect(await ledger.accountEntries(holding(payment))).toHaveLength(1);
    expect((await ledger.refundableAmount(txRef))?.sourcedInCents).toBe(300);
    // Its reversal marks no header either, and restores the balances.
    expect(await ledger.postLedgerTransaction(ledger.reversalOf(tx, `reverse:${tx.id}`), [callerPut(`${txRef}-r`, 'x')], new Date(), 'caller')).toBe('posted');
    expect(await balance(holding(payment))).toBe(0);
  });

  it('posted once by the caller: a second posting refused by the caller\'s condition and a balance guard together is the caller\'s refusal, not InsufficientFunds (LED-17)', async () => {
    const ref = randomUUID();
    const own = ledger.ledgerAccountKey.consumerBankAccount(`ledger-test-${ref}`);
    // The consumer's own account holds exactly what the leg takes.
    await ledger.postLedgerTransaction({ id: `seed:${ref}`, kind: 'payment-credit', postings: [{ account: card(), currency: XTS, amountInCents: -100 }, { account: own, currency: XTS, amountInCents: 100 }] });
    const tx: LedgerTransaction = { id: `debit:${ref}`, kind: 'payment-debit', transactionReference: ref, postings: [{ account: own, currency: XTS, amountInCents: -100 }, { account: card(), currency: XTS, amountInCents: 100 }] };
    const once = (value: string) => ({ Put: { ...callerPut(ref, value).Put, ConditionExpression: 'attribute_not_exists(PK)' } });
    expect(await ledger.postLedgerTransaction(tx, [once('first')], new Date(), 'caller')).toBe('posted');
    // A duplicate run: its own item and the (now empty) account's guard both refuse it.
    const again = await ledger.postLedgerTransaction(tx, [once('second')], new Date(), 'caller').catch((e: unknown) => e);
    expect((again as Error).name).toBe('TransactionCanceledException');
    expect(await balance(own)).toBe(0);
    // Its own item written, a guard alone still answers InsufficientFunds.
    const other = { ...tx, id: `debit:${ref}-2`, transactionReference: `${ref}-2` };
    await expect(ledger.postLedgerTransaction(other, [callerPut(`${ref}-2`, 'x')], new Date(), 'caller')).rejects.toBeInstanceOf(ledger.InsufficientFunds);
  });

  it('refuses the same id with different contents', async () => {
    const payment = randomUUID();
    const txRef = randomUUID();
    await ledger.postLedgerTransaction(debitOf(payment, txRef, 400));
    await expect(ledger.postLedgerTransaction(debitOf(payment, txRef, 401))).rejects.toBeInstanceOf(ledger.LedgerIdConflict);
    expect(await balance(holding(payment))).toBe(400);
  });

  it('posts one of several concurrent posts of the same id; the others find it posted', async () => {
    const payment = randomUUID();
    const txRef = randomUUID();
    const tx = debitOf(payment, txRef, 900);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => ledger.postLedgerTransaction(tx)));
    expect(outcomes.filter((o) => o === 'posted')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already-posted')).toHaveLength(5);
    expect(await balance(holding(payment))).toBe(900);
    expect(await ledger.accountEntries(holding(payment))).toHaveLength(1);
  });
});

describe('a payment\'s holding account (LED-14)', () => {
  it('is kept by the caller\'s items: posted by the caller, no entry and no balance item for it; any other posting to it is refused', async () => {
    const payment = randomUUID();
    const txRef = randomUUID();
    const hold = ledger.ledgerAccountKey.paymentHold(payment);
    const tx: LedgerTransaction = {
      id: `debit:${txRef}`, kind: 'payment-debit', paymentReference: payment, transactionReference: txRef,
      postings: [{ account: card(), currency: XTS, amountInCents: -250 }, { account: hold, currency: XTS, amountInCents: 250 }],
    };
    await expect(ledger.postLedgerTransaction(tx)).rejects.toBeInstanceOf(ledger.InvalidLedgerTransaction);
    expect(await tableItem(`LEDGERTX#${tx.id}`, 'TX')).toBeUndefined();
    // The caller's item carries the holding account's side (what a payment leg's write does).
    const legSide = { Put: { TableName: process.env['TABLE_NAME'], Item: { PK: `LEDGERTEST#${txRef}`, SK: 'CALLER', heldAccount: hold, currency: XTS, heldInCents: 250 }, ConditionExpression: 'attribute_not_exists(PK)' } };
    const cardBefore = await balance(card());
    const { calls, items } = await countWrites(() => ledger.postLedgerTransaction(tx, [legSide], new Date(), 'caller'));
    // The card's entry and balance, the refund cap and the caller's item: nothing under the holding account.
    expect(calls).toEqual(['TransactWriteItemsCommand']);
    expect(items).toBe(4);
    expect(await partitionItems(`LEDGER#${hold}`)).toEqual([]);
    expect(await balance(card()) - cardBefore).toBe(-250);
    // The caller's side undone with the reversal keeps the ledger whole (the last test of this file checks it).
    await ledger.postLedgerTransaction(ledger.reversalOf(tx, `reverse:${tx.id}`), [{ Put: { ...legSide.Put, Item: { ...legSide.Put.Item, heldInCents: 0 }, ConditionExpression: 'heldInCents = :was', ExpressionAttributeValues: { ':was': 250 } } }], new Date(), 'caller');
    expect(await balance(card())).toBe(cardBefore);
    expect(await ledger.accountEntries(hold)).toEqual([]);
  });
});

describe('guards', () => {
  it('refuses to overdraw a holding account with InsufficientFunds, writing nothing', async () => {
    const payment = randomUUID();
    const merchant = randomUUID();
    await ledger.postLedgerTransaction(debitOf(payment, randomUUID(), 500));
    const over = creditOf(payment, randomUUID(), merchant, 501);
    const marker = randomUUID();
    const refusal = await ledger.postLedgerTransaction(over, [callerPut(marker, 'x')]).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ledger.InsufficientFunds);
    expect(refusal).toMatchObject({ account: holding(payment), currency: XTS });
    expect(await tableItem(`LEDGERTX#${over.id}`, 'TX')).toBeUndefined();
    expect(await tableItem(`LEDGERTEST#${marker}`, 'CALLER')).toBeUndefined();
    expect(await balance(holding(payment))).toBe(500);
    expect(await ledger.accountEntries(ledger.ledgerAccountKey.merchant(merchant))).toEqual([]);
    expect(await tableItem(`LEDGER#${ledger.ledgerAccountKey.merchant(merchant)}`, `BALANCE#${XTS}`)).toBeUndefined();
    // Exactly what is held may go.
    expect(await ledger.postLedgerTransaction(creditOf(payment, randomUUID(), merchant, 500))).toBe('posted');
    expect(await balance(holding(payment))).toBe(0);
  });

  it('refuses a debit of a consumer account beyond its overdraft limit (none by default)', async () => {
    const account = ledger.ledgerAccountKey.consumerBankAccount(randomUUID());
    const take = (amountInCents: number): LedgerTransaction => ({
      id: `debit:${randomUUID()}`, kind: 'payment-debit',
      postings: [{ account, currency: XTS, amountInCents: -amountInCents }, { account: holding(randomUUID()), currency: XTS, amountInCents }],
    });
    await expect(ledger.postLedgerTransaction(take(1))).rejects.toBeInstanceOf(ledger.InsufficientFunds);
    await ledger.setOverdraftLimit(account, XTS, 500);
    expect(await ledger.postLedgerTransaction(take(400))).toBe('posted');
    await expect(ledger.postLedgerTransaction(take(101))).rejects.toBeInstanceOf(ledger.InsufficientFunds);
    expect(await ledger.accountBalance(account, XTS)).toEqual({ currency: XTS, availableAmountInCents: -400, currentAmountInCents: -400 });
    // Money paid in restores it; the overdraft can then be removed.
    await ledger.postLedgerTransaction({
      id: `credit:${randomUUID()}`, kind: 'payment-credit',
      postings: [{ account: card(), currency: XTS, amountInCents: -400 }, { account, currency: XTS, amountInCents: 400 }],
    });
    await ledger.setOverdraftLimit(account, XTS, 0);
    await expect(ledger.postLedgerTransaction(take(1))).rejects.toBeInstanceOf(ledger.InsufficientFunds);
    expect(await tableItem(`LEDGER#${account}`, `BALANCE#${XTS}`)).toMatchObject({ currentAmountInCents: 0, headroomInCents: 0, overdraftLimitInCents: 0 });
    await expect(ledger.setOverdraftLimit(holding(randomUUID()), XTS, 1)).rejects.toBeInstanceOf(ledger.InvalidLedgerTransaction);
  });

  it('counts what a consumer account spent in a period, less reversals, not money paid in', async () => {
    const account = ledger.ledgerAccountKey.consumerBankAccount(randomUUID());
    const since = new Date();
    await ledger.postLedgerTransaction({
      id: `credit:${randomUUID()}`, kind: 'payment-credit',
      postings: [{ account: card(), currency: XTS, amountInCents: -1_000 }, { account, currency: XTS, amountInCents: 1_000 }],
    });
    const spend = (amountInCents: number): LedgerTransaction => ({
      id: `debit:${randomUUID()}`, kind: 'payment-debit',
      postings: [{ account, currency: XTS, amountInCents: -amountInCents }, { account: holding(randomUUID()), currency: XTS, amountInCents }],
    });
    const first = spend(300);
    await ledger.postLedgerTransaction(first);
    await ledger.postLedgerTransaction(spend(200));
    expect(await ledger.spentSince(account, XTS, since)).toBe(500);
    await ledger.postLedgerTransaction(ledger.reversalOf(first, `reverse:${first.id}`));
    expect(await ledger.spentSince(account, XTS, since)).toBe(200);
    expect(await ledger.spentSince(account, XTS, new Date(Date.now() + 60_000))).toBe(0);
    expect(await balance(account)).toBe(800);
  });
});

describe('reversal', () => {
  it('restores the balances, posts once by id, and cannot be repeated under another id', async () => {
    const payment = randomUUID();
    const txRef = randomUUID();
    const debit = debitOf(payment, txRef, 700);
    const cardBefore = await balance(card());
    await ledger.postLedgerTransaction(debit);
    const reversal = ledger.reversalOf(debit, `reverse:${debit.id}`);
    expect(await ledger.postLedgerTransaction(reversal)).toBe('posted');
    expect(await ledger.postLedgerTransaction(reversal)).toBe('already-posted');
    expect(await balance(holding(payment))).toBe(0);
    expect(await balance(card())).toBe(cardBefore);
    expect(await ledger.refundableAmount(txRef)).toMatchObject({ sourcedInCents: 700, reversedInCents: 700, refundableInCents: 0 });
    expect(await tableItem(`LEDGERTX#${debit.id}`, 'TX')).toMatchObject({ reversedBy: reversal.id });
    await expect(ledger.postLedgerTransaction(ledger.reversalOf(debit, `reverse-again:${debit.id}`))).rejects.toMatchObject({ name: 'ReversalRefused', neverPosted: false });
    expect(await balance(holding(payment))).toBe(0);
  });

  it('refuses to reverse what was never posted', async () => {
    const never = debitOf(randomUUID(), randomUUID(), 100);
    const refusal = await ledger.postLedgerTransaction(ledger.reversalOf(never, `reverse:${never.id}`)).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ledger.ReversalRefused);
    expect(refusal).toMatchObject({ reverses: never.id, neverPosted: true });
  });
});

describe('refund cap', () => {
  it('refunds up to what the source transaction sourced and refuses more atomically', async () => {
    const payment = randomUUID();
    const merchantRef = randomUUID();
    const merchant = ledger.ledgerAccountKey.merchant(merchantRef);
    const source = randomUUID();
    await ledger.postLedgerTransaction(debitOf(payment, source, 1_000));
    await ledger.postLedgerTransaction(creditOf(payment, randomUUID(), merchantRef, 1_000));
    // The merchant also holds another payment's money, so only the cap can refuse below.
    const other = randomUUID();
    await ledger.postLedgerTransaction(debitOf(other, randomUUID(), 5_000));
    await ledger.postLedgerTransaction(creditOf(other, randomUUID(), merchantRef, 5_000));
    const refund = (amountInCents: number, currency = XTS): LedgerTransaction => ({
      id: `refund:${randomUUID()}`, kind: 'refund', paymentReference: payment, transactionReference: source,
      postings: [{ account: merchant, currency, amountInCents: -amountInCents }, { account: card(), currency, amountInCents }],
    });
    const first = refund(600);
    expect(await ledger.postLedgerTransaction(first)).toBe('posted');
    expect(await ledger.refundableAmount(source)).toMatchObject({ sourcedInCents: 1_000, refundedInCents: 600, refundableInCents: 400 });

    // 500 > 400 left: refused as a whole, although the merchant still holds enough.
    const tooMuch = refund(500);
    await expect(ledger.postLedgerTransaction(tooMuch)).rejects.toBeInstanceOf(ledger.RefundCapExceeded);
    expect(await tableItem(`LEDGERTX#${tooMuch.id}`, 'TX')).toBeUndefined();
    expect(await balance(merchant)).toBe(5_400);
    await expect(ledger.postLedgerTransaction(refund(1, 'XXX'))).rejects.toBeInstanceOf(ledger.RefundCapExceeded);

    expect(await ledger.postLedgerTransaction(refund(400))).toBe('posted');
    expect(await ledger.refundableAmount(source)).toMatchObject({ refundedInCents: 1_000, refundableInCents: 0 });
    await expect(ledger.postLedgerTransaction(refund(1))).rejects.toBeInstanceOf(ledger.RefundCapExceeded);

    // A refund undone (the rail failed) gives its amount back to the cap.
    await ledger.postLedgerTransaction(ledger.reversalOf(first, `reverse:${first.id}`));
    expect(await ledger.refundableAmount(source)).toMatchObject({ refundedInCents: 400, refundableInCents: 600 });
    expect(await balance(merchant)).toBe(5_600);
  });
});

describe('invariants', () => {
  it('detects a balance that differs from its entries and entries that do not sum to zero', async () => {
    const account = ledger.ledgerAccountKey.merchant(`corrupt-${randomUUID()}`);
    await ledger.postLedgerTransaction({
      id: `credit:${randomUUID()}`, kind: 'payment-credit', postings: [{ account: card(), currency: XTS, amountInCents: -50 }, { account, currency: XTS, amountInCents: 50 }],
    });
    const key = { PK: `LEDGER#${account}`, SK: `BALANCE#${XTS}` };
    const nudge = (by: number) => db.send(new UpdateCommand({ TableName: process.env['TABLE_NAME'], Key: key, UpdateExpression: 'ADD currentAmountInCents :by', ExpressionAttributeValues: { ':by': by } }));
    await nudge(1);
    try {
      const broken = await ledger.checkLedgerInvariants({ currencies: [XTS], attempts: 1 });
      expect(broken.balancedPerCurrency).toBe(true);
      expect(broken.mismatches).toEqual(expect.arrayContaining([expect.objectContaining({ account, currency: XTS, balanceInCents: 51, entriesInCents: 50, reason: 'balance differs from the sum of its entries' })]));
    } finally {
      await nudge(-1);
    }
    // A stray entry (written around the ledger) breaks the per-currency sum.
    const stray = { PK: `LEDGER#${account}`, SK: `ENTRY#${new Date().toISOString()}#stray#0` };
    await db.send(new PutCommand({ TableName: process.env['TABLE_NAME'], Item: { ...stray, entity: 'LedgerEntry', account, currency: XTS, amountInCents: 5 } }));
    try {
      const broken = await ledger.checkLedgerInvariants({ currencies: [XTS], attempts: 1 });
      expect(broken.balancedPerCurrency).toBe(false);
      expect(broken.totalsByCurrency).toEqual({ [XTS]: 5 });
    } finally {
      await db.send(new DeleteCommand({ TableName: process.env['TABLE_NAME'], Key: stray }));
    }
  });

  it('spreads a rail\'s clearing postings over its shards by leg; the rail\'s balance is the sum of its shards', async () => {
    const payment = randomUUID();
    const legs = Array.from({ length: 8 }, () => randomUUID());
    const shards = new Set(legs.map((leg) => ledger.ledgerAccountKey.railClearing('card', leg)));
    expect(shards.size).toBeGreaterThan(1);
    const before = (await ledger.railClearingBalance('card', XTS)).currentAmountInCents;
    const debits = legs.map((leg): LedgerTransaction => ({
      id: `debit:${leg}`, kind: 'payment-debit', paymentReference: payment, transactionReference: leg,
      postings: [{ account: ledger.ledgerAccountKey.railClearing('card', leg), currency: XTS, amountInCents: -100 }, { account: holding(payment), currency: XTS, amountInCents: 100 }],
    }));
    for (const debit of debits) await ledger.postLedgerTransaction(debit);
    expect((await ledger.railClearingBalance('card', XTS)).currentAmountInCents - before).toBe(-800);
    // The same leg always lands on the same shard, so its reversal undoes that shard's entry.
    await ledger.postLedgerTransaction(ledger.reversalOf(debits[0]!, `reverse:${debits[0]!.id}`));
    expect((await ledger.railClearingBalance('card', XTS)).currentAmountInCents - before).toBe(-700);
    expect((await ledger.checkLedgerInvariants({ currencies: [XTS] })).mismatches).toEqual([]);
  });

  it('hold after everything above (last in this file)', async () => {
    const result = await ledger.checkLedgerInvariants({ currencies: [XTS] });
    expect(result).toEqual({ balancedPerCurrency: true, totalsByCurrency: { [XTS]: 0 }, mismatches: [], debts: [] });
  });
});

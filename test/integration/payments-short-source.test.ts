/**
 * A source that draws on a consumer's own guarded account (a registered bank account, LED-2) when
 * that account is short: the workflow's DebitSource driven by hand on DynamoDB Local and the
 * sandbox rails, with a duplicate run (PAY-33's Lambda retry) and a lost write staged on the
 * DynamoDB client. The proof is read at the rail (the sandbox's own records) and in the ledger.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as PaymentsModule from '../../shared/payments/payments.js';
import type * as Client from '../../shared/db/client.js';
import type * as Postings from '../../shared/ledger/postings.js';
import type * as Accounts from '../../shared/ledger/accounts.js';
import type * as Balances from '../../shared/ledger/balances.js';
import { setTableAttributes } from './identity-fixtures.js';
import { atRail as railRecord, givenPayment as given, loadPaymentModules, type PaymentModules } from './payment-steps-fixtures.js';

let m: PaymentModules;
let db: typeof Client['db'];
let ledger: typeof Postings;
let accounts: typeof Accounts;
let balances: typeof Balances;

beforeAll(async () => {
  m = await loadPaymentModules();
  db = (await import('../../shared/db/client.js')).db;
  ledger = await import('../../shared/ledger/postings.js');
  accounts = await import('../../shared/ledger/accounts.js');
  balances = await import('../../shared/ledger/balances.js');
});

afterEach(() => vi.restoreAllMocks());

const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => (e instanceof Error ? e.name : String(e)));
const atRail = (leg: PaymentsModule.LegRecord) => railRecord(m, leg);

/** Money paid into a consumer's registered bank account (as a top-up's credit would post it). */
async function payInto(account: string, amountInCents: number): Promise<void> {
  const id = randomUUID();
  await ledger.postLedgerTransaction({ id: `test-topup:${id}`, kind: 'payment-credit', postings: [
    { account: accounts.ledgerAccountKey.railClearing('bankAccount', id), currency: 'ZAR', amountInCents: -amountInCents },
    { account, currency: 'ZAR', amountInCents },
  ] });
}

/**
 * The fixture payment (two card sources, 10.00 and 5.00) whose first source draws on a consumer's
 * own account holding `heldInCents`: the leg's `ledgerAccount`, as the pay plan sets it for an own account.
 */
async function givenShortSource(heldInCents: number) {
  const payment = await given(m);
  const account = accounts.ledgerAccountKey.consumerBankAccount(`test-${randomUUID()}`);
  await setTableAttributes(`PAYMENT#${payment.paymentReference}`, 'LEG#S#000', { ledgerAccount: account });
  if (heldInCents > 0) await payInto(account, heldInCents);
  const leg = payment.sources[0]!;
  const input = { paymentReference: payment.paymentReference, transactionReference: leg.transactionReference };
  const balance = async () => (await balances.accountBalance(account, 'ZAR')).currentAmountInCents;
  return { payment, account, leg, input, balance };
}

type Command = { constructor: { name: string }; input: unknown };

describe('a source drawing on a consumer\'s own account that is short', () => {
  it('a duplicate run of DebitSource that read the leg before the first run debited it undoes nothing at the rail: it is told to read again (LED-17, PAY-37)', async () => {
    const { payment, leg, input, balance } = await givenShortSource(1000);
    // Run B reads the payment (leg Pending) ...
    const send = db.send.bind(db);
    let stale: unknown;
    let serveStale = false;
    vi.spyOn(db, 'send').mockImplementation((async (command: Command) => {
      const ours = command.constructor.name === 'QueryCommand' && JSON.stringify(command.input).includes(`PAYMENT#${payment.paymentReference}`);
      if (ours && serveStale) {
        serveStale = false;
        return stale;
      }
      const out = await send(command as never);
      if (ours && stale === undefined) stale = out;
      return out;
    }) as never);
    await m.payments.getPayment(payment.paymentReference);
    // ... run A debits the rail, posts and records the leg Completed: the account is now empty ...
    await m.steps.debitSource(input);
    expect(await balance()).toBe(0);
    // ... and run B goes on from its read: the rail replays A's debit, B's write fails on the leg's
    // version and on the empty account's guard together.
    serveStale = true;
    expect(await rejection(m.steps.debitSource(input))).toBe('TransientError');
    expect(serveStale).toBe(false);
    // The settled debit stays at the rail, the leg Completed, the account debited once.
    expect(await atRail(leg)).toEqual({ outcome: 'succeeded', reversed: false });
    const after = (await m.payments.getPayment(payment.paymentReference))!;
    expect(after.sources[0]).toMatchObject({ status: 'Completed', heldInCents: 1000 });
    expect(await balance()).toBe(0);
    // The workflow's retry of B finds the leg done.
    expect(await m.steps.debitSource(input)).toMatchObject({ outcome: 'debited' });
    expect(await atRail(leg)).toEqual({ outcome: 'succeeded', reversed: false });
  });

  it('a declined leg is recorded Failed before the rail is undone, and a run again never posts what the rail reversed, even once the account is paid into (PAY-37, PAY-38)', async () => {
    const { leg, input, balance, account, payment } = await givenShortSource(500);
    const send = db.send.bind(db);
    // The first run's write of Failed is lost (another transaction was writing the leg).
    let lose = true;
    vi.spyOn(db, 'send').mockImplementation((async (command: Command) => {
      if (lose && /Failed/.test(JSON.stringify(command.input)) && JSON.stringify(command.input).includes(`PAYMENT#${payment.paymentReference}`)) {
        lose = false;
        throw Object.assign(new Error('Transaction is ongoing for the item'), { name: 'TransactionConflictException' });
      }
      return send(command as never);
    }) as never);
    expect(await rejection(m.steps.debitSource(input))).toBe('TransientError');
    expect(lose).toBe(false);
    // The account is paid into before Step Functions retries the step.
    await payInto(account, 1000);
    await rejection(m.steps.debitSource(input));
    // Whatever the retry did, the rail and the record agree: reversed at the rail if and only if the
    // leg is not Completed, and the account debited only for a Completed leg.
    const after = (await m.payments.getPayment(payment.paymentReference))!.sources[0]!;
    const rail = await atRail(leg);
    expect(rail.outcome).toBe('succeeded');
    expect(rail.reversed).toBe(after.status !== 'Completed');
    expect(await balance()).toBe(after.status === 'Completed' ? 500 : 1500);
  });

  it('a leg declined for insufficient funds and run again (a retry) declines again: the rail\'s reversed debit is never posted (PAY-37, PAY-38)', async () => {
    const { leg, input, balance, account, payment } = await givenShortSource(500);
    expect(await rejection(m.steps.debitSource(input))).toBe('PaymentDeclined');
    expect((await m.payments.getPayment(payment.paymentReference))!.sources[0]).toMatchObject({ status: 'Failed', declineCode: 'insufficient_funds' });
    expect(await atRail(leg)).toEqual({ outcome: 'succeeded', reversed: true });
    await payInto(account, 1000);
    expect(await rejection(m.steps.debitSource(input))).toBe('PaymentDeclined');
    const after = (await m.payments.getPayment(payment.paymentReference))!.sources[0]!;
    expect([after.status, after.heldInCents ?? 0]).toEqual(['Failed', 0]);
    expect(await balance()).toBe(1500);
    expect(await m.registry.connectorFor('card').debit({ idempotencyKey: leg.transactionReference, amountInCents: leg.amountInCents, currency: leg.currency, source: leg.leg }))
      .toMatchObject({ outcome: 'declined', declineCode: 'reversed' });
  });
});

/**
 * Reconciliation (shared/payments/reconcile.ts) on DynamoDB Local, the sandbox rails and the local
 * Step Functions: stuck payments ended and compensated whether their execution is gone or still
 * waiting, rail leftovers of a failed payment reversed, a completed payment the rail disagrees with
 * reported on every run, settled payments leaving the index. Each run is limited to the test's own
 * payments (`only`) so other tests' payments are not touched.
 */
import { DeleteCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as PaymentsModule from '../../shared/payments/payments.js';
import { localTable, partitionItems, tableItem } from './identity-fixtures.js';
import { until } from '../until.js';
import { paymentExecution } from './payment-fixtures.js';
import { atRail as railRecord, givenMixedPayment, givenPayment, loadPaymentModules, type PaymentModules } from './payment-steps-fixtures.js';

let m: PaymentModules;

beforeAll(async () => {
  m = await loadPaymentModules();
});

const atRail = (leg: PaymentsModule.LegRecord | undefined) => railRecord(m, leg!);
const run = (references: string[], extra: { repair?: boolean; stuckAfterSeconds?: number } = {}) =>
  m.reconcile.reconcilePayments({ repair: extra.repair ?? true, quietSeconds: 0, only: references, ...(extra.stuckAfterSeconds === undefined ? {} : { stuckAfterSeconds: extra.stuckAfterSeconds }) });
const stored = async (reference: string) => (await m.payments.getPayment(reference))!;
const inIndex = async (reference: string) => (await tableItem(`PAYMENT#${reference}`, 'PAYMENT'))?.['GSI1PK'] !== undefined;

/** A payment taken through every step to Completed (its record as given, before the steps). */
async function completedPayment(): Promise<PaymentsModule.PaymentRecord> {
  const payment = await givenPayment(m);
  const ref = payment.paymentReference;
  for (const leg of payment.sources) await m.steps.debitSource({ paymentReference: ref, transactionReference: leg.transactionReference });
  for (const leg of payment.destinations) await m.steps.creditDestination({ paymentReference: ref, transactionReference: leg.transactionReference });
  await m.steps.completePayment({ paymentReference: ref });
  return payment;
}

describe('reconciliation', () => {
  it('ends a payment whose execution is gone: compensated, the rail made whole, reconciled once', async () => {
    const payment = await givenPayment(m);
    const [s1, s2] = payment.sources;
    await m.steps.debitSource({ paymentReference: payment.paymentReference, transactionReference: s1!.transactionReference });
    // The second debit reached the rail, but nothing recorded it (its task died with the execution).
    await m.registry.connectorFor('card').debit({ idempotencyKey: s2!.transactionReference, amountInCents: s2!.amountInCents, currency: s2!.currency, source: s2!.leg });

    const dryRun = await run([payment.paymentReference], { repair: false });
    expect(dryRun.findings).toEqual([expect.objectContaining({ kind: 'stuck', repaired: false, detail: expect.stringContaining('execution does not exist') })]);
    expect((await stored(payment.paymentReference)).status).toBe('Processing');

    const report = await run([payment.paymentReference]);
    expect(report).toMatchObject({ examined: 1, reconciled: 1, inFlight: 0 });
    expect(report.findings).toEqual([expect.objectContaining({ kind: 'stuck', repaired: true })]);
    const after = await stored(payment.paymentReference);
    expect(after.status).toBe('Failed');
    expect(after.failureReason).toContain('Reconciliation');
    expect(after.reconciledAt).toEqual(expect.any(String));
    expect(await atRail(s1)).toEqual({ outcome: 'succeeded', reversed: true });
    expect(await atRail(s2)).toEqual({ outcome: 'succeeded', reversed: true });
    expect(await inIndex(payment.paymentReference)).toBe(false);
    expect((await run([payment.paymentReference])).examined).toBe(0);
  });

  it('reverses what a failed payment still shows moved at a rail, then reconciles it', async () => {
    const payment = await givenPayment(m);
    const [s1] = payment.sources;
    await m.steps.debitSource({ paymentReference: payment.paymentReference, transactionReference: s1!.transactionReference });
    await m.steps.compensatePayment({ paymentReference: payment.paymentReference, failure: { Error: 'PaymentDeclined', Cause: 'generic_decline' } });
    // A rail that let a late debit through after all: its own record says moved, not reversed.
    const [, s2] = payment.sources;
    await setRailRecord(s2!.transactionReference, 'DEBIT', { outcome: 'succeeded', connectorReference: 'late' });
    expect(await atRail(s2)).toEqual({ outcome: 'succeeded', reversed: false });

    const report = await run([payment.paymentReference]);
    expect(report.findings).toEqual([expect.objectContaining({ kind: 'rail-leftover', transactionReference: s2!.transactionReference, repaired: true })]);
    expect(report.reconciled).toBe(1);
    expect(await atRail(s2)).toEqual({ outcome: 'succeeded', reversed: true });
  });

  it('reports a completed payment whose legs and the other sides of their postings disagree (LED-14), and repairs nothing', async () => {
    const payment = await completedPayment();
    const ref = payment.paymentReference;
    const done = await stored(ref);
    const { checkPaymentEntries } = await import('../../shared/payments/payment-entries.js');
    const total = done.amountTotals[0]!;
    const all = { currency: total.currency, sourcedInCents: total.amountInCents, deliveredInCents: total.amountInCents };
    expect(await checkPaymentEntries(ref, [all])).toEqual({ ok: true, mismatches: [], actual: [{ ...all, heldInCents: 0 }] });
    const credit = done.destinations[0]!;
    const merchant = credit.leg.rail === 'merchant' ? credit.leg.instrument.merchantReference : '';
    const entry = (await partitionItems(`LEDGER#MERCHANT#${merchant}`)).find((e) => e['transactionId'] === `credit:${credit.transactionReference}`)!;
    const source = (await partitionItems(`PAYMENT#${ref}`)).find((i) => i['SK'] === 'LEG#S#000')!;
    // Both tampered with only for as long as the runs take: other files check the whole ledger too.
    await table((t, db) => db.send(new DeleteCommand({ TableName: t, Key: { PK: entry['PK'], SK: entry['SK'] } })));
    await table((t, db) => db.send(new UpdateCommand({ TableName: t, Key: { PK: source['PK'], SK: source['SK'] }, UpdateExpression: 'ADD heldInCents :off', ExpressionAttributeValues: { ':off': -1 } })));
    try {
      const check = await checkPaymentEntries(ref, [all]);
      expect(check.ok).toBe(false);
      expect(check.mismatches).toEqual(expect.arrayContaining([
        `source ${String(source['transactionReference'])} is Completed and holds ${Number(source['heldInCents']) - 1}`,
        `credit:${credit.transactionReference}: no entry in MERCHANT#${merchant} at ${String(credit.postedAt)}`,
        expect.stringMatching(new RegExp(`^${total.currency}: sourced ${total.amountInCents - 1}/delivered ${total.amountInCents}, expected`)),
      ]));
      const report = await run([ref]);
      expect(report.findings.map((f) => [f.kind, f.repaired])).toEqual(check.mismatches.map(() => ['ledger-mismatch', false]));
      expect(await inIndex(ref)).toBe(true);
    } finally {
      await table((t, db) => db.send(new PutCommand({ TableName: t, Item: entry })));
      await table((t, db) => db.send(new UpdateCommand({ TableName: t, Key: { PK: source['PK'], SK: source['SK'] }, UpdateExpression: 'ADD heldInCents :back', ExpressionAttributeValues: { ':back': 1 } })));
    }
    expect((await checkPaymentEntries(ref, [all])).ok).toBe(true);
  });

  it('reports a completed payment its rail disagrees with on every run, and repairs nothing', async () => {
    const payment = await completedPayment();
    const ref = payment.paymentReference;
    const clean = await completedPayment();
    // Someone reversed a debit at the processor behind our back.
    await setRailRecord(payment.sources[0]!.transactionReference, 'DEBIT', undefined, true);

    for (let i = 0; i < 2; i += 1) {
      const report = await run([ref, clean.paymentReference]);
      expect(report.findings).toEqual([expect.objectContaining({ paymentReference: ref, kind: 'rail-mismatch', repaired: false })]);
      expect(report.reconciled).toBe(i === 0 ? 1 : 0);
    }
    expect((await stored(ref)).status).toBe('Completed');
    expect(await inIndex(ref)).toBe(true);
    expect(await inIndex(clean.paymentReference)).toBe(false);
  });

  it('stops an execution that waits far too long and ends the payment Expired, its first source reversed', async () => {
    const workflow = m.workflow.sfnPaymentWorkflow();
    const payment = await givenPayment(m, '4990000000000202', workflow);
    const ref = payment.paymentReference;
    await until('the PIN wait', async () => ((await stored(ref)).sources[1]?.status === 'AwaitingPin' ? true : undefined), 20_000, 200);

    // Within its timeout it is in flight, not stuck.
    expect(await run([ref])).toMatchObject({ inFlight: 1, findings: [] });
    const report = await run([ref], { stuckAfterSeconds: 0 });
    expect(report.findings).toEqual([expect.objectContaining({ kind: 'stuck', repaired: true })]);
    const after = await stored(ref);
    expect(after.status).toBe('Expired');
    expect(after.sources.map((l) => l.status)).toEqual(['Reversed', 'Expired']);
    expect(await atRail(payment.sources[0])).toEqual({ outcome: 'succeeded', reversed: true });
    // The PIN's debit was cancelled at the rail: a late PIN cannot complete it.
    expect((await atRail(payment.sources[1])).reversed).toBe(true);
    expect((await paymentExecution(ref)).status).toBe('ABORTED');
  });

  it('reports a payment whose reconciliation throws as failed and goes on with the others; it stays in the index', async () => {
    const broken = await givenPayment(m);
    const stuck = await givenPayment(m);
    const real = m.reconcile.defaultReconcileDeps();
    // Reading the broken payment's execution fails, as a throttled or denied call would.
    const deps = { ...real, executions: { ...real.executions, state: async (reference: string) => {
      if (reference === broken.paymentReference) throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
      return real.executions.state(reference);
    } } };

    const report = await m.reconcile.reconcilePayments({ repair: true, quietSeconds: 0, only: [broken.paymentReference, stuck.paymentReference] }, deps);
    expect(report).toMatchObject({ examined: 2, reconciled: 1 });
    expect(report.findings).toEqual(expect.arrayContaining([
      { paymentReference: broken.paymentReference, kind: 'failed', detail: 'ThrottlingException: Rate exceeded', repaired: false },
      expect.objectContaining({ paymentReference: stuck.paymentReference, kind: 'stuck', repaired: true }),
    ]));
    expect((await stored(stuck.paymentReference)).status).toBe('Failed');
    expect((await stored(broken.paymentReference)).status).toBe('Pending');
    expect(await inIndex(broken.paymentReference)).toBe(true);
    // The next run, with the call answering again, ends it.
    expect(await run([broken.paymentReference])).toMatchObject({ examined: 1, reconciled: 1 });
  });

  it('completes a stuck payment whose every leg moved, or whose merchants inside the platform are all that is left, and compensates one whose external credit had not moved: delivered credits are not taken back (PAY-40, PAY-44)', async () => {
    const moved = await givenPayment(m);
    const half = await givenPayment(m);
    for (const payment of [moved, half]) {
      const ref = payment.paymentReference;
      for (const leg of payment.sources) await m.steps.debitSource({ paymentReference: ref, transactionReference: leg.transactionReference });
      // CompletePayment throttled past its retries, or the execution gone: every leg moved, nothing completed it.
      for (const leg of payment === moved ? payment.destinations : payment.destinations.slice(0, 1)) await m.steps.creditDestination({ paymentReference: ref, transactionReference: leg.transactionReference });
    }
    // An external destination (a card) never credited, beside a merchant credited by hand: not every leg moved.
    const external = await givenMixedPayment(m);
    for (const leg of [...external.sources, external.destinations[0]!]) {
      const step = leg.side === 'source' ? m.steps.debitSource : m.steps.creditDestination;
      await step({ paymentReference: external.paymentReference, transactionReference: leg.transactionReference });
    }
    const shop = external.destinations[0]!.leg.rail === 'merchant' ? external.destinations[0]!.leg.instrument.merchantReference : '';
    expect(m.steps.movedEverything(await stored(moved.paymentReference))).toBe(true);
    expect(m.steps.movedEverything(await stored(external.paymentReference))).toBe(false);

    const dryRun = await run([moved.paymentReference], { repair: false });
    expect(dryRun.findings).toEqual([expect.objectContaining({ kind: 'stuck', repaired: false })]);
    expect((await stored(moved.paymentReference)).status).toBe('Processing');

    const report = await run([moved.paymentReference, external.paymentReference]);
    expect(report).toMatchObject({ examined: 2, reconciled: 2 });
    expect(report.findings).toEqual(expect.arrayContaining([
      expect.objectContaining({ paymentReference: moved.paymentReference, kind: 'stuck', repaired: true, detail: expect.stringContaining('every leg had moved, so it was completed') }),
      expect.objectContaining({ paymentReference: external.paymentReference, kind: 'stuck', repaired: true }),
    ]));
    const done = await stored(moved.paymentReference);
    expect(done.status).toBe('Completed');
    expect([...done.sources, ...done.destinations].map((l) => l.status)).toEqual(['Completed', 'Completed', 'Completed', 'Completed']);
    for (const leg of moved.sources) expect(await atRail(leg)).toEqual({ outcome: 'succeeded', reversed: false });
    const undone = await stored(external.paymentReference);
    expect(undone.status).toBe('Failed');
    expect([...undone.sources, ...undone.destinations].map((l) => l.status)).toEqual(['Reversed', 'Reversed', 'Reversed', 'Cancelled']);
    for (const leg of external.sources) expect(await atRail(leg)).toEqual({ outcome: 'succeeded', reversed: true });
    // The merchant's credit and its reversal: nothing left with the merchant.
    expect((await partitionItems(`LEDGER#MERCHANT#${shop}`)).filter((e) => e['transactionId'] !== undefined).map((e) => e['amountInCents'])).toEqual(expect.arrayContaining([700, -700]));

    // The merchants inside the platform still to be credited when it stuck: nothing a rail can refuse
    // is left, so it is completed, and they are credited once each (PAY-41).
    const waiting = await stored(half.paymentReference);
    expect(waiting.destinations.map((l) => l.status)).toEqual(['Completed', 'Pending']);
    expect(m.steps.movedEverything(waiting)).toBe(true);
    expect((await run([half.paymentReference])).findings).toEqual([expect.objectContaining({ kind: 'stuck', repaired: true, detail: expect.stringContaining('every leg had moved, so it was completed') })]);
    const paid = await stored(half.paymentReference);
    expect(paid.status).toBe('Completed');
    expect(paid.destinations.map((l) => l.status)).toEqual(['Completed', 'Completed']);
    for (const leg of paid.destinations) {
      const merchant = leg.leg.rail === 'merchant' ? leg.leg.instrument.merchantReference : '';
      const entries = (await partitionItems(`LEDGER#MERCHANT#${merchant}`)).filter((e) => e['transactionId'] !== undefined);
      expect(entries.map((e) => [e['transactionId'], e['amountInCents']])).toEqual([[`credit:${leg.transactionReference}`, leg.amountInCents]]);
    }
  });

  it('CompensatePayment, caught after every leg moved, completes the payment instead (PAY-40)', async () => {
    const payment = await givenPayment(m);
    const ref = payment.paymentReference;
    for (const leg of payment.sources) await m.steps.debitSource({ paymentReference: ref, transactionReference: leg.transactionReference });
    for (const leg of payment.destinations) await m.steps.creditDestination({ paymentReference: ref, transactionReference: leg.transactionReference });
    const answer = await m.steps.compensatePayment({ paymentReference: ref, failure: { Error: 'Lambda.TooManyRequestsException', Cause: 'Rate exceeded' } });
    expect(answer.status).toBe('Completed');
    const done = await stored(ref);
    expect(done.status).toBe('Completed');
    expect(done.compensatingSince).toBeUndefined();
    for (const leg of payment.sources) expect(await atRail(leg)).toEqual({ outcome: 'succeeded', reversed: false });
    expect(await run([ref])).toMatchObject({ examined: 1, reconciled: 1, findings: [] });
  });

  it('sends a record it leaves open behind the others, so a shard full of open records still reaches a newer stuck payment; report-only moves nothing (PAY-39)', async () => {
    // Three payments in one shard: the two oldest stay open (their reconciliation throws), the newest is stuck.
    const byShard = new Map<number, PaymentsModule.PaymentRecord[]>();
    let same: PaymentsModule.PaymentRecord[] = [];
    while (same.length < 3) {
      const payment = await givenPayment(m);
      const shard = m.payments.reconcileShard(payment.paymentReference);
      same = [...(byShard.get(shard) ?? []), payment];
      byShard.set(shard, same);
    }
    const [open1, open2, stuck] = same.map((p) => p.paymentReference) as [string, string, string];
    const real = m.reconcile.defaultReconcileDeps();
    const deps = { ...real, executions: { ...real.executions, state: async (reference: string) => {
      if (reference !== stuck) throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
      return real.executions.state(reference);
    } } };
    // Two records a shard (16 ÷ 8), as 500 would be with 500 open records in it.
    const walk = (repair: boolean) => m.reconcile.reconcilePayments({ repair, quietSeconds: 0, limit: 16, only: [open1, open2, stuck] }, deps);
    const sortKey = async (reference: string) => String((await tableItem(`PAYMENT#${reference}`, 'PAYMENT'))?.['GSI1SK']);
    const keys = await Promise.all([open1, open2].map(sortKey));

    const dryRun = await walk(false);
    expect(dryRun.findings.map((f) => [f.paymentReference, f.kind])).toEqual([[open1, 'failed'], [open2, 'failed']]);
    expect(await Promise.all([open1, open2].map(sortKey))).toEqual(keys);

    const first = await walk(true);
    expect(first.findings.map((f) => [f.paymentReference, f.kind])).toEqual([[open1, 'failed'], [open2, 'failed']]);
    expect((await stored(stuck)).status).toBe('Pending');
    // Sent back under the same run's start, the two open ones sort by their references.
    const [first1, first2] = [open1, open2].sort() as [string, string];
    const second = await walk(true);
    expect(second.findings.map((f) => [f.paymentReference, f.kind])).toEqual([[stuck, 'stuck'], [first1, 'failed']]);
    expect((await stored(stuck)).status).toBe('Failed');
    expect(await inIndex(stuck)).toBe(false);
    // Still reported in turn, and still in the index, their last change kept in the key.
    expect((await walk(true)).findings.map((f) => [f.paymentReference, f.kind])).toEqual([[first2, 'failed'], [first1, 'failed']]);
    expect(await inIndex(open1)).toBe(true);
    expect((await sortKey(open1)).endsWith(`#${open1}#${keys[0]!.split('#')[0]!}`)).toBe(true);
    // With the calls answering again, they end.
    expect(await run([open1, open2])).toMatchObject({ examined: 2, reconciled: 2 });
  });

  it('starts no payment after its deadline: what is left waits for the next run', async () => {
    const payment = await givenPayment(m);
    const late = await m.reconcile.reconcilePayments({ repair: true, quietSeconds: 0, only: [payment.paymentReference], stopAfter: new Date(Date.now() - 1) });
    expect(late).toMatchObject({ examined: 0, findings: [] });
    expect((await stored(payment.paymentReference)).status).toBe('Pending');
    expect(await run([payment.paymentReference])).toMatchObject({ examined: 1, reconciled: 1 });
  });
});

/** Writes a sandbox rail record's result and reversed flag as a misbehaving processor would leave them. */
/** Runs `write` against the local table (a test tampering with what the platform wrote). */
async function table(write: (tableName: string, db: DynamoDBDocumentClient) => Promise<unknown>): Promise<void> {
  const { db, tableName } = localTable();
  await write(tableName, db);
}

async function setRailRecord(key: string, kind: 'DEBIT' | 'CREDIT', result: Record<string, unknown> | undefined, reversed = false): Promise<void> {
  await table((tableName, db) => db.send(new UpdateCommand({
    TableName: tableName, Key: { PK: `RAILOP#${key}`, SK: kind },
    UpdateExpression: result ? 'SET reversed = :r, #result = :res' : 'SET reversed = :r',
    ExpressionAttributeNames: result ? { '#result': 'result' } : undefined,
    ExpressionAttributeValues: { ':r': reversed, ...(result ? { ':res': result } : {}) },
  })));
}

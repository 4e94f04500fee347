/**
 * Compensation that cannot race (docs/decisions/payments.md): the workflow's steps driven by
 * hand on DynamoDB Local and the sandbox rails, in the interleavings a Map iteration still running
 * beside CompensatePayment produces. The proof is read at the rail: the sandbox's own records.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type * as PaymentsModule from '../../shared/payments/payments.js';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { partitionItems, setTableAttributes, tableItem } from './identity-fixtures.js';
import { heldByPayment, railAttempts } from './payment-fixtures.js';
import { atRail as railRecord, givenMixedPayment, givenPayment as given, loadPaymentModules, type PaymentModules } from './payment-steps-fixtures.js';

let m: PaymentModules;
let steps: PaymentModules['steps'];
let payments: PaymentModules['payments'];
let registry: PaymentModules['registry'];

beforeAll(async () => {
  m = await loadPaymentModules();
  ({ steps, payments, registry } = m);
});

const givenPayment = () => given(m);
const atRail = (leg: PaymentsModule.LegRecord) => railRecord(m, leg);

const failure = { Error: 'PaymentDeclined', Cause: 'generic_decline' };
const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => (e instanceof Error ? e.name : String(e)));

describe('compensation that cannot race', () => {
  it('a leg task that runs after compensation moves nothing: the rail refuses its key and it says so', async () => {
    const payment = await givenPayment();
    const [s1, s2] = payment.sources;
    const [d1] = payment.destinations;
    const leg = (l: PaymentsModule.LegRecord | undefined) => ({ paymentReference: payment.paymentReference, transactionReference: l!.transactionReference });
    await steps.debitSource(leg(s1));
    await steps.compensatePayment({ paymentReference: payment.paymentReference, failure });

    // The Map iterations AWS (and the local runner) may still be running when compensation ran.
    expect(await rejection(steps.debitSource(leg(s2)))).toBe('PaymentSettling');
    expect(await rejection(steps.creditDestination(leg(d1)))).toBe('PaymentSettling');

    const after = (await payments.getPayment(payment.paymentReference))!;
    expect(after.status).toBe('Failed');
    expect(after.compensatingSince).toEqual(expect.any(String));
    expect(after.sources.map((l) => l.status)).toEqual(['Reversed', 'Cancelled']);
    expect(await atRail(s1!)).toEqual({ outcome: 'succeeded', reversed: true });
    // Keys never used before compensation are marked so a late call does nothing at the rail.
    expect(await atRail(s2!)).toEqual({ outcome: 'declined', reversed: true });
    // A merchant is paid inside the platform: no rail ever hears of it (PAY-19), and its late credit posted nothing.
    expect(await atRail(d1!)).toEqual({ outcome: undefined, reversed: false });
    expect(after.destinations.map((l) => l.status)).toEqual(['Cancelled', 'Cancelled']);
  });

  it('money a task moved at the rail before compensation began, but never recorded, is reversed by the compensation', async () => {
    const payment = await givenPayment();
    const [s1, s2] = payment.sources;
    await steps.debitSource({ paymentReference: payment.paymentReference, transactionReference: s1!.transactionReference });
    // A task called the rail for the second source and died (or lost its write) before recording it.
    const late = await registry.connectorFor('card').debit({ idempotencyKey: s2!.transactionReference, amountInCents: s2!.amountInCents, currency: s2!.currency, source: s2!.leg });
    expect(late.outcome).toBe('succeeded');

    await steps.compensatePayment({ paymentReference: payment.paymentReference, failure });
    expect(await atRail(s1!)).toEqual({ outcome: 'succeeded', reversed: true });
    expect(await atRail(s2!)).toEqual({ outcome: 'succeeded', reversed: true });
    const after = (await payments.getPayment(payment.paymentReference))!;
    // Our record never saw the second debit: nothing to reverse in the ledger, the rail is whole.
    expect(after.sources.map((l) => l.status)).toEqual(['Reversed', 'Cancelled']);
  });

  it('a task racing the compensation leaves the rail whole whichever write wins', async () => {
    for (let round = 0; round < 5; round += 1) {
      const payment = await givenPayment();
      const ref = payment.paymentReference;
      await steps.debitSource({ paymentReference: ref, transactionReference: payment.sources[0]!.transactionReference });
      await Promise.allSettled([
        steps.debitSource({ paymentReference: ref, transactionReference: payment.sources[1]!.transactionReference }),
        steps.compensatePayment({ paymentReference: ref, failure }),
      ]);
      // Compensation may have lost its first write to the task: the workflow retries it.
      await steps.compensatePayment({ paymentReference: ref, failure });
      for (const leg of payment.sources) {
        const rail = await atRail(leg);
        expect(rail.outcome !== 'succeeded' || rail.reversed, `round ${round}: ${leg.transactionReference} ${JSON.stringify(rail)}`).toBe(true);
      }
      expect((await payments.getPayment(ref))!.status).toBe('Failed');
    }
  });

  it('credits running side by side with the compensation leave the holding account, the merchant and the card rail whole', async () => {
    const balance = async (account: string) => Number((await tableItem(`LEDGER#${account}`, 'BALANCE#ZAR'))?.['currentAmountInCents'] ?? 0);
    for (let round = 0; round < 4; round += 1) {
      // A merchant credited inside the platform and a card credited at its rail.
      const payment = await givenMixedPayment(m);
      const ref = payment.paymentReference;
      for (const s of payment.sources) await steps.debitSource({ paymentReference: ref, transactionReference: s.transactionReference });
      expect(await heldByPayment(ref)).toBe(1500);
      await Promise.allSettled([
        ...payment.destinations.map((d) => steps.creditDestination({ paymentReference: ref, transactionReference: d.transactionReference })),
        steps.compensatePayment({ paymentReference: ref, failure }),
      ]);
      // Compensation may have lost its first write to a credit: the workflow retries it.
      await steps.compensatePayment({ paymentReference: ref, failure });
      const after = (await payments.getPayment(ref))!;
      expect(await heldByPayment(ref)).toBe(0);
      const [merchant, cardLeg] = payment.destinations as [PaymentsModule.DestinationLegRecord, PaymentsModule.DestinationLegRecord];
      const shop = `MERCHANT#${merchant.leg.rail === 'merchant' ? merchant.leg.instrument.merchantReference : ''}`;
      const card = await atRail(cardLeg);
      if (after.status === 'Completed') {
        // The card was credited before compensation read the payment: nothing a rail could refuse was
        // left, so it completes instead (PAY-40, PAY-44), crediting the merchant once.
        expect([...after.sources, ...after.destinations].map((l) => l.status).every((s) => s === 'Completed'), `round ${round}`).toBe(true);
        expect(await balance(shop)).toBe(merchant.amountInCents);
        expect(card).toEqual({ outcome: 'succeeded', reversed: false });
        continue;
      }
      expect(after.status, `round ${round}`).toBe('Failed');
      expect(after.destinations.map((l) => l.status).every((s) => s === 'Cancelled' || s === 'Reversed'), `round ${round}: ${after.destinations.map((l) => l.status).join()}`).toBe(true);
      expect(after.sources.map((l) => l.status)).toEqual(['Reversed', 'Reversed']);
      expect(await balance(shop)).toBe(0);
      expect(card.outcome !== 'succeeded' || card.reversed, `round ${round}: ${JSON.stringify(card)}`).toBe(true);
    }
  });

  it('a credit inside the platform racing a compensation that finds every external leg moved loses nothing: the payment completes, the merchant paid once (PAY-44)', async () => {
    const balance = async (account: string) => Number((await tableItem(`LEDGER#${account}`, 'BALANCE#ZAR'))?.['currentAmountInCents'] ?? 0);
    for (let round = 0; round < 4; round += 1) {
      const payment = await givenMixedPayment(m);
      const ref = payment.paymentReference;
      const [merchant, cardLeg] = payment.destinations as [PaymentsModule.DestinationLegRecord, PaymentsModule.DestinationLegRecord];
      for (const s of payment.sources) await steps.debitSource({ paymentReference: ref, transactionReference: s.transactionReference });
      await steps.creditDestination({ paymentReference: ref, transactionReference: cardLeg.transactionReference });
      // CompletePayment's own credit of the merchant, still running when the Catch sent the payment to compensation.
      await Promise.allSettled([
        steps.creditDestination({ paymentReference: ref, transactionReference: merchant.transactionReference }),
        steps.compensatePayment({ paymentReference: ref, failure }),
      ]);
      const after = (await payments.getPayment(ref))!;
      expect(after.status, `round ${round}`).toBe('Completed');
      expect([...after.sources, ...after.destinations].map((l) => l.status)).toEqual(['Completed', 'Completed', 'Completed', 'Completed']);
      expect(await balance(`MERCHANT#${merchant.leg.rail === 'merchant' ? merchant.leg.instrument.merchantReference : ''}`)).toBe(merchant.amountInCents);
      expect(await atRail(cardLeg)).toEqual({ outcome: 'succeeded', reversed: false });
      for (const s of payment.sources) expect(await atRail(s)).toEqual({ outcome: 'succeeded', reversed: false });
      expect(await heldByPayment(ref)).toBe(0);
    }
  });

  it('a debit whose step read its leg before compensation marked it loses its write: nothing posted, the step is told to read again', async () => {
    const postings = await import('../../shared/payments/tasks/postings.js');
    const record = await import('../../shared/payments/tasks/record.js');
    const payment = await givenPayment();
    const ref = payment.paymentReference;
    await steps.debitSource({ paymentReference: ref, transactionReference: payment.sources[0]!.transactionReference });
    const read = (await payments.getPayment(ref))!;
    const leg = read.sources[1]!;
    // Compensation's first write lands between the step's read and its write.
    await steps.markCompensating(ref);
    const write = postings.postWithPayment(postings.debitPosting(read, leg), record.withLeg(read, { ...leg, status: 'Completed' }), read, 'legs');
    expect(await rejection(write)).toBe('TransientError');
    expect(await heldByPayment(ref)).toBe(1000);
    await steps.compensatePayment({ paymentReference: ref, failure });
    expect(await heldByPayment(ref)).toBe(0);
    expect((await payments.getPayment(ref))!.sources.map((l) => [l.status, l.compensatingSince !== undefined])).toEqual([['Reversed', false], ['Cancelled', true]]);
  });

  it('a credit before every source is debited is refused: the holding account (its legs, LED-14) never goes below zero', async () => {
    const postings = await import('../../shared/payments/tasks/postings.js');
    const record = await import('../../shared/payments/tasks/record.js');
    const { InsufficientFunds } = await import('../../shared/ledger/errors.js');
    const payment = await givenPayment();
    const ref = payment.paymentReference;
    await steps.debitSource({ paymentReference: ref, transactionReference: payment.sources[0]!.transactionReference });
    const read = (await payments.getPayment(ref))!;
    // 10.00 is held, enough for the first destination's 7.00, but the second source is not debited yet.
    const dest = read.destinations[0]!;
    const merchant = dest.leg.rail === 'merchant' ? dest.leg.instrument.merchantReference : '';
    const refusal = await postings.postWithPayment(postings.creditPosting(read, dest), record.withLeg(read, { ...dest, status: 'Completed' }), read, 'legs').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(InsufficientFunds);
    expect(refusal).toMatchObject({ account: `HOLD#${ref}`, currency: 'ZAR' });
    const after = (await payments.getPayment(ref))!;
    expect(after.destinations[0]).toMatchObject({ status: 'Pending', version: dest.version });
    expect(await heldByPayment(ref)).toBe(1000);
    expect(await tableItem(`LEDGER#MERCHANT#${merchant}`, 'BALANCE#ZAR')).toBeUndefined();
    // Reversing more than is held is refused the same way (a source of 10.00 reversed twice over, as read before its first reversal).
    const source = after.sources[0]!;
    const twice = { ...after, sources: after.sources.map((l, i) => (i === 1 ? { ...l, heldInCents: -1000 } : l)) };
    expect(await postings.postWithPayment(postings.reversalPostings(twice, source), record.withLeg(twice, { ...source, status: 'Reversed' }), twice, 'version').catch((e: unknown) => e)).toBeInstanceOf(InsufficientFunds);
    expect(await heldByPayment(ref)).toBe(1000);
  });

  it('a debit that waits for a PIN ends in SourceAwaitsAnswer, and run again (a retry) waits again without asking the rail twice', async () => {
    const payment = await given(m, '4990000000000202');
    const [s1, s2] = payment.sources;
    const leg = (l: PaymentsModule.LegRecord | undefined) => ({ paymentReference: payment.paymentReference, transactionReference: l!.transactionReference });
    await steps.debitSource(leg(s1));
    expect(await rejection(steps.debitSource(leg(s2)))).toBe('SourceAwaitsAnswer');
    expect(await rejection(steps.debitSource(leg(s2)))).toBe('SourceAwaitsAnswer');
    expect(await railAttempts(s2!.transactionReference, 'DEBIT')).toBe(1);
    const after = (await payments.getPayment(payment.paymentReference))!;
    expect(after.status).toBe('AwaitingPin');
    expect(after.sources[1]).toMatchObject({ status: 'AwaitingPin', awaiting: 'pin' });
  });

  it('a leg step writes its own leg item only: the header and the other legs keep their versions', async () => {
    const payment = await givenPayment();
    const [s1, s2] = payment.sources;
    // The first debit writes its leg alone: the payment reads Processing from its legs, its header untouched (PAY-26).
    await steps.debitSource({ paymentReference: payment.paymentReference, transactionReference: s1!.transactionReference });
    const before = (await payments.getPayment(payment.paymentReference))!;
    expect(before).toMatchObject({ status: 'Processing', startedAt: before.sources[0]!.updatedAt, version: payment.version });
    expect((await partitionItems(`PAYMENT#${payment.paymentReference}`)).find((i) => i['SK'] === 'PAYMENT')).toMatchObject({ status: 'Pending', version: payment.version });
    await steps.debitSource({ paymentReference: payment.paymentReference, transactionReference: s2!.transactionReference });
    const after = (await payments.getPayment(payment.paymentReference))!;
    expect(after.version).toBe(before.version);
    expect(after.sources.map((l) => [l.status, l.version])).toEqual([['Completed', before.sources[0]!.version], ['Completed', s2!.version! + 1]]);
    expect(after.destinations.map((l) => l.version)).toEqual(payment.destinations.map((l) => l.version));
  });

  it('a payment stored before its legs were items (PAY-24) reads whole, and its first write stores every leg as its own item', async () => {
    const { db } = await import('../../shared/db/client.js');
    const payment = await givenPayment();
    const ref = payment.paymentReference;
    // The payment as PAY-24 found it stored: one item holding its legs, which carry no version.
    const items = await partitionItems(`PAYMENT#${ref}`);
    const header = items.find((i) => i['SK'] === 'PAYMENT')!;
    const bare = (l: PaymentsModule.LegRecord) => ({ ...l, version: undefined });
    for (const item of items.filter((i) => i['SK'] !== 'PAYMENT')) await db.send(new DeleteCommand({ TableName: process.env['TABLE_NAME'], Key: { PK: item['PK'], SK: item['SK'] } }));
    await db.send(new PutCommand({ TableName: process.env['TABLE_NAME'], Item: { ...header, sources: payment.sources.map(bare), destinations: payment.destinations.map(bare) }, RemoveUndefinedValues: true } as never));
    const legacy = (await payments.getPayment(ref))!;
    expect([...legacy.sources, ...legacy.destinations].map((l) => [l.transactionReference, l.status, l.version])).toEqual(
      [...payment.sources, ...payment.destinations].map((l) => [l.transactionReference, 'Pending', undefined]),
    );

    await steps.debitSource({ paymentReference: ref, transactionReference: payment.sources[0]!.transactionReference });
    const stored = await partitionItems(`PAYMENT#${ref}`);
    expect(stored.filter((i) => i['entity'] === 'PaymentLeg')).toHaveLength(4);
    for (const l of [payment.sources[1]!]) await steps.debitSource({ paymentReference: ref, transactionReference: l.transactionReference });
    for (const l of payment.destinations) await steps.creditDestination({ paymentReference: ref, transactionReference: l.transactionReference });
    await steps.completePayment({ paymentReference: ref });
    // The header's next write (here the completion; the first debit writes its leg alone, PAY-26) drops its copy of the legs.
    expect((await partitionItems(`PAYMENT#${ref}`)).find((i) => i['SK'] === 'PAYMENT')?.['sources']).toBeUndefined();
    const done = (await payments.getPayment(ref))!;
    expect(done.status).toBe('Completed');
    expect([...done.sources, ...done.destinations].map((l) => l.status)).toEqual(['Completed', 'Completed', 'Completed', 'Completed']);
  });

  it('CompletePayment refuses a payment whose legs are not all done', async () => {
    const payment = await givenPayment();
    expect(await rejection(steps.completePayment({ paymentReference: payment.paymentReference }))).toBe('PaymentTaskInvalid');
    expect((await payments.getPayment(payment.paymentReference))!.status).toBe('Pending');
  });

  it('a second run of a step that loses its write after the payment settled reverses nothing: a refunded payment\'s card debit stays at the rail (PAY-33)', async () => {
    const legs = await import('../../shared/payments/tasks/legs.js');
    const record = await import('../../shared/payments/tasks/record.js');
    const payment = await givenPayment();
    const ref = payment.paymentReference;
    for (const s of payment.sources) await steps.debitSource({ paymentReference: ref, transactionReference: s.transactionReference });
    for (const d of payment.destinations) await steps.creditDestination({ paymentReference: ref, transactionReference: d.transactionReference });
    await steps.completePayment({ paymentReference: ref });
    // A refund since made it PartiallyRefunded (its own steps are not what this test is about).
    await setTableAttributes(`PAYMENT#${ref}`, 'PAYMENT', { status: 'PartiallyRefunded' });
    const s1 = payment.sources[0]!;
    // The duplicate run (a Lambda retry whose first run was still going) called the rail under the
    // leg's key, which the rail answers as the settled debit, and lost its write to the payment.
    const ghost = legs.guardedLegTask({ paymentReference: ref, transactionReference: s1.transactionReference },
      record.sourceLeg,
      async () => { throw new record.TransientError('the payment changed since it was read'); });
    expect(await rejection(ghost)).toBe('PaymentSettling');
    expect(await atRail(s1)).toEqual({ outcome: 'succeeded', reversed: false });
    expect((await payments.getPayment(ref))!.sources.map((l) => l.status)).toEqual(['Completed', 'Completed']);
  });
});

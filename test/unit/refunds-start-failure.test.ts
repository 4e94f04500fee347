/**
 * POST /v2/refund when StartExecution fails (REF-6): the refund is marked Failed, its claims, marker
 * and key freed — the key it was asked under, also when a duplicate's start fails (REF-20) — and the
 * caller gets 503 with its reference, also when that write first loses to refunds racing on the
 * same payment (REF-19). The refund workflow's port is the test's own, the
 * DynamoDB client's answer is faked only where a transaction must lose to another; the payment is
 * made and completed by the local platform.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../shared/http/caller.js';
import type * as RefundsModule from '../../shared/refunds/refunds.js';
import type * as SubmitModule from '../../shared/refunds/submit.js';
import type { RefundDeps } from '../../shared/refunds/submit.js';
import { inject } from '../integration/harness.js';
import { tableItem } from '../integration/identity-fixtures.js';
import { card, givenMerchant, payer, statusUntil, submitPay } from '../integration/payment-fixtures.js';
import { keyRecord, losingTransactions } from './start-failure-fixtures.js';

let submit: typeof SubmitModule;
let refunds: typeof RefundsModule;

beforeAll(async () => {
  for (const [name, value] of Object.entries(inject('functionEnv'))) vi.stubEnv(name, value);
  submit = await import('../../shared/refunds/submit.js');
  refunds = await import('../../shared/refunds/refunds.js');
});

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A merchant paid `amountInCents` by card, the payment completed; the merchant's in-process caller and its refunds' Idempotency-Key scope and a refund body of the whole payment. */
async function paidMerchant(amountInCents: number): Promise<{ caller: Caller; keyScope: string; body: Json; source: string }> {
  const merchant = await givenMerchant();
  const payerToken = await payer();
  const res = await submitPay(payerToken, {
    paymentSources: { cards: [card('4242424242424242', amountInCents)] },
    paymentDestinations: { merchants: [{ merchantReference: merchant.reference, amountInCents, currency: 'ZAR' }] },
  });
  expect(res.status, res.text).toBe(200);
  const done = await statusUntil(payerToken, res.body.result.paymentReference, (r) => r.isComplete);
  expect(done.status, JSON.stringify(done)).toBe('Completed');
  const subject = (JSON.parse(Buffer.from(merchant.token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  const caller: Caller = { kind: 'user', subject, claims: { MerchantReference: merchant.reference }, accessPolicies: [], tokenId: randomUUID(), pendingSteps: false };
  const source = done.paymentSources.cards[0].transactionReference as string;
  return { caller, keyScope: `refund|sub:${subject}`, source, body: { sourceTransactionReference: source, destinationTransactionReference: done.paymentDestinations.merchants[0].transactionReference, refundAmountInCents: amountInCents } };
}

/** A refund workflow whose start fails, after which the first `times` transactions lose to others. */
function unreachable(times: number): { deps: RefundDeps; losing: { current?: Awaited<ReturnType<typeof losingTransactions>> } } {
  const losing: { current?: Awaited<ReturnType<typeof losingTransactions>> } = {};
  const start = async () => {
    losing.current = await losingTransactions(times);
    throw Object.assign(new Error('down'), { name: 'ServiceUnavailable' });
  };
  return { losing, deps: { workflow: { start }, now: () => new Date() } };
}

type Refused = { status: number; code: string; message: string; extra: { reference: string } };

describe('a refund whose insert keeps losing to racing refunds (REF-21)', () => {
  it('answers 503 with Retry-After, never a raw 500; nothing is claimed, and the same request later makes the refund', async () => {
    const { caller, body, source } = await paidMerchant(900);
    const losing = await losingTransactions(Number.POSITIVE_INFINITY);
    const started: string[] = [];
    const deps: RefundDeps = { workflow: { start: async (ref: string) => { started.push(ref); } }, now: () => new Date() };
    const refused = (await submit.submitRefund(caller, body, undefined, deps).catch((e: unknown) => e).finally(() => losing.restore())) as Refused & { headers: Record<string, string> };
    expect(refused).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', headers: { 'Retry-After': '1' }, message: expect.stringContaining('Nothing was made') });
    expect(losing.transactions()).toBeGreaterThan(1);
    expect(started).toEqual([]);
    expect(await tableItem(`REFUNDCAP#${source}`, 'CAP')).toBeUndefined();
    const made = await submit.submitRefund(caller, body, undefined, deps);
    expect(started).toEqual([made.reference]);
  });
});

describe('a refund whose workflow cannot be started', () => {
  it('sends the Failed write again when it loses to a racing refund; one that keeps losing leaves the refund Pending and answers 503 with its reference, never a raw 500 (REF-19)', async () => {
    const paid = await paidMerchant(800);

    // Lost once: sent again, the refund Failed, both claims given back, its marker and key freed.
    const once = unreachable(1);
    const onceKey = randomUUID();
    const onceBody = { ...paid.body, refundAmountInCents: 300, clientData: { yourReference: `rf-${randomUUID()}` } };
    const first = (await submit.submitRefund(paid.caller, onceBody, onceKey, once.deps).catch((e: unknown) => e).finally(() => once.losing.current?.restore())) as Refused;
    expect(first).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('marked Failed'), extra: { reference: expect.any(String) } });
    expect(once.losing.current?.transactions()).toBe(2);
    expect(await refunds.getRefund(first.extra.reference)).toMatchObject({ status: 'Failed' });
    expect(await tableItem(`REFUNDCAP#${paid.source}`, 'CAP')).toMatchObject({ remainingInCents: 800 });
    expect(await keyRecord(paid.keyScope, onceKey)).toBeUndefined();

    // Always lost: still 503 with the reference; the refund stays Pending, its claims, marker and key kept...
    const always = unreachable(Number.POSITIVE_INFINITY);
    const alwaysKey = randomUUID();
    const alwaysBody = { ...paid.body, refundAmountInCents: 500, clientData: { yourReference: `rf-${randomUUID()}` } };
    const second = (await submit.submitRefund(paid.caller, alwaysBody, alwaysKey, always.deps).catch((e: unknown) => e).finally(() => always.losing.current?.restore())) as Refused;
    expect(second).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('still Pending'), extra: { reference: expect.any(String) } });
    expect(always.losing.current?.transactions()).toBeGreaterThan(1);
    expect(await refunds.getRefund(second.extra.reference)).toMatchObject({ status: 'Pending', version: 1 });
    expect(await tableItem(`REFUNDCAP#${paid.source}`, 'CAP')).toMatchObject({ remainingInCents: 300 });
    // ...so the next request under its yourReference starts that refund, answered as its duplicate.
    const started: string[] = [];
    const again = await submit.submitRefund(paid.caller, alwaysBody, undefined, { workflow: { start: async (ref) => void started.push(ref) }, now: () => new Date() });
    expect(again.reference).toBe(second.extra.reference);
    expect(started).toEqual([second.extra.reference]);
  }, 120_000);

  it('a refund its duplicate could not start frees the key it was asked under: the first request sent again makes a new refund (REF-20)', async () => {
    const paid = await paidMerchant(600);
    const body = { ...paid.body, clientData: { yourReference: `rf-${randomUUID()}` } };
    const firstKey = randomUUID();
    // The first request's function dies at its start: the refund stays Pending, its key 'started'.
    const inserted = new Promise<string>((resolve) => {
      const dying = { start: (ref: string) => { resolve(ref); return new Promise<void>(() => undefined); } };
      void submit.submitRefund(paid.caller, body, firstKey, { workflow: dying, now: () => new Date() });
    });
    const first = await inserted;
    // A retry under another key goes through the duplicate path, whose start fails: Failed, 503.
    const down = { workflow: { start: async () => { throw Object.assign(new Error('down'), { name: 'ServiceUnavailable' }); } }, now: () => new Date() };
    const refused = await submit.submitRefund(paid.caller, body, randomUUID(), down).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 503, extra: { reference: first } });
    expect(await refunds.getRefund(first)).toMatchObject({ status: 'Failed', idempotencyKey: firstKey });
    expect(await keyRecord(paid.keyScope, firstKey)).toBeUndefined();
    // The first request sent again (its key, its yourReference), once that key would no longer be in
    // flight: a new refund, started, not the failed one answered as accepted.
    const started: string[] = [];
    const later = { workflow: { start: async (ref: string) => void started.push(ref) }, now: () => new Date(Date.now() + 60_000) };
    const again = await submit.submitRefund(paid.caller, body, firstKey, later);
    expect(again.reference).not.toBe(first);
    expect(started).toEqual([again.reference]);
  }, 120_000);
});

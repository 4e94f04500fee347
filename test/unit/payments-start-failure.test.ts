/**
 * POST /v1/pay when StartExecution fails: the payment is not left silently Pending. It is marked
 * Failed with the reason, its yourReference and Idempotency-Key are freed so the client can submit
 * again, and the caller gets 503 carrying the payment reference. Only the Step Functions client is
 * faked, and the DynamoDB client's answer to that Failed write where it loses to other writes
 * (PAY-48); the table is DynamoDB Local.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../shared/http/caller.js';
import type * as SubmitModule from '../../shared/payments/submit.js';
import type * as WorkflowModule from '../../shared/payments/workflow.js';
import type * as RegistryModule from '../../shared/rails/registry.js';
import type { PayBody } from '../../shared/schemas/pay-body.js';
import { adminApiKey, call, inject, startWebhookReceiver } from '../integration/harness.js';
import { givenConsumer } from '../integration/consumer-fixtures.js';
import { localTable, tableItem } from '../integration/identity-fixtures.js';
import { card, givenMerchantWithBankAccount, payer, statusUntil, storedPayment, submitPay } from '../integration/payment-fixtures.js';
import { keyRecord, losingTransactions } from './start-failure-fixtures.js';

let submit: typeof SubmitModule;
let workflow: typeof WorkflowModule;
let registry: typeof RegistryModule;

beforeAll(async () => {
  for (const [name, value] of Object.entries(inject('functionEnv'))) vi.stubEnv(name, value);
  vi.stubEnv('WORKFLOW_ARN_PAYMENT', 'arn:aws:states:us-east-1:000000000000:stateMachine:payment');
  submit = await import('../../shared/payments/submit.js');
  workflow = await import('../../shared/payments/workflow.js');
  registry = await import('../../shared/rails/registry.js');
});

const failingSfn = (name: string) => ({ send: vi.fn(async () => { throw Object.assign(new Error('boom'), { name }); }) });

/** A new merchant, a caller of its own (and its Idempotency-Key scope), and bodies paying the merchant 700 by mobile wallet, each under a new yourReference. */
async function walletPayer(): Promise<{ caller: Caller; keyScope: string; bodyOf: () => PayBody }> {
  const merchant = await call('POST', '/v1/merchant/admin', { apiKey: adminApiKey(), body: { name: 'Shop', categoryCode: 5411, currency: 'ZAR' } });
  const subject = `sub-${randomUUID()}`;
  const caller: Caller = { kind: 'user', subject, claims: {}, accessPolicies: [], tokenId: 't', pendingSteps: false };
  const bodyOf = () => ({
    yourReference: `yr-${randomUUID()}`,
    paymentSources: { mobileWallets: [{ amountInCents: 700, currency: 'ZAR', mobileWalletOperator: 'MTN_GH', msisdn: '+233241234567' }] },
    paymentDestinations: { merchants: [{ amountInCents: 700, currency: 'ZAR', merchantReference: merchant.body.result.reference }] },
  } as PayBody);
  return { caller, keyScope: `sub:${subject}`, bodyOf };
}

describe('an insert that keeps losing to other writes (PAY-50)', () => {
  it('answers 503 with Retry-After, never a raw 500; nothing is written, and the same request later makes the payment', async () => {
    const { caller, keyScope, bodyOf } = await walletPayer();
    const body = bodyOf();
    const key = randomUUID();
    const started: string[] = [];
    const deps = { workflow: { ...workflow.sfnPaymentWorkflow(failingSfn('ServiceUnavailable')), start: async (ref: string) => { started.push(ref); } }, vault: registry.cardVault(), now: () => new Date() };
    const losing = await losingTransactions(Number.POSITIVE_INFINITY);
    const refused = (await submit.submitPayment(caller, body, key, deps).catch((e: unknown) => e).finally(() => losing.restore())) as { status: number; code: string; message: string; headers: Record<string, string> };
    expect(refused).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', headers: { 'Retry-After': '1' }, message: expect.stringContaining('Nothing was made') });
    expect(losing.transactions()).toBeGreaterThan(1);
    expect(started).toEqual([]);
    expect(await keyRecord(keyScope, key)).toBeUndefined();
    const made = await submit.submitPayment(caller, body, key, deps);
    expect(started).toEqual([made.paymentReference]);
  });
});

describe('StartExecution failure', () => {
  it('marks the payment Failed, frees yourReference and the key, and answers 503 with the reference', async () => {
    const { caller, bodyOf } = await walletPayer();
    const body = bodyOf();
    const sfn = failingSfn('ServiceUnavailable');
    const key = randomUUID();
    const deps = { workflow: workflow.sfnPaymentWorkflow(sfn), vault: registry.cardVault(), now: () => new Date() };
    const error = (await submit.submitPayment(caller, body, key, deps).catch((e: unknown) => e)) as { status: number; code: string; extra: { paymentReference: string } };
    expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(sfn.send).toHaveBeenCalledTimes(1);
    const stored = await storedPayment(error.extra.paymentReference);
    expect(stored).toMatchObject({ status: 'Failed', version: 2, failureReason: expect.stringContaining('could not be started'), sources: [{ status: 'Failed' }], destinations: [{ status: 'Failed' }] });

    // Submitting again (same yourReference, same key) makes a new payment once Step Functions is back.
    const started: string[] = [];
    const working = { ...deps, workflow: { ...deps.workflow, start: async (ref: string) => { started.push(ref); } } };
    const again = await submit.submitPayment(caller, body, key, working);
    expect(again.paymentReference).not.toBe(error.extra.paymentReference);
    expect(started).toEqual([again.paymentReference]);
  });

  it('sends the Failed write again when it loses to another transaction; one that keeps losing leaves the payment Pending and answers 503 with its reference, never a raw 500 (PAY-48)', async () => {
    const { caller, keyScope, bodyOf } = await walletPayer();
    /** A workflow whose start fails, after which `times` transactions lose to others. */
    const unreachable = (times: number) => {
      const losing: { current?: Awaited<ReturnType<typeof losingTransactions>> } = {};
      const deps = {
        workflow: { ...workflow.sfnPaymentWorkflow(failingSfn('ServiceUnavailable')), start: async () => { losing.current = await losingTransactions(times); throw Object.assign(new Error('down'), { name: 'ServiceUnavailable' }); } },
        vault: registry.cardVault(), now: () => new Date(),
      };
      return { deps, losing };
    };
    type Refused = { status: number; code: string; message: string; extra: { paymentReference: string } };

    // Lost once: sent again, the payment Failed and its yourReference and key freed as PAY-8 says.
    const once = unreachable(1);
    const onceBody = bodyOf();
    const onceKey = randomUUID();
    const first = (await submit.submitPayment(caller, onceBody, onceKey, once.deps).catch((e: unknown) => e).finally(() => once.losing.current?.restore())) as Refused;
    expect(first).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('marked Failed') });
    expect(once.losing.current?.transactions()).toBe(2);
    expect(await storedPayment(first.extra.paymentReference)).toMatchObject({ status: 'Failed', version: 2, sources: [{ status: 'Failed' }] });
    expect(await keyRecord(keyScope, onceKey)).toBeUndefined();

    // Always lost: still a 503 with the reference; the payment stays Pending with its marker and key...
    const always = unreachable(Number.POSITIVE_INFINITY);
    const alwaysBody = bodyOf();
    const alwaysKey = randomUUID();
    const second = (await submit.submitPayment(caller, alwaysBody, alwaysKey, always.deps).catch((e: unknown) => e).finally(() => always.losing.current?.restore())) as Refused;
    expect(second).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('still Pending'), extra: { paymentReference: expect.any(String) } });
    expect(always.losing.current?.transactions()).toBeGreaterThan(1);
    expect(await storedPayment(second.extra.paymentReference)).toMatchObject({ status: 'Pending', version: 1, sources: [{ status: 'Pending' }] });
    // ...so the same request, once its key is no longer in flight, starts that payment instead of a new one.
    const started: string[] = [];
    const later = { workflow: { ...always.deps.workflow, start: async (ref: string) => { started.push(ref); } }, vault: registry.cardVault(), now: () => new Date(Date.now() + 60_000) };
    const again = await submit.submitPayment(caller, alwaysBody, alwaysKey, later);
    expect(again.paymentReference).toBe(second.extra.paymentReference);
    expect(started).toEqual([second.extra.paymentReference]);
  });

  it('a payment its duplicate could not start frees the key it was submitted under: the first request sent again makes a new payment (PAY-49)', async () => {
    const { caller, keyScope, bodyOf } = await walletPayer();
    const body = bodyOf();
    const ports = workflow.sfnPaymentWorkflow(failingSfn('ServiceUnavailable'));
    const firstKey = randomUUID();
    // The first request's function dies at its start: the payment stays Pending, its key 'started'.
    const inserted = new Promise<string>((resolve) => {
      const dying = { ...ports, start: (ref: string) => { resolve(ref); return new Promise<void>(() => undefined); } };
      void submit.submitPayment(caller, body, firstKey, { workflow: dying, vault: registry.cardVault(), now: () => new Date() });
    });
    const first = await inserted;
    // A retry under another key goes through the duplicate path, whose start fails: Failed, 503.
    const refused = await submit.submitPayment(caller, body, randomUUID(), { workflow: ports, vault: registry.cardVault(), now: () => new Date() }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 503, extra: { paymentReference: first } });
    expect(await storedPayment(first)).toMatchObject({ status: 'Failed', idempotencyKey: firstKey });
    expect(await keyRecord(keyScope, firstKey)).toBeUndefined();
    // The first request sent again (its key, its yourReference), once that key would no longer be in
    // flight: a new payment, started, not the failed one answered as Pending.
    const started: string[] = [];
    const later = { workflow: { ...ports, start: async (ref: string) => { started.push(ref); } }, vault: registry.cardVault(), now: () => new Date(Date.now() + 60_000) };
    const again = await submit.submitPayment(caller, body, firstKey, later);
    expect(again).toMatchObject({ status: 'Pending', isDuplicate: false });
    expect(again.paymentReference).not.toBe(first);
    expect(started).toEqual([again.paymentReference]);
  });

  it('a payout that cannot be started frees its key in the payouts\' own scope (PAY-51): the same request sent again makes a new payout', async () => {
    const shop = await givenMerchantWithBankAccount('1000123459');
    const payerToken = await payer();
    const paid = await submitPay(payerToken, { paymentSources: { cards: [card('4242424242424242', 2000)] }, paymentDestinations: { merchants: [{ amountInCents: 2000, currency: 'ZAR', merchantReference: shop.reference }] } });
    expect((await statusUntil(payerToken, paid.body.result.paymentReference as string, (r) => r.isComplete)).status).toBe('Completed');
    const claims = JSON.parse(Buffer.from(shop.token.split('.')[1]!, 'base64url').toString()) as { sub: string; MerchantReference: string };
    const caller: Caller = { kind: 'user', subject: claims.sub, claims: { MerchantReference: shop.reference }, accessPolicies: [], tokenId: randomUUID(), pendingSteps: false };
    const payouts = await import('../../shared/payments/payout.js');
    const key = randomUUID();
    const body = { amountInCents: 500, currency: 'ZAR' };
    const down = { workflow: workflow.sfnPaymentWorkflow(failingSfn('ServiceUnavailable')), vault: registry.cardVault(), now: () => new Date() };
    const refused = (await payouts.submitPayout(caller, undefined, body as never, key, down).catch((e: unknown) => e)) as { status: number; extra: { paymentReference: string } };
    expect(refused.status).toBe(503);
    expect(await storedPayment(refused.extra.paymentReference)).toMatchObject({ status: 'Failed', idempotencyScope: `payout|sub:${claims.sub}` });
    expect(await keyRecord(`payout|sub:${claims.sub}`, key)).toBeUndefined();
    const started: string[] = [];
    const up = { ...down, workflow: { ...down.workflow, start: async (ref: string) => { started.push(ref); } } };
    const again = await payouts.submitPayout(caller, undefined, body as never, key, up);
    expect(again.paymentReference).not.toBe(refused.extra.paymentReference);
    expect(started).toEqual([again.paymentReference]);

    // A payout key stored before PAY-51, under the caller's own scope: the same payout sent again replays it, never a second payout.
    const legacyKey = randomUUID();
    const first = await payouts.submitPayout(caller, undefined, body as never, legacyKey, up);
    const { db, tableName } = localTable();
    const { idempotencyKeys } = await import('../../shared/idempotency/records.js');
    const stored = await keyRecord(`payout|sub:${claims.sub}`, legacyKey);
    await db.send(new PutCommand({ TableName: tableName, Item: { ...stored, ...idempotencyKeys.record(`sub:${claims.sub}`, legacyKey), scope: `sub:${claims.sub}` } }));
    await db.send(new DeleteCommand({ TableName: tableName, Key: idempotencyKeys.record(`payout|sub:${claims.sub}`, legacyKey) }));
    const replayed = await payouts.submitPayout(caller, undefined, body as never, legacyKey, up);
    expect(replayed.paymentReference).toBe(first.paymentReference);
    expect(started).toEqual([again.paymentReference, first.paymentReference]);
    // Another body under that old key is a payout of its own (the old record was a payout's, or a POST /v1/pay's).
    const other = await payouts.submitPayout(caller, undefined, { amountInCents: 400, currency: 'ZAR' } as never, legacyKey, up);
    expect(other.paymentReference).not.toBe(first.paymentReference);
  });

  it('cancels the checkout order its insert created (ACP-18): the agent gets order_create and order_update(canceled)', async () => {
    const receiver = await startWebhookReceiver(() => 200);
    const events = await import('../../shared/agentic/order-events.js');
    const { planPayment } = await import('../../shared/payments/plan.js');
    const merchant = await call('POST', '/v1/merchant/admin', { apiKey: adminApiKey(), body: { name: 'Shop', categoryCode: 5411, currency: 'ZAR' } });
    const caller: Caller = { kind: 'user', subject: `sub-${randomUUID()}`, claims: {}, accessPolicies: [], tokenId: 't', pendingSteps: false };
    const body = {
      paymentSources: { mobileWallets: [{ amountInCents: 700, currency: 'ZAR', mobileWalletOperator: 'MTN_GH', msisdn: '+233241234567' }] },
      paymentDestinations: { merchants: [{ amountInCents: 700, currency: 'ZAR', merchantReference: merchant.body.result.reference }] },
    } as PayBody;
    const orderId = `ord_${randomUUID()}`;
    const deps = { workflow: workflow.sfnPaymentWorkflow(failingSfn('ServiceUnavailable')), vault: registry.cardVault(), now: () => new Date() };
    const error = await submit.submit(caller, {
      hashed: body,
      plan: (now) => planPayment(caller, body, now),
      fields: () => ({
        channel: 'Unknown',
        checkoutOrder: { checkoutSessionId: 'cs_test', orderId, orderNumber: 'N1', amountInCents: 700, lineItems: [], eventsUrl: receiver.url('/order_events') },
      }),
      created: (payment, now) => events.orderCreated(payment, now),
      notStarted: (failed, read) => events.orderUpdated(failed, read),
    }, undefined, deps).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503 });
    try {
      // Delivered by the suite's platform: its webhook sender reads the same queue.
      await receiver.waitFor('/order_events', 2, 20_000);
      const events = receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
      const sorted = events.sort((a, b) => (a.type === 'order_create' ? -1 : b.type === 'order_create' ? 1 : 0));
      expect(sorted.map((e) => [e.type, e.data['id'], e.data['status']])).toEqual([['order_create', orderId, 'created'], ['order_update', orderId, 'canceled']]);
    } finally {
      await receiver.close();
    }
  });

  it('gives back the limit reservation of the payment it marks Failed, in the same write (PAY-32)', async () => {
    const consumer = await givenConsumer();
    const bankAccount = (consumer.profile['accounts'] as { bankAccounts: { reference: string }[] }).bankAccounts[0]!.reference;
    const limit = await call('POST', `/v1/consumer/account/bank-account/${bankAccount}/limit`, { token: consumer.token, body: { transactionLimitType: 'Purchase', resetPeriod: 'Daily', newLimitAmountInCents: 4000 } });
    expect(limit.status, limit.text).toBe(200);
    const merchant = await call('POST', '/v1/merchant/admin', { apiKey: adminApiKey(), body: { name: 'Shop', categoryCode: 5411, currency: 'ZAR' } });
    const caller: Caller = { kind: 'user', subject: `sub-${randomUUID()}`, claims: { ConsumerReference: consumer.reference }, accessPolicies: [], tokenId: 't', pendingSteps: false };
    const body = {
      paymentSources: { bankAccounts: [{ amountInCents: 3000, currency: 'ZAR', accountNumber: '6200001234', bank: 'FNB_ZA' }] },
      paymentDestinations: { merchants: [{ amountInCents: 3000, currency: 'ZAR', merchantReference: merchant.body.result.reference }] },
    } as PayBody;
    const deps = { workflow: workflow.sfnPaymentWorkflow(failingSfn('ServiceUnavailable')), vault: registry.cardVault(), now: () => new Date() };
    const error = (await submit.submitPayment(caller, body, undefined, deps).catch((e: unknown) => e)) as { status: number; extra: { paymentReference: string } };
    expect(error).toMatchObject({ status: 503 });
    const stored = await storedPayment(error.extra.paymentReference);
    const today = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
    expect(stored).toMatchObject({ status: 'Failed', limitReservations: [{ bankAccountReference: bankAccount, resetPeriod: 'Daily', periodStart: today, amountInCents: 3000 }] });
    expect(await tableItem(`LIMITSPEND#${bankAccount}`, `Daily#${today}`)).toMatchObject({ spentInCents: 0 });
  });

  it('treats ExecutionAlreadyExists as started', async () => {
    const sfn = failingSfn('ExecutionAlreadyExists');
    await expect(workflow.sfnPaymentWorkflow(sfn).start(randomUUID(), { sources: [], destinations: [] })).resolves.toBeUndefined();
  });

  it('answers a used or timed-out task token as gone, and rethrows anything else', async () => {
    for (const name of ['TaskTimedOut', 'TaskDoesNotExist', 'InvalidToken']) {
      expect(await workflow.sfnPaymentWorkflow(failingSfn(name)).succeed('t', {})).toBe('gone');
    }
    await expect(workflow.sfnPaymentWorkflow(failingSfn('ThrottlingException')).fail('t', 'PaymentCancelled', 'x')).rejects.toThrow('boom');
  });
});

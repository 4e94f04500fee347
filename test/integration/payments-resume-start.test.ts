/**
 * A payment whose request died between its insert and its workflow's start (PAY-30): the next
 * request under the same yourReference, answered as a duplicate, starts it, as a replay under its
 * Idempotency-Key does; and the yourReference an agentic checkout pays under is not a client's.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../shared/http/caller.js';
import type { PaymentWorkflow } from '../../shared/payments/workflow.js';
import type { PayBody } from '../../shared/schemas/pay-body.js';
import { call } from './harness.js';
import { card, givenMerchant, payer } from './payment-fixtures.js';
import { loadPaymentModules, type PaymentModules } from './payment-steps-fixtures.js';

let m: PaymentModules;

beforeAll(async () => {
  m = await loadPaymentModules();
});

/** A workflow that records the executions it was asked to start and starts none. */
function recording(): { workflow: PaymentWorkflow; started: string[] } {
  const started: string[] = [];
  return { started, workflow: { start: async (reference) => void started.push(reference), succeed: async () => 'ok', fail: async () => 'ok' } };
}

describe('a payment inserted but never started', () => {
  it('is started by the next request under its yourReference, which is answered as its duplicate', async () => {
    const merchant = await givenMerchant();
    const caller: Caller = { kind: 'user', subject: `sub-${randomUUID()}`, claims: {}, accessPolicies: [], tokenId: randomUUID(), pendingSteps: false };
    const body = {
      paymentSources: { cards: [card('4242424242424242', 700)] },
      paymentDestinations: { merchants: [{ amountInCents: 700, currency: 'ZAR', merchantReference: merchant.reference }] },
      yourReference: `order-${randomUUID()}`,
    } as PayBody;
    // The first request's function dies after the insert: its start never reaches Step Functions.
    const lost = recording();
    const first = await m.submit.submitPayment(caller, body, undefined, { workflow: lost.workflow, vault: m.registry.cardVault(), now: () => new Date() });
    expect((await m.payments.getPayment(first.paymentReference))?.status).toBe('Pending');

    const retry = recording();
    const again = await m.submit.submitPayment(caller, body, undefined, { workflow: retry.workflow, vault: m.registry.cardVault(), now: () => new Date() });
    expect(again).toMatchObject({ paymentReference: first.paymentReference, isDuplicate: true });
    expect(retry.started).toEqual([first.paymentReference]);
  });

  it('refuses a pay request whose yourReference takes the prefix of agentic checkouts (400 naming body.yourReference)', async () => {
    const merchant = await givenMerchant();
    const res = await call('POST', '/v1/pay', { token: await payer(), body: {
      paymentSources: { cards: [card('4242424242424242', 100)] },
      paymentDestinations: { merchants: [{ amountInCents: 100, currency: 'ZAR', merchantReference: merchant.reference }] },
      yourReference: `checkout:${randomUUID()}`,
    } });
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.details).toEqual([{ field: 'body.yourReference', reason: 'may not start with "checkout:": that prefix names the payments of agentic checkouts' }]);
  });
});

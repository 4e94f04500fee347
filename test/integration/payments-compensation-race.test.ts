/**
 * Compensation that cannot race (docs/decisions.md, "Payments API"): the workflow's steps driven by
 * hand on DynamoDB Local and the sandbox rails, in the interleavings a Map iteration still running
 * beside CompensatePayment produces. The proof is read at the rail: the sandbox's own records.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../shared/http/caller.js';
import type * as PaymentsModule from '../../shared/payments/payments.js';
import type * as SubmitModule from '../../shared/payments/submit.js';
import type * as StepsModule from '../../shared/payments/tasks/steps.js';
import type { PaymentWorkflow } from '../../shared/payments/workflow.js';
import type * as RegistryModule from '../../shared/rails/registry.js';
import type * as SandboxTableModule from '../../shared/rails/sandbox-table.js';
import type { PayBody } from '../../shared/schemas/payment.js';
import { inject } from './harness.js';
import { card, givenMerchant } from './payment-fixtures.js';

let submit: typeof SubmitModule;
let steps: typeof StepsModule;
let payments: typeof PaymentsModule;
let registry: typeof RegistryModule;
let sandbox: typeof SandboxTableModule;

beforeAll(async () => {
  for (const [name, value] of Object.entries(inject('functionEnv'))) vi.stubEnv(name, value);
  submit = await import('../../shared/payments/submit.js');
  steps = await import('../../shared/payments/tasks/steps.js');
  payments = await import('../../shared/payments/payments.js');
  registry = await import('../../shared/rails/registry.js');
  sandbox = await import('../../shared/rails/sandbox-table.js');
});

const user = (): Caller => ({ kind: 'user', subject: `sub-${randomUUID()}`, claims: {}, accessPolicies: [], tokenId: randomUUID(), pendingSteps: false });
const noWorkflow: PaymentWorkflow = { start: async () => undefined, succeed: async () => 'ok', fail: async () => 'ok' };

/** Two card sources to two merchants, submitted but not started (the steps run by hand). */
async function givenPayment(): Promise<PaymentsModule.PaymentRecord> {
  const [m1, m2] = [await givenMerchant(), await givenMerchant()];
  const body = {
    paymentSources: { cards: [card('4242424242424242', 1000), card('4242424242424242', 500)] },
    paymentDestinations: { merchants: [{ amountInCents: 700, currency: 'ZAR', merchantReference: m1.reference }, { amountInCents: 800, currency: 'ZAR', merchantReference: m2.reference }] },
  } as PayBody;
  const { paymentReference } = await submit.submitPayment(user(), body, undefined, { workflow: noWorkflow, vault: registry.cardVault(), now: () => new Date() });
  await steps.startPayment({ paymentReference });
  return (await payments.getPayment(paymentReference))!;
}

/** What the sandbox rail itself recorded under a leg's key. */
async function atRail(leg: PaymentsModule.LegRecord) {
  const record = await sandbox.dynamoSandboxStore.read(leg.side === 'source' ? 'debit' : 'credit', leg.transactionReference);
  return { outcome: record?.result?.outcome, reversed: record?.reversed === true };
}

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
    expect(await atRail(d1!)).toEqual({ outcome: 'declined', reversed: true });
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

  it('CompletePayment refuses a payment whose legs are not all done', async () => {
    const payment = await givenPayment();
    expect(await rejection(steps.completePayment({ paymentReference: payment.paymentReference }))).toBe('PaymentTaskInvalid');
    expect((await payments.getPayment(payment.paymentReference))!.status).toBe('Processing');
  });
});

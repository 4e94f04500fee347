/**
 * For tests that drive the payment workflow's steps by hand on DynamoDB Local and the sandbox rails
 * (no execution unless a test starts one): the domain modules, loaded once the functions'
 * environment is in place, a submitted payment, and the rail's own record of a leg.
 */
import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import type { Caller } from '../../shared/http/caller.js';
import type * as PaymentsModule from '../../shared/payments/payments.js';
import type { PaymentWorkflow } from '../../shared/payments/workflow.js';
import type { PayBody } from '../../shared/schemas/pay-body.js';
import { inject } from './harness.js';
import { card, givenMerchant } from './payment-fixtures.js';

export async function loadPaymentModules() {
  for (const [name, value] of Object.entries(inject('functionEnv'))) vi.stubEnv(name, value);
  return {
    submit: await import('../../shared/payments/submit.js'),
    steps: {
      ...(await import('../../shared/payments/tasks/debit-source.js')),
      ...(await import('../../shared/payments/tasks/credit-destination.js')),
      ...(await import('../../shared/payments/tasks/complete-payment.js')),
      ...(await import('../../shared/payments/tasks/compensate-payment.js')),
    },
    payments: await import('../../shared/payments/payments.js'),
    registry: await import('../../shared/rails/registry.js'),
    sandbox: await import('../../shared/rails/sandbox-table.js'),
    workflow: await import('../../shared/payments/workflow.js'),
    reconcile: await import('../../shared/payments/reconcile.js'),
  };
}

export type PaymentModules = Awaited<ReturnType<typeof loadPaymentModules>>;

const user = (): Caller => ({ kind: 'user', subject: `sub-${randomUUID()}`, claims: {}, accessPolicies: [], tokenId: randomUUID(), pendingSteps: false });
const noWorkflow: PaymentWorkflow = { start: async () => undefined, succeed: async () => 'ok', fail: async () => 'ok' };

/**
 * Two card sources (10.00 and 5.00 ZAR) to two merchants (7.00, 8.00), submitted and, without a
 * workflow, left Pending for the steps to be run by hand (the first debit moves it on); with
 * `workflow` the real one runs it.
 */
export async function givenPayment(m: PaymentModules, secondCard = '4242424242424242', workflow?: PaymentWorkflow): Promise<PaymentsModule.PaymentRecord> {
  const [m1, m2] = [await givenMerchant(), await givenMerchant()];
  return submitted(m, {
    paymentSources: { cards: [card('4242424242424242', 1000), card(secondCard, 500)] },
    paymentDestinations: { merchants: [{ amountInCents: 700, currency: 'ZAR', merchantReference: m1.reference }, { amountInCents: 800, currency: 'ZAR', merchantReference: m2.reference }] },
  } as PayBody, workflow);
}

/**
 * Two card sources (10.00, 5.00 ZAR) to a merchant (7.00), credited inside the platform by
 * CompletePayment (PAY-41), and a card (8.00), credited at its rail; left Pending like givenPayment.
 */
export async function givenMixedPayment(m: PaymentModules): Promise<PaymentsModule.PaymentRecord> {
  const shop = await givenMerchant();
  return submitted(m, {
    paymentSources: { cards: [card('4242424242424242', 1000), card('4242424242424242', 500)] },
    paymentDestinations: { merchants: [{ amountInCents: 700, currency: 'ZAR', merchantReference: shop.reference }], cards: [{ amountInCents: 800, currency: 'ZAR', cardNumber: '4242424242424242' }] },
  } as PayBody);
}

/** A pay request submitted by a payer of its own; without a workflow it is left Pending for the steps to be run by hand. */
export async function submitted(m: PaymentModules, body: PayBody, workflow?: PaymentWorkflow): Promise<PaymentsModule.PaymentRecord> {
  const { paymentReference } = await m.submit.submitPayment(user(), body, undefined, { workflow: workflow ?? noWorkflow, vault: m.registry.cardVault(), now: () => new Date() });
  return (await m.payments.getPayment(paymentReference))!;
}

/** What the sandbox rail itself recorded under a leg's key. */
export async function atRail(m: PaymentModules, leg: PaymentsModule.LegRecord): Promise<{ outcome: string | undefined; reversed: boolean }> {
  const record = await m.sandbox.dynamoSandboxStore.read(leg.side === 'source' ? 'debit' : 'credit', leg.transactionReference);
  return { outcome: record?.result?.outcome, reversed: record?.reversed === true };
}

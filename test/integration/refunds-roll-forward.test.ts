/**
 * A refund rolls forward once the money reached the source (docs/decisions/refunds.md, REF-10):
 * after RecoverFunds and GiveBackToSource both succeeded, a failing CompleteRefund is retried and
 * never compensated, compensation completes such a refund instead of reversing it, and
 * reconciliation completes one left Processing. The workflow is the real ASL
 * (lib/workflows/refund.asl.json) run by the local Step Functions stand-in in this process, with the
 * real task functions against the local platform's table; only CompleteRefund is made to fail.
 * The other side is read too: the sandbox card rail's own record, the ledger, the payment.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WORKFLOWS } from '../../lib/resources.js';
import type { TaskFunction } from '../../lib/local/stepfunctions/runner.js';
import { startStepFunctions, type LocalStepFunctions } from '../../lib/local/stepfunctions/server.js';
import type * as BalancesModule from '../../shared/ledger/balances.js';
import type * as LedgerAccountsModule from '../../shared/ledger/accounts.js';
import type * as InvariantsModule from '../../shared/ledger/invariants.js';
import type * as RefundsModule from '../../shared/refunds/refunds.js';
import type * as SubmitModule from '../../shared/refunds/submit.js';
import type * as RegistryModule from '../../shared/rails/registry.js';
import { call, inject } from './harness.js';
import { givenConsumer } from './consumer-fixtures.js';
import { tableItem } from './identity-fixtures.js';
import { card, givenMerchant, payer, statusUntil, submitPay } from './payment-fixtures.js';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

let balances: typeof BalancesModule;
let ledgerAccounts: typeof LedgerAccountsModule;
let invariants: typeof InvariantsModule;
let refunds: typeof RefundsModule;
let submit: typeof SubmitModule;
let registry: typeof RegistryModule;
let local: LocalStepFunctions;
let sfn: SFNClient;

class Named extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/** Per refund: the errors CompleteRefund still fails with, in order; and how often it ran. */
const completeFailures = new Map<string, string[]>();
const completeCalls = new Map<string, number>();

/** The refund workflow's task functions, each as the platform loads it (lib/resources.ts, WORKFLOWS). */
const TASK_MODULES: Record<string, () => Promise<unknown>> = {
  'refunds/tasks/start': () => import('../../functions/refunds/tasks/start.js'),
  'refunds/tasks/recover-funds': () => import('../../functions/refunds/tasks/recover-funds.js'),
  'refunds/tasks/give-back-to-source': () => import('../../functions/refunds/tasks/give-back-to-source.js'),
  'refunds/tasks/complete': () => import('../../functions/refunds/tasks/complete.js'),
  'refunds/tasks/compensate': () => import('../../functions/refunds/tasks/compensate.js'),
};

beforeAll(async () => {
  for (const [name, value] of Object.entries(inject('functionEnv'))) vi.stubEnv(name, value);
  balances = await import('../../shared/ledger/balances.js');
  ledgerAccounts = await import('../../shared/ledger/accounts.js');
  invariants = await import('../../shared/ledger/invariants.js');
  refunds = await import('../../shared/refunds/refunds.js');
  submit = await import('../../shared/refunds/submit.js');
  registry = await import('../../shared/rails/registry.js');
  const refundWorkflow = WORKFLOWS.find((w) => w.name === 'refund')!;
  local = await startStepFunctions({
    workflows: [refundWorkflow],
    workflowDir: resolve(import.meta.dirname, '../../lib/workflows'),
    region: 'us-east-1',
    loadTask: async (module) => {
      const { handler } = (await TASK_MODULES[module]!()) as { handler: TaskFunction };
      if (module !== 'refunds/tasks/complete') return handler;
      // CompleteRefund fails as a Lambda timeout, a throttle past the SDK's retries or a bug would: not a TransientError.
      return async (event, context) => {
        const { refundReference } = event as { refundReference: string };
        completeCalls.set(refundReference, (completeCalls.get(refundReference) ?? 0) + 1);
        const error = completeFailures.get(refundReference)?.shift();
        if (error !== undefined) throw new Named(error, `CompleteRefund made to fail (${error})`);
        return handler(event, context);
      };
    },
  });
  sfn = new SFNClient({ endpoint: local.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
});

afterAll(async () => {
  sfn?.destroy();
  await local?.close();
});

const merchantBalance = async (reference: string) => (await balances.accountBalance(ledgerAccounts.ledgerAccountKey.merchant(reference), 'ZAR')).currentAmountInCents;
const merchantCaller = (merchantReference: string) =>
  ({ kind: 'user' as const, subject: randomUUID(), claims: { MerchantReference: merchantReference }, accessPolicies: [], tokenId: randomUUID(), pendingSteps: false });

/** A completed card payment to a merchant, its legs as the status shows them. */
async function paidByCard(merchant: { reference: string }, amountInCents: number): Promise<{ paymentReference: string; source: string; destination: string; payerToken: string }> {
  const payerToken = await payer();
  const res = await submitPay(payerToken, { paymentSources: { cards: [card('4242424242424242', amountInCents)] }, paymentDestinations: { merchants: [{ merchantReference: merchant.reference, amountInCents, currency: 'ZAR' }] } });
  expect(res.status, res.text).toBe(200);
  const done = await statusUntil(payerToken, res.body.result.paymentReference, (r) => r.isComplete);
  expect(done.status, JSON.stringify(done)).toBe('Completed');
  return { paymentReference: done.paymentReference, source: done.paymentSources.cards[0].transactionReference, destination: done.paymentDestinations.merchants[0].transactionReference, payerToken };
}

/** The refund's execution on the in-process workflow, once ended. */
async function executionEnded(refundReference: string, timeoutMs = 60_000): Promise<Json> {
  const executionArn = `${local.stateMachineArn('refund').replace(':stateMachine:', ':execution:')}:${refundReference}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const d = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    if (d.status !== 'RUNNING') return d;
    if (Date.now() > deadline) throw new Error(`execution ${refundReference} still running`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a refund rolls forward once the money reached the source (REF-10)', () => {
  it('CompleteRefund failing with non-transient errors after both steps succeeded is retried: the refund ends Completed, the card refund is not reversed at the rail, the ledger holds', async () => {
    const merchant = await givenMerchant();
    const paid = await paidByCard(merchant, 3100);
    const accepted = await submit.submitRefund(merchantCaller(merchant.reference), { sourceTransactionReference: paid.source, destinationTransactionReference: paid.destination, refundAmountInCents: 3100 }, undefined, {
      workflow: {
        start: async (refundReference) => {
          // Three failures: a Lambda timeout, a DynamoDB 5xx and a throttle past the SDK's own retries.
          completeFailures.set(refundReference, ['Sandbox.Timedout', 'InternalServerError', 'ProvisionedThroughputExceededException']);
          await sfn.send(new StartExecutionCommand({ stateMachineArn: local.stateMachineArn('refund'), name: refundReference, input: JSON.stringify({ refundReference }) }));
        },
      },
      now: () => new Date(),
    });
    const reference = accepted.reference;
    const ended = await executionEnded(reference);
    expect(ended.status, JSON.stringify(ended)).toBe('SUCCEEDED');
    expect(completeCalls.get(reference)).toBe(4);

    const refund = (await refunds.getRefund(reference))!;
    expect(refund).toMatchObject({ status: 'Completed', recover: { status: 'Completed' }, giveBack: { status: 'Completed' } });
    expect(refund.compensatingSince).toBeUndefined();
    // The rail's own record: the card refund settled and was never reversed.
    expect(await registry.connectorFor('card').lookup('refund', `${reference}-refund`)).toEqual({ outcome: 'succeeded', reversed: false });
    // The ledger: the merchant gave it back once, the refund's holding account is empty, the cap spent.
    expect(await merchantBalance(merchant.reference)).toBe(0);
    expect((await balances.accountBalance(ledgerAccounts.ledgerAccountKey.refundHold(reference), 'ZAR')).currentAmountInCents).toBe(0);
    expect(await tableItem(`LEDGERCAP#${paid.source}`, 'CAP')).toMatchObject({ refundedInCents: 3100, refundableInCents: 0 });
    // Polled: a status read within a second of the last one is answered from its cache.
    const payment = await statusUntil(paid.payerToken, paid.paymentReference, (r) => r.status !== 'Completed');
    expect(payment).toMatchObject({ status: 'Refunded', refundedAmountTotals: [{ currency: 'ZAR', amountInCents: 3100 }] });
  });

  it('reconciliation completes a refund left Processing with both steps done (its execution gone): no reversal at the rail, the payment shows it', async () => {
    const steps = await import('../../shared/refunds/tasks/steps.js');
    const lifecycle = await import('../../shared/refunds/tasks/lifecycle.js');
    const reconcile = await import('../../shared/refunds/reconcile.js');
    const merchant = await givenMerchant();
    const paid = await paidByCard(merchant, 2200);
    // A refund whose execution ran both money steps and then failed for good (or vanished) before completing.
    const accepted = await submit.submitRefund(merchantCaller(merchant.reference), { sourceTransactionReference: paid.source, destinationTransactionReference: paid.destination, refundAmountInCents: 2200 }, undefined, { workflow: { start: async () => undefined }, now: () => new Date() });
    const reference = accepted.reference;
    await lifecycle.startRefund({ refundReference: reference });
    await steps.recoverFunds({ refundReference: reference });
    await steps.giveBackToSource({ refundReference: reference });
    expect((await refunds.getRefund(reference))?.status).toBe('Processing');

    const report = await reconcile.reconcileRefunds({ repair: true, quietSeconds: 0, only: [reference] });
    expect(report).toMatchObject({ examined: 1, reconciled: 1 });
    expect(report.findings).toEqual([expect.objectContaining({ kind: 'stuck', repaired: true, detail: expect.stringContaining('completed') })]);
    const after = (await refunds.getRefund(reference))!;
    expect(after).toMatchObject({ status: 'Completed', reconciledAt: expect.any(String), recover: { status: 'Completed' }, giveBack: { status: 'Completed' } });
    expect(after.failureReason).toBeUndefined();
    expect(await registry.connectorFor('card').lookup('refund', `${reference}-refund`)).toEqual({ outcome: 'succeeded', reversed: false });
    expect(await merchantBalance(merchant.reference)).toBe(0);
    expect(await tableItem(`LEDGERCAP#${paid.source}`, 'CAP')).toMatchObject({ refundedInCents: 2200, refundableInCents: 0 });
    // The allowance stays claimed: nothing more may be refunded.
    expect(await tableItem(`REFUNDCAP#${paid.source}`, 'CAP')).toMatchObject({ remainingInCents: 0 });
    const payment = await statusUntil(paid.payerToken, paid.paymentReference, (r) => r.status !== 'Completed');
    expect(payment).toMatchObject({ status: 'Refunded', refundedAmountTotals: [{ currency: 'ZAR', amountInCents: 2200 }] });
  });

  it('compensation never reverses a given-back step: a refund into a wallet its owner already spent is completed, the wallet never goes below zero', async () => {
    const steps = await import('../../shared/refunds/tasks/steps.js');
    const lifecycle = await import('../../shared/refunds/tasks/lifecycle.js');
    const consumer = await givenConsumer();
    const wallet = (await call('POST', '/v1/wallet', { token: consumer.token, body: { currency: 'ZAR' } })).body.result;
    const walletBalance = async () => Number((await call('GET', `/v1/wallet/${wallet.walletReference}`, { token: consumer.token })).body.result.currentAmountInCents);
    const payFromWallet = async (merchant: { reference: string }, amountInCents: number) => {
      const res = await submitPay(consumer.token, { paymentSources: { wallets: [{ walletReference: wallet.walletReference, amountInCents, currency: 'ZAR' }] }, paymentDestinations: { merchants: [{ merchantReference: merchant.reference, amountInCents, currency: 'ZAR' }] } });
      expect(res.status, res.text).toBe(200);
      const done = await statusUntil(consumer.token, res.body.result.paymentReference, (r) => r.isComplete);
      expect(done.status, JSON.stringify(done)).toBe('Completed');
      return done;
    };
    const topUp = await submitPay(consumer.token, { paymentSources: { cards: [card('4242424242424242', 2000)] }, paymentDestinations: { wallets: [{ walletReference: wallet.walletReference, amountInCents: 2000, currency: 'ZAR' }] } });
    expect(topUp.status, topUp.text).toBe(200);
    expect((await statusUntil(consumer.token, topUp.body.result.paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    const merchant = await givenMerchant();
    const paidOut = await payFromWallet(merchant, 2000);
    expect(await walletBalance()).toBe(0);

    // The merchant refunds into the wallet: both steps done, then the workflow fails before completing.
    const accepted = await submit.submitRefund(merchantCaller(merchant.reference), {
      sourceTransactionReference: paidOut.paymentSources.wallets[0].transactionReference, destinationTransactionReference: paidOut.paymentDestinations.merchants[0].transactionReference, refundAmountInCents: 1500,
    }, undefined, { workflow: { start: async () => undefined }, now: () => new Date() });
    const reference = accepted.reference;
    await lifecycle.startRefund({ refundReference: reference });
    await steps.recoverFunds({ refundReference: reference });
    await steps.giveBackToSource({ refundReference: reference });
    expect(await walletBalance()).toBe(1500);
    // The wallet's owner spends it at once.
    await payFromWallet(await givenMerchant(), 1500);
    expect(await walletBalance()).toBe(0);

    const answer = await lifecycle.compensateRefund({ refundReference: reference, failure: { Error: 'Sandbox.Timedout', Cause: 'Task timed out after 30.00 seconds' } });
    expect(answer.status).toBe('Completed');
    const after = (await refunds.getRefund(reference))!;
    expect(after).toMatchObject({ status: 'Completed', recover: { status: 'Completed' }, giveBack: { status: 'Completed' } });
    expect(after.compensatingSince).toBeUndefined();
    expect(await walletBalance()).toBe(0);
    expect(await merchantBalance(merchant.reference)).toBe(500);
    // A second compensation (a retried task) answers the same and moves nothing.
    expect((await lifecycle.compensateRefund({ refundReference: reference, failure: { Error: 'Sandbox.Timedout' } })).status).toBe('Completed');
    expect(await merchantBalance(merchant.reference)).toBe(500);
  });

  it('leaves the ledger balanced and every balance equal to its entries', async () => {
    const result = await invariants.checkLedgerInvariants({ currencies: ['ZAR'], attempts: 5 });
    expect(result.balancedPerCurrency, JSON.stringify(result.totalsByCurrency)).toBe(true);
    expect(result.mismatches.filter((m) => /^(REFUNDHOLD|MERCHANT|WALLET)#/.test(m.account))).toEqual([]);
  });
});

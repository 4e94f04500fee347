/**
 * The payment workflow's ASL (lib/workflows/payment.asl.json) run by the local Step Functions
 * stand-in with scripted task functions: every branch — happy path, PIN and confirmation pauses,
 * a retried rail timeout, a decline, a cancelled confirmation and a failed destination, each of the
 * failures compensated — the destinations credited side by side, and the state transitions of a
 * payment counted from the history (PAY-25: 3 + 2n, within issue 16's 2 + 3n).
 */
import { resolve } from 'node:path';
import {
  DescribeExecutionCommand, GetExecutionHistoryCommand, SendTaskFailureCommand, SendTaskSuccessCommand, SFNClient, StartExecutionCommand,
} from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskFunction } from '../../lib/local/stepfunctions/runner.js';
import { startStepFunctions, type LocalStepFunctions } from '../../lib/local/stepfunctions/server.js';

type Outcome = 'debited' | 'requires_pin' | 'requires_confirmation' | 'declined' | 'timeout-once';

interface Script {
  sources: Outcome[];
  /** Destinations whose credit fails for good. */
  failingDestinations?: number[];
  /** The completing write fails for good. */
  completeFails?: boolean;
  /** Every leg had moved: CompensatePayment completes the payment instead (PAY-40). */
  compensationCompletes?: boolean;
  /** What the pay handler starts the execution with for the AwaitSourceAnswer timeout; default 300 as in AWS. */
  answerTimeoutSeconds?: number;
  /** Each credit waits until every credit has started: it ends only if they run side by side. */
  creditsMeet?: boolean;
}

const scripts = new Map<string, Script>();
const calls = new Map<string, string[]>();
const waiting = new Map<string, string>();
const timedOut = new Set<string>();

class Named extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

const record = (payment: string, call: string) => calls.set(payment, [...(calls.get(payment) ?? []), call]);
const legIndex = (transactionReference: string) => Number(transactionReference.split(':').pop());

type Event = { paymentReference: string; transactionReference: string; answered?: boolean; taskToken?: string; failure?: { Error?: string } };

const TASKS: Record<string, TaskFunction> = {
  'payments/tasks/debit-source': async (e) => {
    const { paymentReference, transactionReference, answered } = e as Event;
    const outcome = scripts.get(paymentReference)!.sources[legIndex(transactionReference)];
    record(paymentReference, `debit ${legIndex(transactionReference)}${answered ? ' answered' : ''}`);
    if (outcome === 'declined') throw new Named('PaymentDeclined', 'insufficient_funds');
    if (outcome === 'timeout-once' && !timedOut.has(transactionReference)) {
      timedOut.add(transactionReference);
      throw new Named('RailTimeout', 'the rail did not answer');
    }
    if (!answered && (outcome === 'requires_pin' || outcome === 'requires_confirmation')) throw new Named('SourceAwaitsAnswer', `waits for ${outcome}`);
    return { paymentReference, transactionReference, outcome: 'debited' };
  },
  'payments/tasks/await-source-answer': async (e) => {
    const { paymentReference, taskToken } = e as Event;
    record(paymentReference, 'await');
    waiting.set(paymentReference, taskToken!);
  },
  'payments/tasks/credit-destination': async (e) => {
    const { paymentReference, transactionReference } = e as Event;
    record(paymentReference, `credit ${legIndex(transactionReference)}`);
    if (scripts.get(paymentReference)!.creditsMeet) {
      await until(() => ((calls.get(paymentReference) ?? []).filter((c) => c.startsWith('credit')).length === 2 ? true : undefined), 'the other credit to start');
    }
    if (scripts.get(paymentReference)!.failingDestinations?.includes(legIndex(transactionReference))) throw new Named('CreditFailed', 'account closed');
    return { transactionReference };
  },
  'payments/tasks/complete': async (e) => {
    const { paymentReference } = e as Event;
    record(paymentReference, 'complete');
    if (scripts.get(paymentReference)!.completeFails) throw new Named('PaymentTaskInvalid', 'the payment record is gone');
    return { paymentReference, status: 'Completed' };
  },
  'payments/tasks/compensate': async (e) => {
    const { paymentReference, failure } = e as Event;
    record(paymentReference, `compensate ${failure?.Error ?? ''}`);
    const status = scripts.get(paymentReference)!.compensationCompletes ? 'Completed'
      : failure?.Error === 'PaymentCancelled' ? 'Cancelled' : failure?.Error === 'States.Timeout' ? 'Expired' : 'Failed';
    return { status, reason: failure?.Error ?? 'unknown' };
  },
};

let local: LocalStepFunctions;
let sfn: SFNClient;
let machineArn: string;

beforeAll(async () => {
  local = await startStepFunctions({
    workflows: [{
      name: 'payment', logicalId: 'PaymentWorkflow', definitionFile: 'payment.asl.json',
      taskFunctions: {
        DebitSourceFunction: 'payments/tasks/debit-source',
        AwaitSourceAnswerFunction: 'payments/tasks/await-source-answer', CreditDestinationFunction: 'payments/tasks/credit-destination',
        CompletePaymentFunction: 'payments/tasks/complete', CompensatePaymentFunction: 'payments/tasks/compensate',
      },
    }],
    workflowDir: resolve(import.meta.dirname, '../../lib/workflows'),
    loadTask: async (module) => TASKS[module]!,
    region: 'us-east-1',
  });
  sfn = new SFNClient({ endpoint: local.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  machineArn = local.stateMachineArn('payment');
});

afterAll(async () => {
  sfn.destroy();
  await local.close();
});

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function pay(name: string, script: Script): Promise<string> {
  scripts.set(name, script);
  // What the pay handler starts it with (shared/payments/workflow.ts): the legs' references and the answer timeout.
  const input = {
    paymentReference: name, sources: script.sources.map((_, i) => `${name}:s:${i}`), destinations: [0, 1].map((i) => `${name}:d:${i}`), answerTimeoutSeconds: script.answerTimeoutSeconds ?? 300,
  };
  const { executionArn } = await sfn.send(new StartExecutionCommand({ stateMachineArn: machineArn, name, input: JSON.stringify(input) }));
  return executionArn!;
}

const transitionsOf = async (executionArn: string) =>
  ((await sfn.send(new GetExecutionHistoryCommand({ executionArn, maxResults: 1000 }))).events ?? []).filter((e) => e.type?.endsWith('StateEntered')).length;

/** The calls in order, the credits (run side by side) sorted among themselves. */
const callsOf = (payment: string) => {
  const list = calls.get(payment) ?? [];
  const credits = list.filter((c) => c.startsWith('credit')).sort();
  return list.map((c) => (c.startsWith('credit') ? credits.shift()! : c));
};

const finished = (executionArn: string) =>
  until(async () => {
    const d = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    return d.status === 'RUNNING' ? undefined : d;
  }, 'the execution to end');

describe('payment workflow', () => {
  it('debits each source in order, credits each destination, completes — in 3 + 2n state transitions (7 for 2 → 2, within 2 + 3n)', async () => {
    const arn = await pay('happy', { sources: ['debited', 'debited'] });
    const done = await finished(arn);
    expect(done.status).toBe('SUCCEEDED');
    expect(callsOf('happy')).toEqual(['debit 0', 'debit 1', 'credit 0', 'credit 1', 'complete']);
    // Two Maps, a state per source and per destination, CompletePayment.
    expect(await transitionsOf(arn)).toBe(7);
  });

  it('credits the destinations side by side (each credit ends only once both have started)', async () => {
    const arn = await pay('side-by-side', { sources: ['debited', 'debited'], creditsMeet: true });
    expect((await finished(arn)).status).toBe('SUCCEEDED');
    expect(callsOf('side-by-side')).toEqual(['debit 0', 'debit 1', 'credit 0', 'credit 1', 'complete']);
  });

  it('pauses for a PIN and debits again once answered', async () => {
    const arn = await pay('pin', { sources: ['debited', 'requires_pin'] });
    const token = await until(() => waiting.get('pin'), 'the PIN wait');
    expect((await sfn.send(new DescribeExecutionCommand({ executionArn: arn }))).status).toBe('RUNNING');
    await sfn.send(new SendTaskSuccessCommand({ taskToken: token, output: JSON.stringify({ answer: 'verified' }) }));
    expect((await finished(arn)).status).toBe('SUCCEEDED');
    expect(callsOf('pin')).toEqual(['debit 0', 'debit 1', 'await', 'debit 1 answered', 'credit 0', 'credit 1', 'complete']);
    // A wait costs two states more: AwaitSourceAnswer and DebitAnsweredSource.
    expect(await transitionsOf(arn)).toBe(9);
  });

  it('compensates and ends Cancelled when the payer declines the confirmation', async () => {
    const arn = await pay('declined-confirmation', { sources: ['debited', 'requires_confirmation'] });
    const token = await until(() => waiting.get('declined-confirmation'), 'the confirmation wait');
    await sfn.send(new SendTaskFailureCommand({ taskToken: token, error: 'PaymentCancelled', cause: 'the payer declined' }));
    const done = await finished(arn);
    expect(done.status).toBe('FAILED');
    expect(done.error).toBe('Cancelled');
    expect(callsOf('declined-confirmation')).toEqual(['debit 0', 'debit 1', 'await', 'compensate PaymentCancelled']);
  });

  it('gives up on an unanswered PIN after the timeout the execution was started with, and compensates', async () => {
    const started = Date.now();
    const arn = await pay('pin-unanswered', { sources: ['debited', 'requires_pin'], answerTimeoutSeconds: 1 });
    await until(() => waiting.get('pin-unanswered'), 'the PIN wait');
    const done = await finished(arn);
    expect(done.status).toBe('FAILED');
    expect(done.error).toBe('Expired');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(callsOf('pin-unanswered')).toEqual(['debit 0', 'debit 1', 'await', 'compensate States.Timeout']);
  });

  it('retries a rail timeout', async () => {
    const arn = await pay('flaky', { sources: ['timeout-once', 'debited'] });
    expect((await finished(arn)).status).toBe('SUCCEEDED');
    expect(callsOf('flaky').slice(0, 3)).toEqual(['debit 0', 'debit 0', 'debit 1']);
  });

  it('compensates after the second source is declined, without touching the destinations', async () => {
    const arn = await pay('second-declined', { sources: ['debited', 'declined'] });
    const done = await finished(arn);
    expect(done.status).toBe('FAILED');
    expect(done.error).toBe('Failed');
    expect(done.cause).toBe('PaymentDeclined');
    expect(callsOf('second-declined')).toEqual(['debit 0', 'debit 1', 'compensate PaymentDeclined']);
  });

  it('compensates after a destination fails', async () => {
    const arn = await pay('destination-fails', { sources: ['debited', 'debited'], failingDestinations: [1] });
    const done = await finished(arn);
    expect(done.status).toBe('FAILED');
    expect(callsOf('destination-fails')).toEqual(['debit 0', 'debit 1', 'credit 0', 'credit 1', 'compensate CreditFailed']);
  });

  it('compensates when the completing step fails for good', async () => {
    const arn = await pay('complete-fails', { sources: ['debited', 'debited'], completeFails: true });
    const done = await finished(arn);
    expect(done.status).toBe('FAILED');
    expect(callsOf('complete-fails')).toEqual(['debit 0', 'debit 1', 'credit 0', 'credit 1', 'complete', 'compensate PaymentTaskInvalid']);
  });

  it('succeeds when the completing step fails for good but CompensatePayment finds every leg moved and completes the payment (PAY-40)', async () => {
    const arn = await pay('complete-rolls-forward', { sources: ['debited', 'debited'], completeFails: true, compensationCompletes: true });
    const done = await finished(arn);
    expect(done.status).toBe('SUCCEEDED');
    expect(callsOf('complete-rolls-forward')).toEqual(['debit 0', 'debit 1', 'credit 0', 'credit 1', 'complete', 'compensate PaymentTaskInvalid']);
  });
});

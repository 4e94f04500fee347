/**
 * The payment workflow's ASL (lib/workflows/payment.asl.json) run by the local Step Functions
 * stand-in with scripted task functions: every branch — happy path, PIN and confirmation pauses,
 * a retried rail timeout, a decline, a cancelled confirmation and a failed destination, each of the
 * failures compensated — and the state transitions of a 2 → 2 payment counted from the history.
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
  /** What StartPayment hands on for the AwaitSourceAnswer timeout; default 300 as in AWS. */
  answerTimeoutSeconds?: number;
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
  'payments/tasks/start': async (e) => {
    const { paymentReference } = e as Event;
    const script = scripts.get(paymentReference)!;
    record(paymentReference, 'start');
    return {
      paymentReference,
      sources: script.sources.map((_, i) => `${paymentReference}:s:${i}`),
      destinations: [0, 1].map((i) => `${paymentReference}:d:${i}`),
      answerTimeoutSeconds: script.answerTimeoutSeconds ?? 300,
    };
  },
  'payments/tasks/debit-source': async (e) => {
    const { paymentReference, transactionReference, answered } = e as Event;
    const outcome = scripts.get(paymentReference)!.sources[legIndex(transactionReference)];
    record(paymentReference, `debit ${legIndex(transactionReference)}${answered ? ' answered' : ''}`);
    if (outcome === 'declined') throw new Named('PaymentDeclined', 'insufficient_funds');
    if (outcome === 'timeout-once' && !timedOut.has(transactionReference)) {
      timedOut.add(transactionReference);
      throw new Named('RailTimeout', 'the rail did not answer');
    }
    const needsAnswer = !answered && (outcome === 'requires_pin' || outcome === 'requires_confirmation');
    return { paymentReference, transactionReference, outcome: needsAnswer ? outcome : 'debited' };
  },
  'payments/tasks/await-source-answer': async (e) => {
    const { paymentReference, taskToken } = e as Event;
    record(paymentReference, 'await');
    waiting.set(paymentReference, taskToken!);
  },
  'payments/tasks/credit-destination': async (e) => {
    const { paymentReference, transactionReference } = e as Event;
    record(paymentReference, `credit ${legIndex(transactionReference)}`);
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
    const status = failure?.Error === 'PaymentCancelled' ? 'Cancelled' : failure?.Error === 'States.Timeout' ? 'Expired' : 'Failed';
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
        StartPaymentFunction: 'payments/tasks/start', DebitSourceFunction: 'payments/tasks/debit-source',
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
  const { executionArn } = await sfn.send(new StartExecutionCommand({ stateMachineArn: machineArn, name, input: JSON.stringify({ paymentReference: name }) }));
  return executionArn!;
}

const finished = (executionArn: string) =>
  until(async () => {
    const d = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    return d.status === 'RUNNING' ? undefined : d;
  }, 'the execution to end');

describe('payment workflow', () => {
  it('debits each source in order, credits each destination, completes — in at most 25 state transitions', async () => {
    const arn = await pay('happy', { sources: ['debited', 'debited'] });
    const done = await finished(arn);
    expect(done.status).toBe('SUCCEEDED');
    expect(calls.get('happy')).toEqual(['start', 'debit 0', 'debit 1', 'credit 0', 'credit 1', 'complete']);
    const history = await sfn.send(new GetExecutionHistoryCommand({ executionArn: arn, maxResults: 1000 }));
    const transitions = (history.events ?? []).filter((e) => e.type?.endsWith('StateEntered')).length;
    console.log(`payment workflow: ${transitions} state transitions for 2 sources → 2 destinations`);
    expect(transitions).toBeGreaterThan(0);
    expect(transitions).toBeLessThanOrEqual(25);
  });

  it('pauses for a PIN and debits again once answered', async () => {
    const arn = await pay('pin', { sources: ['debited', 'requires_pin'] });
    const token = await until(() => waiting.get('pin'), 'the PIN wait');
    expect((await sfn.send(new DescribeExecutionCommand({ executionArn: arn }))).status).toBe('RUNNING');
    await sfn.send(new SendTaskSuccessCommand({ taskToken: token, output: JSON.stringify({ answer: 'verified' }) }));
    expect((await finished(arn)).status).toBe('SUCCEEDED');
    expect(calls.get('pin')).toEqual(['start', 'debit 0', 'debit 1', 'await', 'debit 1 answered', 'credit 0', 'credit 1', 'complete']);
  });

  it('compensates and ends Cancelled when the payer declines the confirmation', async () => {
    const arn = await pay('declined-confirmation', { sources: ['debited', 'requires_confirmation'] });
    const token = await until(() => waiting.get('declined-confirmation'), 'the confirmation wait');
    await sfn.send(new SendTaskFailureCommand({ taskToken: token, error: 'PaymentCancelled', cause: 'the payer declined' }));
    const done = await finished(arn);
    expect(done.status).toBe('FAILED');
    expect(done.error).toBe('Cancelled');
    expect(calls.get('declined-confirmation')).toEqual(['start', 'debit 0', 'debit 1', 'await', 'compensate PaymentCancelled']);
  });

  it('gives up on an unanswered PIN after the timeout StartPayment hands on, and compensates', async () => {
    const started = Date.now();
    const arn = await pay('pin-unanswered', { sources: ['debited', 'requires_pin'], answerTimeoutSeconds: 1 });
    await until(() => waiting.get('pin-unanswered'), 'the PIN wait');
    const done = await finished(arn);
    expect(done.status).toBe('FAILED');
    expect(done.error).toBe('Expired');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(calls.get('pin-unanswered')).toEqual(['start', 'debit 0', 'debit 1', 'await', 'compensate States.Timeout']);
  });

  it('retries a rail timeout', async () => {
    const arn = await pay('flaky', { sources: ['timeout-once', 'debited'] });
    expect((await finished(arn)).status).toBe('SUCCEEDED');
    expect(calls.get('flaky')?.slice(0, 3)).toEqual(['start', 'debit 0', 'debit 0']);
  });

  it('compensates after the second source is declined, without touching the destinations', async () => {
    const arn = await pay('second-declined', { sources: ['debited', 'declined'] });
    const done = await finished(arn);
    expect(done.status).toBe('FAILED');
    expect(done.error).toBe('Failed');
    expect(done.cause).toBe('PaymentDeclined');
    expect(calls.get('second-declined')).toEqual(['start', 'debit 0', 'debit 1', 'compensate PaymentDeclined']);
  });

  it('compensates after a destination fails', async () => {
    const arn = await pay('destination-fails', { sources: ['debited', 'debited'], failingDestinations: [1] });
    const done = await finished(arn);
    expect(done.status).toBe('FAILED');
    expect(calls.get('destination-fails')).toEqual(['start', 'debit 0', 'debit 1', 'credit 0', 'credit 1', 'compensate CreditFailed']);
  });

  it('compensates when the completing step fails for good', async () => {
    const arn = await pay('complete-fails', { sources: ['debited', 'debited'], completeFails: true });
    const done = await finished(arn);
    expect(done.status).toBe('FAILED');
    expect(calls.get('complete-fails')).toEqual(['start', 'debit 0', 'debit 1', 'credit 0', 'credit 1', 'complete', 'compensate PaymentTaskInvalid']);
  });
});

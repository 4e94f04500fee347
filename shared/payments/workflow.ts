/**
 * The payment workflow as the API sees it: start an execution named after the payment, and answer
 * a task token (PIN verified, confirmed, declined, cancelled). A port, so the domain code does not
 * talk to the SDK and a test can hand in a failing client.
 */
import { DescribeExecutionCommand, SendTaskFailureCommand, SendTaskSuccessCommand, StartExecutionCommand, StopExecutionCommand, type SFNClient } from '@aws-sdk/client-sfn';
import { sfn } from '../aws/clients.js';
import { paymentAnswerTimeoutSeconds, workflowArn } from '../config.js';
import { IN_PLATFORM_RAILS } from '../rails/types.js';
import type { PaymentRecord } from './payments.js';

/** Error names the workflow's Catch sees from SendTaskFailure; the compensation reads them. */
export type AnswerFailure = 'PaymentDeclined' | 'PaymentCancelled';

/** The legs an execution works through, by transaction reference, in the order PAY-16 debits them. */
export interface PaymentLegs {
  sources: readonly string[];
  destinations: readonly string[];
}

/**
 * The legs the workflow's Maps work through: every source, and the destinations outside the
 * platform. Those inside it (a merchant, a wallet, a bill) are spendable the moment they are
 * credited, so CompletePayment credits them once everything else moved (PAY-41).
 */
export function workflowLegs(payment: Pick<PaymentRecord, 'sources' | 'destinations'>): PaymentLegs {
  return {
    sources: payment.sources.map((l) => l.transactionReference),
    destinations: payment.destinations.filter((l) => !IN_PLATFORM_RAILS.includes(l.leg.rail)).map((l) => l.transactionReference),
  };
}

export interface PaymentWorkflow {
  /**
   * Starts the execution named after the payment with its legs and the answer timeout (PAY-25: no
   * StartPayment step reads them); one that already exists counts as started.
   */
  start(paymentReference: string, legs: PaymentLegs): Promise<void>;
  /** Resumes a waiting task; 'gone' when the token can no longer be used (timed out, already answered, unknown). */
  succeed(taskToken: string, output: Record<string, unknown>): Promise<'ok' | 'gone'>;
  fail(taskToken: string, error: AnswerFailure, cause: string): Promise<'ok' | 'gone'>;
}

/** The execution's status, or 'NONE' when there is none (never started, or gone: AWS keeps 90 days). */
export type ExecutionState = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED' | 'PENDING_REDRIVE' | 'NONE';

/** What reconciliation asks of a workflow: is a payment's (or refund's) execution alive, and stop it when it is stuck. */
export interface PaymentExecutions {
  state(reference: string): Promise<ExecutionState>;
  stop(reference: string, cause: string): Promise<void>;
}

const executionArnOf = (workflow: string, reference: string) => `${workflowArn(workflow).replace(':stateMachine:', ':execution:')}:${reference}`;

/** The executions of a workflow named after their record (payment, refund), over a Step Functions client. */
export function sfnWorkflowExecutions(workflow: 'payment' | 'refund', client: Pick<SFNClient, 'send'> = sfn): PaymentExecutions {
  return {
    async state(reference) {
      try {
        const out = await client.send(new DescribeExecutionCommand({ executionArn: executionArnOf(workflow, reference) }));
        return (out.status ?? 'NONE') as ExecutionState;
      } catch (error) {
        if (error instanceof Error && error.name === 'ExecutionDoesNotExist') return 'NONE';
        throw error;
      }
    },
    async stop(reference, cause) {
      try {
        await client.send(new StopExecutionCommand({ executionArn: executionArnOf(workflow, reference), error: 'Reconciliation', cause }));
      } catch (error) {
        if (!(error instanceof Error && error.name === 'ExecutionDoesNotExist')) throw error;
      }
    },
  };
}

/** The payment executions over a Step Functions client. */
export const sfnPaymentExecutions = (client: Pick<SFNClient, 'send'> = sfn): PaymentExecutions => sfnWorkflowExecutions('payment', client);

const GONE = new Set(['TaskTimedOut', 'TaskDoesNotExist', 'InvalidToken']);

async function answered(send: () => Promise<unknown>): Promise<'ok' | 'gone'> {
  try {
    await send();
    return 'ok';
  } catch (error) {
    if (error instanceof Error && GONE.has(error.name)) return 'gone';
    throw error;
  }
}

/** The workflow over a Step Functions client (the container's by default). */
export function sfnPaymentWorkflow(client: Pick<SFNClient, 'send'> = sfn): PaymentWorkflow {
  return {
    async start(paymentReference, legs) {
      // References only: the tasks read the payment and its legs (no card data in the execution history).
      const input = { paymentReference, sources: legs.sources, destinations: legs.destinations, answerTimeoutSeconds: paymentAnswerTimeoutSeconds() };
      try {
        await client.send(new StartExecutionCommand({ stateMachineArn: workflowArn('payment'), name: paymentReference, input: JSON.stringify(input) }));
      } catch (error) {
        // Same name, same input: a retry of our own start. Anything else is a real failure.
        if (!(error instanceof Error && error.name === 'ExecutionAlreadyExists')) throw error;
      }
    },
    succeed: (taskToken, output) => answered(() => client.send(new SendTaskSuccessCommand({ taskToken, output: JSON.stringify(output) }))),
    fail: (taskToken, error, cause) => answered(() => client.send(new SendTaskFailureCommand({ taskToken, error, cause }))),
  };
}

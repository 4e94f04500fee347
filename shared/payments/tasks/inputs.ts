/** What the payment workflow hands each task (lib/workflows/payment.asl.json): references, never money data. */
import { failureOf, MalformedTaskInput, optionalBoolean, optionalString, reference, taskFields } from '../../aws/task-input.js';

export interface PaymentInput { paymentReference: string }
export interface LegInput extends PaymentInput { transactionReference: string; answered?: boolean }
// `outcome` came from executions started before PAY-25; the wait reads what the leg awaits from the leg itself.
export interface AwaitInput extends PaymentInput { transactionReference: string; taskToken: string; outcome?: string }
export interface CompensateInput extends PaymentInput { failure: { Error?: string; Cause?: string } }

export function paymentInput(event: unknown): PaymentInput {
  return { paymentReference: reference(taskFields(event), 'paymentReference') };
}

export function legInput(event: unknown): LegInput {
  const fields = taskFields(event);
  const answered = optionalBoolean(fields, 'answered');
  return { paymentReference: reference(fields, 'paymentReference'), transactionReference: reference(fields, 'transactionReference'), ...(answered === undefined ? {} : { answered }) };
}

export function awaitInput(event: unknown): AwaitInput {
  const fields = taskFields(event);
  const taskToken = optionalString(fields, 'taskToken');
  if (!taskToken) throw new MalformedTaskInput('taskToken must be a non-empty string');
  const outcome = optionalString(fields, 'outcome');
  return { paymentReference: reference(fields, 'paymentReference'), transactionReference: reference(fields, 'transactionReference'), taskToken, ...(outcome === undefined ? {} : { outcome }) };
}

export function compensateInput(event: unknown): CompensateInput {
  const fields = taskFields(event);
  return { paymentReference: reference(fields, 'paymentReference'), failure: failureOf(fields) };
}

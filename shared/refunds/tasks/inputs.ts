/** What the refund workflow hands each task (lib/workflows/refund.asl.json): references, never money data. */
import { failureOf, reference, taskFields } from '../../aws/task-input.js';

export interface RefundInput { refundReference: string }
export interface CompensateRefundInput extends RefundInput { failure: { Error?: string; Cause?: string } }

export function refundInput(event: unknown): RefundInput {
  return { refundReference: reference(taskFields(event), 'refundReference') };
}

export function compensateRefundInput(event: unknown): CompensateRefundInput {
  const fields = taskFields(event);
  return { refundReference: reference(fields, 'refundReference'), failure: failureOf(fields) };
}

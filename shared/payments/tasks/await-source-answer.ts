/**
 * AwaitSourceAnswer (a .waitForTaskToken state): keeps the task token for the PIN or confirmation
 * answer in the leg's wait item and tells the client. Moves no money; nothing to undo (compensation
 * cancels the waiting debit at its rail).
 */
import { moneyMayMove } from '../payments.js';
import { PaymentSettling } from './errors.js';
import type { LegInput } from './legs.js';
import { notifications } from './notify.js';
import { commitPayment, mustGetPayment, PaymentTaskInvalid, sourceLeg } from './record.js';
import { waitPut } from './waits-write.js';

export async function awaitSourceAnswer(input: LegInput & { taskToken: string }): Promise<void> {
  const payment = await mustGetPayment(input.paymentReference);
  const leg = sourceLeg(payment, input.transactionReference);
  if (!moneyMayMove(payment)) throw new PaymentSettling(`payment ${payment.paymentReference} no longer waits for answers`);
  if (!leg.awaiting) throw new PaymentTaskInvalid(`source ${leg.transactionReference} waits for nothing`);
  await commitPayment(payment, payment, notifications(payment, undefined, leg.awaiting), [await waitPut(payment.paymentReference, leg.transactionReference, input.taskToken, leg.awaiting)]);
}

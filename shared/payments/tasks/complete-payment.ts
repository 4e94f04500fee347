/** CompletePayment: every leg is done, so the payment is. Nothing to undo: it is the last step. */
import { paidItem } from '../../qr/bills.js';
import type { PaymentRecord } from '../payments.js';
import { moneyMayMove } from '../payments.js';
import { PaymentSettling } from './errors.js';
import { nowIso } from './legs.js';
import { notifications } from './notify.js';
import { commitPayment, mustGetPayment, PaymentTaskInvalid } from './record.js';

export async function completePayment(input: { paymentReference: string }): Promise<{ paymentReference: string; status: string }> {
  const payment = await mustGetPayment(input.paymentReference);
  if (payment.status !== 'Completed') {
    if (!moneyMayMove(payment)) throw new PaymentSettling(`payment ${payment.paymentReference} is ${payment.compensatingSince ? 'compensating' : payment.status}`);
    const open = [...payment.sources, ...payment.destinations].filter((l) => l.status !== 'Completed');
    if (open.length > 0) throw new PaymentTaskInvalid(`payment ${payment.paymentReference} has legs not completed: ${open.map((l) => l.transactionReference).join(', ')}`);
    const next: PaymentRecord = { ...payment, status: 'Completed', completedAt: nowIso() };
    // The QR bills it pays are marked Paid in the same write (docs/decisions/qr.md, QR-36).
    const bills = next.destinations.flatMap((l) => (l.qrBillReference ? [paidItem(l.qrBillReference, next.paymentReference, next.completedAt ?? '')] : []));
    await commitPayment(next, payment, notifications(next, payment), bills);
  }
  return { paymentReference: payment.paymentReference, status: 'Completed' };
}

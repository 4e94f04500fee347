/**
 * CompletePayment: credits the destinations inside the platform (PAY-41), then every leg is done, so
 * the payment is. A credit it made is undone by the compensation like any other.
 */
import { paidItem } from '../../qr/bills.js';
import { legsOf, moneyMayMove, type LegRecord, type PaymentRecord } from '../payments.js';
import { PaymentSettling } from './errors.js';
import { creditDestination } from './credit-destination.js';
import { movesOnlyInLedger, nowIso } from './legs.js';
import { notifications } from './notify.js';
import { commitPayment, mustGetPayment, PaymentTaskInvalid } from './record.js';

/**
 * Every leg that could still be refused moved and nothing began undoing them: the payment is done
 * but for its completion, so a failure after this point completes it rather than reversing what was
 * delivered (PAY-40). Every source and every external destination is Completed; a destination
 * inside the platform may still be Pending, since CompletePayment credits it by a posting that no
 * rail can decline (PAY-41; only a wallet frozen meanwhile refuses it, and that leg is then Failed,
 * WAL-11). A leg waiting for its PIN or confirmation, or an external destination
 * not yet credited, is not Completed.
 */
export function movedEverything(payment: Pick<PaymentRecord, 'status' | 'compensatingSince' | 'sources' | 'destinations'>): boolean {
  const moved = (l: LegRecord) => l.status === 'Completed' || (l.side === 'destination' && l.status === 'Pending' && movesOnlyInLedger(l));
  return moneyMayMove(payment) && payment.sources.length > 0 && payment.destinations.length > 0 && legsOf(payment).every(moved);
}

export async function completePayment(input: { paymentReference: string }): Promise<{ paymentReference: string; status: string }> {
  let payment = await mustGetPayment(input.paymentReference);
  if (payment.status !== 'Completed') {
    if (!moneyMayMove(payment)) throw new PaymentSettling(`payment ${payment.paymentReference} is ${payment.compensatingSince ? 'compensating' : payment.status}`);
    // Money credited inside the platform is spendable at once: it is credited only now, once every
    // source and every external destination moved (PAY-41), one at a time, wallets first: a wallet
    // frozen meanwhile is the one credit here that can be refused (WAL-11), and refused first it
    // leaves no merchant credited, spendable, for the compensation to take back (LED-15).
    const inPlatform = payment.destinations.filter((l) => l.status === 'Pending' && movesOnlyInLedger(l))
      .sort((a, b) => Number(b.leg.rail === 'wallet') - Number(a.leg.rail === 'wallet'));
    if (inPlatform.length > 0 && movedEverything(payment)) {
      for (const leg of inPlatform) await creditDestination({ paymentReference: payment.paymentReference, transactionReference: leg.transactionReference });
      payment = await mustGetPayment(input.paymentReference);
    }
    const open = [...payment.sources, ...payment.destinations].filter((l) => l.status !== 'Completed');
    if (open.length > 0) throw new PaymentTaskInvalid(`payment ${payment.paymentReference} has legs not completed: ${open.map((l) => l.transactionReference).join(', ')}`);
    const next: PaymentRecord = { ...payment, status: 'Completed', completedAt: nowIso() };
    // The QR bills it pays are marked Paid in the same write (docs/decisions/qr.md, QR-36).
    const bills = next.destinations.flatMap((l) => (l.qrBillReference ? [paidItem(l.qrBillReference, next.paymentReference, next.completedAt ?? '')] : []));
    await commitPayment(next, payment, notifications(next, payment), bills);
  }
  return { paymentReference: payment.paymentReference, status: 'Completed' };
}

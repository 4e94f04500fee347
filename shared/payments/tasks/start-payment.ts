/** StartPayment: Pending → Processing; hands the two Maps their legs in order. Nothing to undo. */
import type { PaymentRecord } from '../payments.js';
import { nowIso } from './legs.js';
import { notifications } from './notify.js';
import { commitPayment, mustGetPayment } from './record.js';
import { answerTimeoutSeconds } from './waits-write.js';

/**
 * Answers the legs in order for the two Maps, and how long a source may wait for its PIN or
 * confirmation (the ASL's TimeoutSecondsPath reads it).
 */
export async function startPayment(input: { paymentReference: string }): Promise<{ paymentReference: string; sources: string[]; destinations: string[]; answerTimeoutSeconds: number }> {
  const payment = await mustGetPayment(input.paymentReference);
  if (payment.status === 'Pending') {
    const next: PaymentRecord = { ...payment, status: 'Processing', startedAt: nowIso() };
    await commitPayment(next, payment, notifications(next, payment));
  }
  return {
    paymentReference: payment.paymentReference,
    sources: payment.sources.map((l) => l.transactionReference),
    destinations: payment.destinations.map((l) => l.transactionReference),
    answerTimeoutSeconds: answerTimeoutSeconds(),
  };
}

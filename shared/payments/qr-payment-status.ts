/**
 * GET /v1/pay/status/qrpayment/{billReference}: the payment of a QR bill (a dynamic code of this
 * platform), in the same body and with the same 1-second poll cache as GET /v1/pay/status/{ref}
 * (docs/decisions/qr.md, QR-39). Readers: the bill's merchant and the payer (an access route: no admin keys), as
 * for the payment itself; anyone else gets 404, as for a bill that does not exist. A bill nobody
 * has tried to pay yet is 404 too, with a message that says so, to its merchant only.
 */
import { ownsMerchant } from '../auth/claim-policy.js';
import type { Caller } from '../http/caller.js';
import { ApiError, NotFoundError } from '../http/errors.js';
import { getQrBill } from '../qr/bills.js';
import type { PaymentStatusResult } from '../schemas/payment-status-result.js';
import { paymentStatus } from './status.js';

const FIELD = 'path.billReference';

/** `now` is the poll cache's clock (tests pass their own; the handler the machine's). */
export async function qrPaymentStatus(caller: Caller, billReference: string, now: () => number = Date.now): Promise<PaymentStatusResult> {
  const bill = await getQrBill(billReference);
  if (!bill) throw new NotFoundError('QR bill', FIELD);
  if (bill.paymentReference) {
    try {
      return await paymentStatus(caller, bill.paymentReference, now, FIELD);
    } catch (error) {
      // A paid bill the caller may not read is answered as one that does not exist, word for word.
      if (error instanceof NotFoundError) throw new NotFoundError('QR bill', FIELD);
      throw error;
    }
  }
  if (!ownsMerchant(caller, bill.merchantReference)) throw new NotFoundError('QR bill', FIELD);
  throw new ApiError(404, 'NOT_FOUND', 'No payment of this QR bill has been made yet; poll again after the code is paid.', [{ field: FIELD, reason: 'not paid yet' }]);
}

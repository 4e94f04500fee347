/** Path of GET /v1/pay/status/qrpayment/{billReference}. */
import * as z from 'zod/mini';
import { requiredText } from './common.js';

/** Bill references of QR payments are the scheme's own, not UUIDs. */
export const qrPaymentPath = z.strictObject({ billReference: requiredText(128) });

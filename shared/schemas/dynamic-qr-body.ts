/** Body of POST /v1/qr/generate/dynamic. */
import * as z from 'zod/mini';
import { amountInCents, uuid } from '../http/schemas.js';
import { qrCodeType } from './qr-code-type.js';

export const dynamicQrBody = z.strictObject({
  terminalReference: uuid(),
  qrCodeType: qrCodeType,
  /** Written into the code's bill number (EMV 62-01): printable ASCII, at most 25 characters. */
  invoiceNumber: z.string().check(
    z.minLength(1, 'must not be empty'), z.maxLength(25, 'must be at most 25 characters (EMV bill number)'),
    z.regex(/^[\x20-\x7e]*$/, 'must be printable ASCII (EMV bill number)'),
    // "***" in 62-01 is EMV's prompt flag: the payer's app would ask for a bill number instead of showing this one (QR-34).
    z.refine((value) => value !== '***', 'must not be "***": in EMV that asks the payer to enter the bill number'),
  ),
  amountInCents: amountInCents(),
});
export type DynamicQrBody = z.infer<typeof dynamicQrBody>;

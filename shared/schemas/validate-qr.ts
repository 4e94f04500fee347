/** Body and answer of POST /v1/validate/qr. */
import * as z from 'zod/mini';
import { qrPayload } from './qr-payload.js';

export const validateQrBody = z.strictObject({ qrCode: qrPayload() });
export type ValidateQrBody = z.infer<typeof validateQrBody>;

export const validateQrResult = z.object({ canProcess: z.boolean(), supportedQrCodes: z.string() });
export type ValidateQrResult = z.infer<typeof validateQrResult>;

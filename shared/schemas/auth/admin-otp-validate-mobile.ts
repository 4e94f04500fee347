/** POST /v1/auth/admin/otp/validate/mobile. */
import * as z from 'zod/mini';
import { uuid } from '../../http/schemas.js';
import { msisdn } from '../common.js';
import { otpValue } from './fields.js';

// reference: the pending verification session; the key must be present even when null.
export const adminOtpValidateMobileBody = z.strictObject({
  mobileNumber: msisdn(),
  otpValue: otpValue(),
  reference: z.nullable(uuid()),
});
export type AdminOtpValidateMobileBody = z.infer<typeof adminOtpValidateMobileBody>;

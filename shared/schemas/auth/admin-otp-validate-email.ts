/** POST /v1/auth/admin/otp/validate/email. */
import * as z from 'zod/mini';
import { uuid } from '../../http/schemas.js';
import { emailAddress } from '../common.js';
import { otpValue } from './fields.js';

// reference: the pending verification session; the key must be present even when null.
export const adminOtpValidateEmailBody = z.strictObject({
  emailAddress: emailAddress(),
  otpValue: otpValue(),
  reference: z.nullable(uuid()),
});
export type AdminOtpValidateEmailBody = z.infer<typeof adminOtpValidateEmailBody>;

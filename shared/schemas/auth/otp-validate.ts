/** POST /v1/auth/otp/validate. */
import * as z from 'zod/mini';
import { otpValue } from './fields.js';

export const otpValidateBody = z.strictObject({ otpValue: otpValue() });
export type OtpValidateBody = z.infer<typeof otpValidateBody>;

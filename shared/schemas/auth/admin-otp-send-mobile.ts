/** POST /v1/auth/admin/otp/send/mobile. */
import * as z from 'zod/mini';
import { msisdn } from '../common.js';

export const adminOtpSendMobileBody = z.strictObject({ mobileNumber: msisdn() });
export type AdminOtpSendMobileBody = z.infer<typeof adminOtpSendMobileBody>;

/** POST /v1/auth/admin/otp/send/email. */
import * as z from 'zod/mini';
import { emailAddress, opt, text } from '../common.js';

export const adminOtpSendEmailBody = z.strictObject({
  emailAddress: emailAddress(),
  fullName: opt(text(200)),
});
export type AdminOtpSendEmailBody = z.infer<typeof adminOtpSendEmailBody>;

/** POST /v1/auth/password/forgot. */
import * as z from 'zod/mini';
import { requiredText } from '../common.js';

export const forgotPasswordBody = z.strictObject({
  /** E-mail address or mobile number. */
  username: requiredText(254),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** POST /v1/auth/login. */
import * as z from 'zod/mini';
import { requiredText } from '../common.js';
import { presentedPassword } from './password-fields.js';

export const loginBody = z.strictObject({
  /** E-mail address or mobile number. */
  username: requiredText(254),
  password: presentedPassword(),
});
export type LoginBody = z.infer<typeof loginBody>;

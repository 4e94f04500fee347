/** POST /v1/auth/password/change. */
import * as z from 'zod/mini';
import { uuid } from '../../http/schemas.js';
import { opt, text } from '../common.js';
import { newPassword } from './password-fields.js';
import { MAX_PASSWORD_INPUT_UNITS } from './limits.js';

/** Authenticated: oldPassword. Anonymous reset: resetCode and userReference. The service checks which applies. */
export const passwordChangeBody = z.strictObject({
  newPassword: newPassword(),
  oldPassword: opt(text(MAX_PASSWORD_INPUT_UNITS)),
  resetCode: opt(uuid()),
  userReference: opt(uuid()),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

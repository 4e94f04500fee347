/** Login credentials inside a consumer or merchant profile, as taken and as answered. */
import * as z from 'zod/mini';
import { opt, text } from './common.js';

export const loginCredentials = z.strictObject({
  username: opt(text(254)),
  password: opt(text(128)),
  isLockedOut: z.optional(z.boolean()),
  reasonForLockout: opt(text(512)),
});

/** As answered: never the password. */
export const loginCredentialsResult = z.object({
  username: opt(z.string()),
  isLockedOut: z.boolean(),
  reasonForLockout: opt(z.string()),
});

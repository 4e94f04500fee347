/**
 * The token pair the login, refresh, OTP, password-change and admin token routes answer; kept out of
 * shared/http/schemas.ts, whose pieces nearly every route imports, so other routes do not build it.
 */
import * as z from 'zod/mini';

export const tokenResult = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  accessTokenValidForSeconds: z.number().check(z.int()),
});
export type TokenResult = z.infer<typeof tokenResult>;

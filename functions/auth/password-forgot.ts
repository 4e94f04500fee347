import { endpoint } from '../../shared/http/endpoint.js';
import { noSoonerThan } from '../../shared/identity/answer-floor.js';
import { FORGOT_PASSWORD_MIN_MS, forgotPassword } from '../../shared/identity/password-forgot.js';
import { passwordForgot as route } from '../../shared/routes/auth/password-forgot.js';

export const handler = endpoint(route, async ({ body }) => {
  await noSoonerThan(Date.now(), FORGOT_PASSWORD_MIN_MS, () => forgotPassword(body.username));
});

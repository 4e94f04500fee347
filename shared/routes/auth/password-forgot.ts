import { accessRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY } from '../../http/schemas.js';
import { forgotPasswordBody } from '../../schemas/auth/password-forgot.js';

export const passwordForgot = accessRoute({
  method: 'POST', path: '/v1/auth/password/forgot', auth: 'access', domain: 'auth', handler: 'auth/password-forgot',
  schemas: { query: noQuery(), body: forgotPasswordBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Sends a temporary password when the account exists; same answer, no sooner than 3 s, either way.',
});

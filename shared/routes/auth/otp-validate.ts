import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { tokenResult } from '../../http/token-result.js';
import { otpValidateBody } from '../../schemas/auth/otp-validate.js';

export const otpValidate = accessRoute({
  method: 'POST', path: '/v1/auth/otp/validate', auth: 'access', domain: 'auth', handler: 'auth/otp-validate',
  schemas: { query: noQuery(), body: otpValidateBody, response: tokenResult },
  successStatus: 200, acceptsPendingSteps: true, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Checks the caller\'s one-time password and issues a token pair; 401 when invalid or expired.',
});

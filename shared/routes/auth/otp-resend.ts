import { accessRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY } from '../../http/schemas.js';

export const otpResend = accessRoute({
  method: 'POST', path: '/v1/auth/otp/resend', auth: 'access', domain: 'auth', handler: 'auth/otp-resend',
  schemas: { query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, acceptsPendingSteps: true, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Sends a new one-time password to the merchant\'s mobile number.',
});

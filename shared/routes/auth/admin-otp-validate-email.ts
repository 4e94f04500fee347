import { adminRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY } from '../../http/schemas.js';
import { adminOtpValidateEmailBody } from '../../schemas/auth/admin-otp-validate-email.js';

export const adminOtpValidateEmail = adminRoute({
  method: 'POST', path: '/v1/auth/admin/otp/validate/email', auth: 'admin', domain: 'auth', handler: 'auth/admin-otp-validate-email',
  schemas: { query: noQuery(), body: adminOtpValidateEmailBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Checks an e-mail one-time password; linked profiles may be marked e-mail verified.',
});

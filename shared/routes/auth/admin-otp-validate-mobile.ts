import { adminRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY } from '../../http/schemas.js';
import { adminOtpValidateMobileBody } from '../../schemas/auth/admin-otp-validate-mobile.js';

export const adminOtpValidateMobile = adminRoute({
  method: 'POST', path: '/v1/auth/admin/otp/validate/mobile', auth: 'admin', domain: 'auth', handler: 'auth/admin-otp-validate-mobile',
  schemas: { query: noQuery(), body: adminOtpValidateMobileBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Checks a mobile one-time password; linked profiles may be marked mobile verified.',
});

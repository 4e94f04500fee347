import { adminRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY } from '../../http/schemas.js';
import { adminOtpSendMobileBody } from '../../schemas/auth/admin-otp-send-mobile.js';

export const adminOtpSendMobile = adminRoute({
  method: 'POST', path: '/v1/auth/admin/otp/send/mobile', auth: 'admin', domain: 'auth', handler: 'auth/admin-otp-send-mobile',
  schemas: { query: noQuery(), body: adminOtpSendMobileBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Queues a one-time password to a mobile number by SMS.',
});

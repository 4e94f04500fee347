import { adminRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY } from '../../http/schemas.js';
import { adminOtpSendEmailBody } from '../../schemas/auth/admin-otp-send-email.js';

export const adminOtpSendEmail = adminRoute({
  method: 'POST', path: '/v1/auth/admin/otp/send/email', auth: 'admin', domain: 'auth', handler: 'auth/admin-otp-send-email',
  schemas: { query: noQuery(), body: adminOtpSendEmailBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Queues a one-time password to an e-mail address.',
});

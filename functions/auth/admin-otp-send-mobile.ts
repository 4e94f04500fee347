import { endpoint } from '../../shared/http/endpoint.js';
import { adminSendOtp, adminTarget } from '../../shared/identity/verification.js';
import { adminOtpSendMobile as route } from '../../shared/routes/auth-flows.js';

export const handler = endpoint(route, async ({ body }) => adminSendOtp(adminTarget('sms', body.mobileNumber)));

import { endpoint } from '../../shared/http/endpoint.js';
import { adminSendOtp } from '../../shared/identity/verification-send.js';
import { adminTarget } from '../../shared/identity/verification.js';
import { adminOtpSendMobile as route } from '../../shared/routes/auth/admin-otp-send-mobile.js';

export const handler = endpoint(route, async ({ body }) => adminSendOtp(adminTarget('sms', body.mobileNumber)));

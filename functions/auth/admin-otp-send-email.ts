import { endpoint } from '../../shared/http/endpoint.js';
import { adminSendOtp } from '../../shared/identity/verification-send.js';
import { adminTarget } from '../../shared/identity/verification.js';
import { adminOtpSendEmail as route } from '../../shared/routes/auth/admin-otp-send-email.js';

export const handler = endpoint(route, async ({ body }) => adminSendOtp(adminTarget('email', body.emailAddress), body.fullName));

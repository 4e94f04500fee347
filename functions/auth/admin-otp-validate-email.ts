import { endpoint } from '../../shared/http/endpoint.js';
import { adminTarget, adminValidateOtp } from '../../shared/identity/verification.js';
import { adminOtpValidateEmail as route } from '../../shared/routes/auth/admin-otp-validate-email.js';

export const handler = endpoint(route, async ({ body }) => adminValidateOtp(adminTarget('email', body.emailAddress), body.otpValue, body.reference));

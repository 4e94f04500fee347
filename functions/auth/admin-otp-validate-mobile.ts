import { endpoint } from '../../shared/http/endpoint.js';
import { adminTarget, adminValidateOtp } from '../../shared/identity/verification.js';
import { adminOtpValidateMobile as route } from '../../shared/routes/auth/admin-otp-validate-mobile.js';

export const handler = endpoint(route, async ({ body }) => adminValidateOtp(adminTarget('sms', body.mobileNumber), body.otpValue, body.reference));

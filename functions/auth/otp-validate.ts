import { endpoint } from '../../shared/http/endpoint.js';
import { validateUserOtp } from '../../shared/identity/verification.js';
import { otpValidate as route } from '../../shared/routes/auth/otp-validate.js';

export const handler = endpoint(route, async ({ caller, body }) => validateUserOtp(caller, body.otpValue));

import { endpoint } from '../../shared/http/endpoint.js';
import { resendUserOtp } from '../../shared/identity/verification-send.js';
import { otpResend as route } from '../../shared/routes/auth/otp-resend.js';

export const handler = endpoint(route, async ({ caller }) => resendUserOtp(caller));

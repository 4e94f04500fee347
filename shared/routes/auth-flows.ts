/** Login, logout, refresh, face checks, password and OTP flows, and admin token generation for one consumer or merchant. */
// One module per row (shared/routes/auth/<handler>.ts): a handler imports only its own row and schemas (issue 16).
export { adminOtpSendEmail } from './auth/admin-otp-send-email.js';
export { adminOtpSendMobile } from './auth/admin-otp-send-mobile.js';
export { adminOtpValidateEmail } from './auth/admin-otp-validate-email.js';
export { adminOtpValidateMobile } from './auth/admin-otp-validate-mobile.js';
export { adminTokenGenerateConsumer } from './auth/admin-token-generate-consumer.js';
export { adminTokenGenerateMerchant } from './auth/admin-token-generate-merchant.js';
export { faceCheck } from './auth/face-check.js';
export { liveness } from './auth/liveness.js';
export { login } from './auth/login.js';
export { logout } from './auth/logout.js';
export { otpResend } from './auth/otp-resend.js';
export { otpValidate } from './auth/otp-validate.js';
export { passwordChange } from './auth/password-change.js';
export { passwordForgot } from './auth/password-forgot.js';
export { refresh } from './auth/refresh.js';

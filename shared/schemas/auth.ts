/**
 * Login, password, OTP and face-capture request and result shapes (token results are in shared/http/schemas.ts).
 * Each lives in shared/schemas/auth/, one module per route, so a handler builds only its own (issue 16);
 * this module gathers them for the tests and the domain's types.
 */
export {
  MAX_FACE_IMAGE_BYTES, MAX_FACE_IMAGE_PIXELS, MAX_IMAGE_BODY_BYTES, MAX_LIVENESS_IMAGES, MAX_PASSWORD_INPUT_UNITS,
  MAX_PASSWORD_LENGTH, MIN_LIVENESS_IMAGES, MIN_PASSWORD_LENGTH,
} from './auth/limits.js';
export { adminOtpSendEmailBody, type AdminOtpSendEmailBody } from './auth/admin-otp-send-email.js';
export { adminOtpSendMobileBody, type AdminOtpSendMobileBody } from './auth/admin-otp-send-mobile.js';
export { adminOtpValidateEmailBody, type AdminOtpValidateEmailBody } from './auth/admin-otp-validate-email.js';
export { adminOtpValidateMobileBody, type AdminOtpValidateMobileBody } from './auth/admin-otp-validate-mobile.js';
export { faceCheckBody, type FaceCheckBody, faceCheckResult, type FaceCheckResult } from './auth/face-check.js';
export { LIVENESS_LEVELS, livenessBody, type LivenessBody, livenessLevel, type LivenessLevel } from './auth/liveness.js';
export { loginBody, type LoginBody } from './auth/login.js';
export { otpValidateBody, type OtpValidateBody } from './auth/otp-validate.js';
export { passwordChangeBody, type PasswordChangeBody } from './auth/password-change.js';
export { forgotPasswordBody, type ForgotPasswordBody } from './auth/password-forgot.js';

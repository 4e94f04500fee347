/** Login, logout, refresh, face checks, password and OTP flows, and admin token generation for one consumer or merchant. */
import { route } from '../http/route.js';
import { noQuery, SUCCESS_ONLY, tokenResult, uuidPath } from '../http/schemas.js';
import {
  adminOtpSendEmailBody, adminOtpSendMobileBody, adminOtpValidateEmailBody, adminOtpValidateMobileBody, faceCheckBody,
  faceCheckResult, forgotPasswordBody, livenessBody, livenessLevel, loginBody, MAX_IMAGE_BODY_BYTES, otpValidateBody,
  passwordChangeBody,
} from '../schemas/auth.js';

const domain = 'auth';

export const login = route({
  method: 'POST', path: '/v1/auth/login', auth: 'public', domain, handler: 'auth/login',
  schemas: { query: noQuery(), body: loginBody, response: tokenResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Exchanges a username and password for a token pair; 401 carries the must-change/must-validate flags.',
});

export const logout = route({
  method: 'POST', path: '/v1/auth/logout', auth: 'refresh', domain, handler: 'auth/logout',
  schemas: { query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Invalidates the most recently active refresh token of the caller.',
});

export const refresh = route({
  method: 'POST', path: '/v1/auth/refresh', auth: 'refresh', domain, handler: 'auth/refresh',
  schemas: { query: noQuery(), response: tokenResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Exchanges a refresh token for a new token pair (rotation).',
});

export const liveness = route({
  method: 'POST', path: '/v1/auth/liveness', auth: 'access', domain, handler: 'auth/liveness',
  schemas: { query: noQuery(), body: livenessBody, response: livenessLevel },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', faceDetector: true }, maxBodyBytes: MAX_IMAGE_BODY_BYTES,
  summary: 'Grades 2 to 8 ordered face captures by the head\'s ranges of motion (yaw, pitch, roll); a consumer\'s result is recorded on it.',
});

export const faceCheck = route({
  method: 'POST', path: '/v1/auth/face-check', auth: 'access', domain, handler: 'auth/face-check',
  schemas: { query: noQuery(), body: faceCheckBody, response: faceCheckResult },
  successStatus: 200, implemented: true, resources: { faceDetector: true }, maxBodyBytes: MAX_IMAGE_BODY_BYTES,
  summary: 'Counts faces in one image and reports quality problems (blur, exposure, mask, framing).',
});

export const passwordChange = route({
  method: 'POST', path: '/v1/auth/password/change', auth: 'access', domain, handler: 'auth/password-change',
  schemas: { query: noQuery(), body: passwordChangeBody, response: tokenResult },
  successStatus: 200, acceptsPendingSteps: true, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Sets a new password (old password, or reset code for the anonymous flow) and issues a token pair.',
});

export const otpValidate = route({
  method: 'POST', path: '/v1/auth/otp/validate', auth: 'access', domain, handler: 'auth/otp-validate',
  schemas: { query: noQuery(), body: otpValidateBody, response: tokenResult },
  successStatus: 200, acceptsPendingSteps: true, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Checks the caller\'s one-time password and issues a token pair; 401 when invalid or expired.',
});

export const otpResend = route({
  method: 'POST', path: '/v1/auth/otp/resend', auth: 'access', domain, handler: 'auth/otp-resend',
  schemas: { query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, acceptsPendingSteps: true, implemented: true, resources: { table: 'readwrite', queues: ['messages'], signingKey: true },
  summary: 'Sends a new one-time password to the merchant\'s mobile number.',
});

export const passwordForgot = route({
  method: 'POST', path: '/v1/auth/password/forgot', auth: 'access', domain, handler: 'auth/password-forgot',
  schemas: { query: noQuery(), body: forgotPasswordBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', queues: ['messages'], signingKey: true },
  summary: 'Sends a temporary password when the account exists; same answer, no sooner than 3 s, either way.',
});

export const adminOtpSendEmail = route({
  method: 'POST', path: '/v1/auth/admin/otp/send/email', auth: 'admin', domain, handler: 'auth/admin-otp-send-email',
  schemas: { query: noQuery(), body: adminOtpSendEmailBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', queues: ['messages'], signingKey: true },
  summary: 'Queues a one-time password to an e-mail address.',
});

export const adminOtpSendMobile = route({
  method: 'POST', path: '/v1/auth/admin/otp/send/mobile', auth: 'admin', domain, handler: 'auth/admin-otp-send-mobile',
  schemas: { query: noQuery(), body: adminOtpSendMobileBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', queues: ['messages'], signingKey: true },
  summary: 'Queues a one-time password to a mobile number by SMS.',
});

export const adminOtpValidateEmail = route({
  method: 'POST', path: '/v1/auth/admin/otp/validate/email', auth: 'admin', domain, handler: 'auth/admin-otp-validate-email',
  schemas: { query: noQuery(), body: adminOtpValidateEmailBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Checks an e-mail one-time password; linked profiles may be marked e-mail verified.',
});

export const adminOtpValidateMobile = route({
  method: 'POST', path: '/v1/auth/admin/otp/validate/mobile', auth: 'admin', domain, handler: 'auth/admin-otp-validate-mobile',
  schemas: { query: noQuery(), body: adminOtpValidateMobileBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Checks a mobile one-time password; linked profiles may be marked mobile verified.',
});

export const adminTokenGenerateConsumer = route({
  method: 'POST', path: '/v1/auth/admin/token/generate/consumer/{consumerReference}', auth: 'admin', domain,
  handler: 'auth/admin-token-generate-consumer',
  schemas: { path: uuidPath('consumerReference'), query: noQuery(), response: tokenResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Issues a token pair for an existing consumer; 404 when the consumer is unknown.',
});

export const adminTokenGenerateMerchant = route({
  method: 'POST', path: '/v1/auth/admin/token/generate/merchant/{merchantReference}', auth: 'admin', domain,
  handler: 'auth/admin-token-generate-merchant',
  schemas: { path: uuidPath('merchantReference'), query: noQuery(), response: tokenResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Issues a token pair for an existing merchant; 404 when the merchant is unknown.',
});

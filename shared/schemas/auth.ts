/** Login, password, OTP and face-capture request and result shapes (token results are in shared/http/schemas.ts). */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { emailAddress, msisdn, opt, requiredText, text } from './common.js';

/** Ceilings that keep a password hash cheap to refuse; the interface shows no password rules. */
export const MIN_PASSWORD_LENGTH = 8;
/** In code points, as the password policy counts them (shared/identity/password-policy.ts). */
export const MAX_PASSWORD_LENGTH = 128;
/**
 * The schemas' ceiling in UTF-16 units (what zod counts): room for 128 code points of any script,
 * still small enough that no request can make hashing expensive. The policy applies the real rule.
 */
export const MAX_PASSWORD_INPUT_UNITS = 4 * MAX_PASSWORD_LENGTH;

/** Login accepts whatever was set before the rules existed: only the ceiling applies. */
const presentedPassword = () => requiredText(MAX_PASSWORD_INPUT_UNITS);

const newPassword = () =>
  z.string().check(
    z.minLength(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`),
    z.maxLength(MAX_PASSWORD_INPUT_UNITS, `must be at most ${MAX_PASSWORD_LENGTH} characters`),
  );

/** Digits or letters as the OTP sender issues them. */
const otpValue = () => z.string().check(z.regex(/^[0-9A-Za-z]{4,10}$/, 'must be 4 to 10 letters or digits'));

export const loginBody = z.strictObject({
  /** E-mail address or mobile number. */
  username: requiredText(254),
  password: presentedPassword(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const LIVENESS_LEVELS = ['None', 'OneRangeOfMotion', 'MultipleRangesOfMotion', 'AllRangesOfMotion'] as const;
export const livenessLevel = z.enum(LIVENESS_LEVELS);
export type LivenessLevel = z.infer<typeof livenessLevel>;

/**
 * Face captures (docs/decisions/liveness.md, LIV-5): JPEG or PNG, each at most 1 MiB decoded and
 * 16 megapixels, 2 to 8 ordered frames for liveness. The schema checks only that each is base64: its
 * size and pixels are measured once decoded (shared/liveness/images.ts), so an image over a limit is
 * a 413 naming its own field, and a body over the route's limit a 413 naming the body.
 */
export const MAX_FACE_IMAGE_BYTES = 1024 * 1024;
export const MAX_FACE_IMAGE_PIXELS = 4096 * 4096;
export const MIN_LIVENESS_IMAGES = 2;
export const MAX_LIVENESS_IMAGES = 8;
/** Below the 6 MiB Lambda request payload limit, which includes the rest of the event. */
export const MAX_IMAGE_BODY_BYTES = 6_000_000;

const faceImage = () => z.string().check(z.minLength(1, 'must not be empty'), z.base64('must be base64'));

export const livenessBody = z.strictObject({
  /** Face captures in the order they were taken. */
  base64Images: z.array(faceImage()).check(
    z.minLength(MIN_LIVENESS_IMAGES, `must hold at least ${MIN_LIVENESS_IMAGES} images (a range of motion needs two frames)`),
    z.maxLength(MAX_LIVENESS_IMAGES, `must hold at most ${MAX_LIVENESS_IMAGES} images`),
  ),
});
export type LivenessBody = z.infer<typeof livenessBody>;

export const faceCheckBody = z.strictObject({ base64Image: faceImage() });
export type FaceCheckBody = z.infer<typeof faceCheckBody>;

export const faceCheckResult = z.object({
  faceCount: z.int(),
  containsNoise: z.boolean(),
  isLowQuality: z.boolean(),
  isOverExposed: z.boolean(),
  isUnderExposed: z.boolean(),
  isBlurry: z.boolean(),
  isWearingMask: z.boolean(),
  foreheadNotIncluded: z.boolean(),
  eyesNotIncluded: z.boolean(),
  mouthNotIncluded: z.boolean(),
  /** Designed: one readable line per problem found. */
  problems: z.array(z.string()),
});
export type FaceCheckResult = z.infer<typeof faceCheckResult>;

/** Authenticated: oldPassword. Anonymous reset: resetCode and userReference. The service checks which applies. */
export const passwordChangeBody = z.strictObject({
  newPassword: newPassword(),
  oldPassword: opt(text(MAX_PASSWORD_INPUT_UNITS)),
  resetCode: opt(uuid()),
  userReference: opt(uuid()),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

export const otpValidateBody = z.strictObject({ otpValue: otpValue() });
export type OtpValidateBody = z.infer<typeof otpValidateBody>;

export const forgotPasswordBody = z.strictObject({
  /** E-mail address or mobile number. */
  username: requiredText(254),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const adminOtpSendEmailBody = z.strictObject({
  emailAddress: emailAddress(),
  fullName: opt(text(200)),
});
export type AdminOtpSendEmailBody = z.infer<typeof adminOtpSendEmailBody>;

export const adminOtpSendMobileBody = z.strictObject({ mobileNumber: msisdn() });
export type AdminOtpSendMobileBody = z.infer<typeof adminOtpSendMobileBody>;

// reference: the pending verification session; the key must be present even when null.
export const adminOtpValidateEmailBody = z.strictObject({
  emailAddress: emailAddress(),
  otpValue: otpValue(),
  reference: z.nullable(uuid()),
});
export type AdminOtpValidateEmailBody = z.infer<typeof adminOtpValidateEmailBody>;

export const adminOtpValidateMobileBody = z.strictObject({
  mobileNumber: msisdn(),
  otpValue: otpValue(),
  reference: z.nullable(uuid()),
});
export type AdminOtpValidateMobileBody = z.infer<typeof adminOtpValidateMobileBody>;

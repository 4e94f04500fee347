/**
 * OTP and face-image field builders; functions on zod alone, so the face routes import them without
 * shared/schemas/common.ts (whose top-level schemas would be built at import).
 */
import * as z from 'zod/mini';

/** Digits or letters as the OTP sender issues them. */
export const otpValue = () => z.string().check(z.regex(/^[0-9A-Za-z]{4,10}$/, 'must be 4 to 10 letters or digits'));

export const faceImage = () => z.string().check(z.minLength(1, 'must not be empty'), z.base64('must be base64'));

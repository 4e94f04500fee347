/** Password and face-capture limits: plain numbers, so the policy and the image checks import them without building any schema. */

/** Ceilings that keep a password hash cheap to refuse; the interface shows no password rules. */
export const MIN_PASSWORD_LENGTH = 8;
/** In code points, as the password policy counts them (shared/identity/password-policy.ts). */
export const MAX_PASSWORD_LENGTH = 128;
/**
 * The schemas' ceiling in UTF-16 units (what zod counts): room for 128 code points of any script,
 * still small enough that no request can make hashing expensive. The policy applies the real rule.
 */
export const MAX_PASSWORD_INPUT_UNITS = 4 * MAX_PASSWORD_LENGTH;

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

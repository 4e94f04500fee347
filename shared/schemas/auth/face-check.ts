/** POST /v1/auth/face-check: one image in, its face count and quality problems out. */
import * as z from 'zod/mini';
import { faceImage } from './fields.js';

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

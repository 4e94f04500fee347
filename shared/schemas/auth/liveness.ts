/** POST /v1/auth/liveness: ordered face captures in, the liveness level out. */
import * as z from 'zod/mini';
import { faceImage } from './fields.js';
import { MAX_LIVENESS_IMAGES, MIN_LIVENESS_IMAGES } from './limits.js';

export const LIVENESS_LEVELS = ['None', 'OneRangeOfMotion', 'MultipleRangesOfMotion', 'AllRangesOfMotion'] as const;
export const livenessLevel = z.enum(LIVENESS_LEVELS);
export type LivenessLevel = z.infer<typeof livenessLevel>;

export const livenessBody = z.strictObject({
  /** Face captures in the order they were taken. */
  base64Images: z.array(faceImage()).check(
    z.minLength(MIN_LIVENESS_IMAGES, `must hold at least ${MIN_LIVENESS_IMAGES} images (a range of motion needs two frames)`),
    z.maxLength(MAX_LIVENESS_IMAGES, `must hold at most ${MAX_LIVENESS_IMAGES} images`),
  ),
});
export type LivenessBody = z.infer<typeof livenessBody>;

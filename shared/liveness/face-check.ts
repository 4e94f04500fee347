/**
 * POST /v1/auth/face-check: how many faces one image holds and what is wrong with it as a face
 * capture. Framing flags come from the landmarks the detector placed (a feature outside the image
 * is not included), quality flags from image statistics of the largest face (or the whole image
 * when there is none). Thresholds and their reasons: docs/decisions/liveness.md, LIV-6 to LIV-8.
 * Nothing is stored and nothing of the image is logged.
 */
import type { FaceCheckBody, FaceCheckResult } from '../schemas/auth/face-check.js';
import { faceDetector, type DetectedFace, type Point } from './detector.js';
import { decodeImage } from './images.js';
import { imageStatistics, type ImageStatistics } from './statistics.js';

/** LIV-6, LIV-7: calibrated on the shipped test images (test/fixtures/faces) and their derived variants. */
export const FACE_CHECK_THRESHOLDS = {
  /** The face's shorter box side in pixels: below it there is too little face to verify. */
  minFaceSide: 100,
  /** Mean luminance of the face (0–255) below which it is under-exposed. */
  underExposedBelow: 45,
  /** Mean luminance above which, or share of blown pixels (≥ 245) above which, it is over-exposed. */
  overExposedAbove: 185,
  blownShareAbove: 0.3,
  /** Laplacian σ divided by mean luminance (detail relative to brightness) below which it is blurred. */
  relativeSharpnessBelow: 0.06,
  /** Immerkær noise σ in grey levels above which it is noisy. */
  noiseAbove: 6,
} as const;

const T = FACE_CHECK_THRESHOLDS;

const inside = (p: Point | undefined, size: { width: number; height: number }): boolean =>
  p !== undefined && p.x >= 0 && p.y >= 0 && p.x < size.width && p.y < size.height;

const area = (f: DetectedFace) => f.box.width * f.box.height;

/** The face the flags describe: the largest. */
export function mainFace(faces: readonly DetectedFace[]): DetectedFace | undefined {
  return [...faces].sort((a, b) => area(b) - area(a))[0];
}

/** The answer for these faces and the statistics of the main face's region (pure, for the unit tests). */
export function faceCheckResultOf(faces: readonly DetectedFace[], stats: ImageStatistics, size: { width: number; height: number }): FaceCheckResult {
  const face = mainFace(faces);
  const sharpness = stats.luminance > 0 ? stats.sharpness / stats.luminance : 0;
  const isUnderExposed = stats.luminance < T.underExposedBelow;
  const isOverExposed = stats.luminance > T.overExposedAbove || stats.brightShare > T.blownShareAbove;
  // Blur is judged only when the exposure lets detail show.
  const isBlurry = !isUnderExposed && !isOverExposed && sharpness < T.relativeSharpnessBelow;
  const containsNoise = stats.noise > T.noiseAbove;
  const faceSide = face ? Math.min(face.box.width, face.box.height) : 0;
  const tooSmall = face !== undefined && faceSide < T.minFaceSide;
  const lm = face?.landmarks;
  const foreheadNotIncluded = face !== undefined && !inside(lm?.forehead, size);
  const eyesNotIncluded = face !== undefined && !(inside(lm?.leftEye, size) && inside(lm?.rightEye, size));
  const mouthNotIncluded = face !== undefined && !(inside(lm?.mouthLeft, size) && inside(lm?.mouthRight, size));
  const isWearingMask = face?.occluded === true;

  const problems: string[] = [];
  if (faces.length === 0) problems.push('no face was found');
  if (faces.length > 1) problems.push(`${faces.length} faces were found; a capture must show one`);
  if (tooSmall) problems.push(`the face is ${Math.round(faceSide)} pixels across; at least ${T.minFaceSide} are needed`);
  if (isUnderExposed) problems.push('the image is too dark (under-exposed)');
  if (isOverExposed) problems.push('the image is too bright (over-exposed)');
  if (isBlurry) problems.push('the image is blurred');
  if (containsNoise) problems.push('the image is noisy');
  if (isWearingMask) problems.push('something covers the face (a mask or a hand)');
  if (foreheadNotIncluded) problems.push('the forehead is outside the image');
  if (eyesNotIncluded) problems.push('the eyes are outside the image');
  if (mouthNotIncluded) problems.push('the mouth is outside the image');

  return {
    faceCount: faces.length,
    containsNoise,
    isLowQuality: tooSmall || isUnderExposed || isOverExposed || isBlurry || containsNoise,
    isOverExposed,
    isUnderExposed,
    isBlurry,
    isWearingMask,
    foreheadNotIncluded,
    eyesNotIncluded,
    mouthNotIncluded,
    problems,
  };
}

export async function checkFace(body: FaceCheckBody): Promise<FaceCheckResult> {
  const image = await decodeImage(body.base64Image, 'body.base64Image');
  const faces = await (await faceDetector()).detect(image);
  const stats = await imageStatistics(image, mainFace(faces)?.box);
  return faceCheckResultOf(faces, stats, image);
}

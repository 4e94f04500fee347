/**
 * The face detector port: what the liveness grading and the face check need to know about the faces
 * in one decoded image, whichever model found them. Two adapters: Amazon Rekognition DetectFaces in
 * AWS (rekognition-detector.ts) and a model bundled in the package for the local platform and the
 * tests (bundled-detector.ts). FACE_DETECTOR chooses (docs/decisions/liveness.md, LIV-1); the code
 * that asks never knows which.
 */
import { requireEnv } from '../config.js';
import type { DecodedImage } from './images.js';

/** A point in image pixels; it may lie outside the image when the model places a feature beyond the edge. */
export interface Point {
  x: number;
  y: number;
}

/** Axis-aligned box in image pixels (it may extend past the edges, as the models report it). */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The features the framing flags look for; each absent when the model did not place it. */
export interface FaceLandmarks {
  /** Top middle of the forehead (facemesh point 10; Rekognition: the box's top edge above the eyes). */
  forehead?: Point;
  leftEye?: Point;
  rightEye?: Point;
  mouthLeft?: Point;
  mouthRight?: Point;
}

export interface DetectedFace {
  box: Box;
  /** Detection confidence, 0 to 1. */
  confidence: number;
  landmarks: FaceLandmarks;
  /** Head pose in degrees: yaw (left/right turn), pitch (up/down nod), roll (tilt towards a shoulder). */
  pose: { yaw: number; pitch: number; roll: number };
  /** Something covers part of the face (mask, hand), when the model can tell; undefined when it cannot. */
  occluded?: boolean;
}

export interface FaceDetector {
  readonly name: 'rekognition' | 'bundled';
  detect(image: DecodedImage): Promise<DetectedFace[]>;
}

export const DETECTORS = ['rekognition', 'bundled'] as const;
export type DetectorName = (typeof DETECTORS)[number];

/** The configured adapter's name: CDK sets rekognition, the local platform bundled; unset fails loudly. */
export function detectorName(): DetectorName {
  const name = requireEnv('FACE_DETECTOR');
  if (!(DETECTORS as readonly string[]).includes(name)) throw new Error(`FACE_DETECTOR must be one of ${DETECTORS.join(', ')}`);
  return name as DetectorName;
}

let chosen: Promise<FaceDetector> | undefined;

/** The configured detector, created once per container; each adapter module loads only when chosen. */
export function faceDetector(): Promise<FaceDetector> {
  chosen ??= detectorName() === 'rekognition'
    ? import('./rekognition-detector.js').then((m) => m.rekognitionDetector)
    : import('./bundled-detector.js').then((m) => m.bundledDetector);
  return chosen;
}

/**
 * POST /v1/auth/liveness: ordered face captures graded by how far the head moved between them. A
 * range of motion is an axis (yaw, pitch, roll) whose angle spans at least its threshold across the
 * frames that show exactly one face; the level counts the axes (docs/decisions/liveness.md, LIV-3,
 * LIV-4). A consumer's result is recorded on the consumer without the images (LIV-9).
 */
import { recordLivenessCheck } from '../consumers/consumers.js';
import type { Caller } from '../http/caller.js';
import { NotFoundError } from '../http/errors.js';
import type { LivenessBody, LivenessLevel } from '../schemas/auth/liveness.js';
import { faceDetector, type DetectedFace } from './detector.js';
import { decodeImage } from './images.js';

/** Degrees an axis must span across the frames to count as a range of motion (LIV-3). */
export const RANGE_OF_MOTION_DEGREES = { yaw: 20, pitch: 15, roll: 15 } as const;

export type Axis = keyof typeof RANGE_OF_MOTION_DEGREES;
const AXES = Object.keys(RANGE_OF_MOTION_DEGREES) as Axis[];

export interface LivenessGrade {
  level: LivenessLevel;
  /** Frames that showed exactly one face, the only ones that count. */
  usableFrames: number;
  /** Degrees each axis spanned across the usable frames. */
  spans: Record<Axis, number>;
}

/** The grade of frames in capture order, each the faces found in it (pure, for the unit tests). */
export function gradeFrames(frames: readonly (readonly DetectedFace[])[]): LivenessGrade {
  const poses = frames.filter((faces) => faces.length === 1).map((faces) => faces[0]!.pose);
  const spans = Object.fromEntries(AXES.map((axis) => {
    const angles = poses.map((p) => p[axis]);
    return [axis, angles.length < 2 ? 0 : Math.max(...angles) - Math.min(...angles)];
  })) as Record<Axis, number>;
  const ranges = poses.length < 2 ? 0 : AXES.filter((axis) => spans[axis] >= RANGE_OF_MOTION_DEGREES[axis]).length;
  const level: LivenessLevel = ranges === 0 ? 'None' : ranges === 1 ? 'OneRangeOfMotion' : ranges < AXES.length ? 'MultipleRangesOfMotion' : 'AllRangesOfMotion';
  return { level, usableFrames: poses.length, spans };
}

/** The consumer whose token this is, when it names one (a name that is no consumer's is a 404 below). */
function consumerOf(caller: Caller): string | undefined {
  return caller.kind === 'user' ? caller.claims['ConsumerReference']?.toLowerCase() : undefined;
}

export async function gradeLiveness(caller: Caller, body: LivenessBody, now = new Date()): Promise<LivenessLevel> {
  // Every frame is decoded (and refused) before any is graded: a bad frame fails the request, never the grade.
  const images = [];
  for (const [i, base64] of body.base64Images.entries()) images.push(await decodeImage(base64, `body.base64Images[${i}]`));
  const detector = await faceDetector();
  const frames = [];
  for (const image of images) frames.push(await detector.detect(image));
  const grade = gradeFrames(frames);

  const consumer = consumerOf(caller);
  if (consumer !== undefined) {
    const recorded = await recordLivenessCheck(consumer, {
      level: grade.level, checkedAt: now.toISOString(), frameCount: images.length, usableFrameCount: grade.usableFrames, detector: detector.name,
    });
    if (!recorded) throw new NotFoundError('The consumer of this token', 'header.authorization');
  }
  return grade.level;
}

/**
 * The liveness grading and the face-check flags on detector output and statistics written by hand
 * (docs/decisions/liveness.md, LIV-3 to LIV-8): every threshold on both sides, pitch included (the
 * shipped photos have no real up/down pose), the detector choice, and Rekognition's answer mapped.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { detectorName, type DetectedFace } from '../../shared/liveness/detector.js';
import { FACE_CHECK_THRESHOLDS, faceCheckResultOf } from '../../shared/liveness/face-check.js';
import { gradeFrames, RANGE_OF_MOTION_DEGREES } from '../../shared/liveness/liveness.js';
import { fromFaceDetail } from '../../shared/liveness/rekognition-detector.js';
import { measure, type ImageStatistics } from '../../shared/liveness/statistics.js';

const SIZE = { width: 600, height: 800 };

function face(pose: Partial<DetectedFace['pose']> = {}, over: Partial<DetectedFace> = {}): DetectedFace {
  return {
    box: { left: 150, top: 150, width: 300, height: 300 },
    confidence: 0.95,
    landmarks: { forehead: { x: 300, y: 170 }, leftEye: { x: 250, y: 260 }, rightEye: { x: 350, y: 260 }, mouthLeft: { x: 260, y: 380 }, mouthRight: { x: 340, y: 380 } },
    pose: { yaw: 0, pitch: 0, roll: 0, ...pose },
    ...over,
  };
}
const one = (pose: Partial<DetectedFace['pose']>) => [face(pose)];

describe('liveness levels', () => {
  const { yaw, pitch, roll } = RANGE_OF_MOTION_DEGREES;

  it('counts an axis only when it spans its threshold, and grades by the number of axes', () => {
    expect(gradeFrames([one({}), one({ yaw: yaw - 0.1 })]).level).toBe('None');
    expect(gradeFrames([one({}), one({ yaw })]).level).toBe('OneRangeOfMotion');
    expect(gradeFrames([one({ yaw: -yaw / 2 }), one({}), one({ yaw: yaw / 2 })]).level).toBe('OneRangeOfMotion');
    expect(gradeFrames([one({}), one({ pitch })]).level).toBe('OneRangeOfMotion');
    expect(gradeFrames([one({}), one({ roll: roll - 1 })]).level).toBe('None');
    expect(gradeFrames([one({}), one({ yaw, pitch })]).level).toBe('MultipleRangesOfMotion');
    expect(gradeFrames([one({}), one({ pitch, roll })]).level).toBe('MultipleRangesOfMotion');
    expect(gradeFrames([one({}), one({ yaw }), one({ pitch }), one({ roll })]).level).toBe('AllRangesOfMotion');
  });

  it('ignores frames without exactly one face, and needs two that have one', () => {
    const grade = gradeFrames([[], one({}), [face({ yaw: 40 }), face({ yaw: -40 })], one({ pitch: 30 })]);
    expect(grade).toEqual({ level: 'OneRangeOfMotion', usableFrames: 2, spans: { yaw: 0, pitch: 30, roll: 0 } });
    expect(gradeFrames([one({ yaw: 60 }), []]).level).toBe('None');
    expect(gradeFrames([]).usableFrames).toBe(0);
  });

  it('measures the span across all frames, whatever their order', () => {
    expect(gradeFrames([one({ roll: 5 }), one({ roll: -12 }), one({ roll: 0 })]).spans.roll).toBe(17);
  });
});

const GOOD: ImageStatistics = { luminance: 110, darkShare: 0.05, brightShare: 0.01, sharpness: 15, noise: 1.5 };
const T = FACE_CHECK_THRESHOLDS;

describe('face-check flags', () => {
  it('a single well-framed face in a good image has no problems', () => {
    expect(faceCheckResultOf([face()], GOOD, SIZE)).toEqual({
      faceCount: 1, containsNoise: false, isLowQuality: false, isOverExposed: false, isUnderExposed: false, isBlurry: false,
      isWearingMask: false, foreheadNotIncluded: false, eyesNotIncluded: false, mouthNotIncluded: false, problems: [],
    });
  });

  it('exposure, blur and noise at their thresholds', () => {
    const check = (stats: Partial<ImageStatistics>) => faceCheckResultOf([face()], { ...GOOD, ...stats }, SIZE);
    expect(check({ luminance: T.underExposedBelow - 1 })).toMatchObject({ isUnderExposed: true, isLowQuality: true });
    expect(check({ luminance: T.underExposedBelow, sharpness: T.underExposedBelow })).toMatchObject({ isUnderExposed: false, isLowQuality: false });
    expect(check({ luminance: T.overExposedAbove + 1 })).toMatchObject({ isOverExposed: true });
    expect(check({ brightShare: T.blownShareAbove + 0.01 })).toMatchObject({ isOverExposed: true, isLowQuality: true });
    expect(check({ sharpness: GOOD.luminance * T.relativeSharpnessBelow * 0.99 })).toMatchObject({ isBlurry: true, isLowQuality: true });
    expect(check({ sharpness: GOOD.luminance * T.relativeSharpnessBelow })).toMatchObject({ isBlurry: false });
    expect(check({ noise: T.noiseAbove + 0.1 })).toMatchObject({ containsNoise: true, isLowQuality: true, problems: ['the image is noisy'] });
    expect(check({ noise: T.noiseAbove })).toMatchObject({ containsNoise: false });
  });

  it('does not call a dark or blown-out image blurred: its detail cannot be judged', () => {
    expect(faceCheckResultOf([face()], { ...GOOD, luminance: 20, sharpness: 0.5 }, SIZE)).toMatchObject({ isUnderExposed: true, isBlurry: false });
  });

  it('names each feature outside the image, or not placed at all', () => {
    const off = (landmarks: Partial<DetectedFace['landmarks']>) => faceCheckResultOf([face({}, { landmarks: { ...face().landmarks, ...landmarks } })], GOOD, SIZE);
    expect(off({ forehead: { x: 300, y: -5 } })).toMatchObject({ foreheadNotIncluded: true, problems: ['the forehead is outside the image'] });
    expect(off({ rightEye: { x: 600, y: 260 } })).toMatchObject({ eyesNotIncluded: true, foreheadNotIncluded: false });
    expect(off({ mouthLeft: undefined })).toMatchObject({ mouthNotIncluded: true });
    expect(off({ mouthRight: { x: 340, y: 799 } })).toMatchObject({ mouthNotIncluded: false });
  });

  it('a small face is low quality; the mask flag follows occlusion where the detector reports it', () => {
    const small = face({}, { box: { left: 10, top: 10, width: T.minFaceSide - 1, height: 200 } });
    expect(faceCheckResultOf([small], GOOD, SIZE)).toMatchObject({ isLowQuality: true, problems: ['the face is 99 pixels across; at least 100 are needed'] });
    expect(faceCheckResultOf([face({}, { occluded: true })], GOOD, SIZE)).toMatchObject({ isWearingMask: true, isLowQuality: false });
    expect(faceCheckResultOf([face({}, { occluded: undefined })], GOOD, SIZE)).toMatchObject({ isWearingMask: false });
  });

  it('no face: only the image flags, no framing flags; several faces: the largest is described', () => {
    expect(faceCheckResultOf([], { ...GOOD, luminance: 10 }, SIZE)).toMatchObject({
      faceCount: 0, isUnderExposed: true, foreheadNotIncluded: false, eyesNotIncluded: false, problems: ['no face was found', 'the image is too dark (under-exposed)'],
    });
    const cut = face({}, { box: { left: 0, top: 0, width: 400, height: 400 }, landmarks: { ...face().landmarks, forehead: { x: 200, y: -20 } } });
    expect(faceCheckResultOf([face(), cut], GOOD, SIZE)).toMatchObject({ faceCount: 2, foreheadNotIncluded: true });
  });
});

describe('image statistics', () => {
  const n = 32;
  const image = (value: (x: number, y: number) => number) => Uint8Array.from({ length: n * n }, (_, i) => value(i % n, Math.floor(i / n)));

  it('a flat grey image has no detail and no noise', () => {
    expect(measure(image(() => 128), n, n)).toEqual({ luminance: 128, darkShare: 0, brightShare: 0, sharpness: 0, noise: 0 });
  });

  it('a linear ramp has no noise (the estimator is blind to ramps); a checkerboard is all detail', () => {
    expect(measure(image((x) => 50 + 4 * x), n, n).noise).toBe(0);
    const checker = measure(image((x, y) => ((x + y) % 2 ? 255 : 0)), n, n);
    expect(checker.sharpness).toBeGreaterThan(400);
    expect(checker).toMatchObject({ darkShare: 0.5, brightShare: 0.5 });
  });
});

describe('detector choice', () => {
  const saved = process.env['FACE_DETECTOR'];
  afterEach(() => {
    if (saved === undefined) delete process.env['FACE_DETECTOR'];
    else process.env['FACE_DETECTOR'] = saved;
  });

  it('is FACE_DETECTOR, and refuses to guess when it is unset or unknown', () => {
    process.env['FACE_DETECTOR'] = 'rekognition';
    expect(detectorName()).toBe('rekognition');
    delete process.env['FACE_DETECTOR'];
    expect(() => detectorName()).toThrow(/FACE_DETECTOR/);
    process.env['FACE_DETECTOR'] = 'opencv';
    expect(() => detectorName()).toThrow(/must be one of rekognition, bundled/);
  });
});

describe('Rekognition answers in the port\'s terms', () => {
  const detail = {
    BoundingBox: { Left: 0.25, Top: -0.05, Width: 0.5, Height: 0.5 },
    Confidence: 99.5,
    Landmarks: [
      { Type: 'eyeLeft' as const, X: 0.4, Y: 0.2 }, { Type: 'eyeRight' as const, X: 0.6, Y: 0.2 },
      { Type: 'mouthLeft' as const, X: 0.42, Y: 0.4 }, { Type: 'mouthRight' as const, X: 0.625, Y: 1.02 },
    ],
    Pose: { Yaw: -31.5, Pitch: 12, Roll: 3 },
    FaceOccluded: { Value: true, Confidence: 92 },
  };

  it('turns ratios into pixels, takes the box top as the forehead and the pose in degrees', () => {
    const face = fromFaceDetail(detail, { width: 400, height: 1000 });
    expect(face).toEqual({
      box: { left: 100, top: -50, width: 200, height: 500 },
      confidence: 0.995,
      landmarks: { forehead: { x: 200, y: -50 }, leftEye: { x: 160, y: 200 }, rightEye: { x: 240, y: 200 }, mouthLeft: { x: 168, y: 400 }, mouthRight: { x: 250, y: 1020 } },
      pose: { yaw: -31.5, pitch: 12, roll: 3 },
      occluded: true,
    });
    expect(faceCheckResultOf([face], GOOD, { width: 400, height: 1000 })).toMatchObject({
      foreheadNotIncluded: true, eyesNotIncluded: false, mouthNotIncluded: true, isWearingMask: true,
    });
  });

  it('believes an occlusion from 80 % confidence, and knows nothing of it when it is not reported', () => {
    expect(fromFaceDetail({ ...detail, FaceOccluded: { Value: true, Confidence: 79 } }, SIZE).occluded).toBe(false);
    expect(fromFaceDetail({ ...detail, FaceOccluded: undefined }, SIZE).occluded).toBeUndefined();
    expect(fromFaceDetail({ ...detail, Landmarks: [] }, SIZE).landmarks.leftEye).toBeUndefined();
  });
});

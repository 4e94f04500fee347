/**
 * The detector in AWS: Amazon Rekognition DetectFaces with the default attributes (box, confidence,
 * landmarks, pose, quality) and FACE_OCCLUDED. The image goes as bytes in the request, re-encoded
 * upright from what sharp decoded, so the boxes and landmarks are in the same pixels as the
 * statistics; Rekognition keeps nothing (no collection is used). CDK grants rekognition:DetectFaces
 * only (docs/decisions/liveness.md, LIV-1).
 */
import type * as RekognitionSdk from '@aws-sdk/client-rekognition';
import type { DetectFacesCommandOutput, FaceDetail, Landmark, RekognitionClient } from '@aws-sdk/client-rekognition';
import { TooManyRequestsError } from '../http/errors.js';
import { loadOnUse } from '../load-on-use.js';
import type { DetectedFace, FaceDetector, Point } from './detector.js';
import { encodeJpeg, type DecodedImage } from './images.js';

type RekognitionModule = typeof RekognitionSdk;

// The client is loaded on use (shared/load-on-use.ts): it would more than double the face functions' bundles.
let client: { sdk: RekognitionModule; rekognition: RekognitionClient } | undefined;
function rekognitionClient(): NonNullable<typeof client> {
  if (!client) {
    const sdk = loadOnUse<RekognitionModule>('@aws-sdk/client-rekognition');
    client = { sdk, rekognition: new sdk.RekognitionClient({}) };
  }
  return client;
}
/** As the bundled detector: faces below this confidence (percent) are not counted. */
const MIN_CONFIDENCE = 50;
const THROTTLED = new Set(['ThrottlingException', 'ProvisionedThroughputExceededException']);
/** FaceOccluded is believed from this confidence (percent) on. */
const OCCLUSION_CONFIDENCE = 80;

/** One of Rekognition's FaceDetails in the port's terms: ratios of the image become its pixels. */
export function fromFaceDetail(face: FaceDetail, image: { width: number; height: number }): DetectedFace {
  const { Left = 0, Top = 0, Width = 0, Height = 0 } = face.BoundingBox ?? {};
  const box = { left: Left * image.width, top: Top * image.height, width: Width * image.width, height: Height * image.height };
  const landmark = (type: string): Point | undefined => {
    const found = (face.Landmarks ?? []).find((l: Landmark) => l.Type === type);
    return found?.X === undefined || found.Y === undefined ? undefined : { x: found.X * image.width, y: found.Y * image.height };
  };
  const occlusion = face.FaceOccluded;
  return {
    box,
    confidence: (face.Confidence ?? 0) / 100,
    landmarks: {
      // Rekognition places no forehead point: the top of its box is the top of the forehead.
      forehead: { x: box.left + box.width / 2, y: box.top },
      leftEye: landmark('eyeLeft'),
      rightEye: landmark('eyeRight'),
      mouthLeft: landmark('mouthLeft'),
      mouthRight: landmark('mouthRight'),
    },
    pose: { yaw: face.Pose?.Yaw ?? 0, pitch: face.Pose?.Pitch ?? 0, roll: face.Pose?.Roll ?? 0 },
    occluded: occlusion?.Value === undefined ? undefined : occlusion.Value && (occlusion.Confidence ?? 0) >= OCCLUSION_CONFIDENCE,
  };
}

export const rekognitionDetector: FaceDetector = {
  name: 'rekognition',
  async detect(image: DecodedImage): Promise<DetectedFace[]> {
    const { sdk, rekognition } = rekognitionClient();
    let out: DetectFacesCommandOutput;
    try {
      out = await rekognition.send(new sdk.DetectFacesCommand({ Image: { Bytes: await encodeJpeg(image) }, Attributes: ['DEFAULT', 'FACE_OCCLUDED'] }));
    } catch (error) {
      // The account's DetectFaces rate is spent even after the SDK's own retries: the caller may retry, as from our throttling.
      if (THROTTLED.has((error as { name?: unknown } | null)?.name as string)) throw new TooManyRequestsError(1);
      throw error;
    }
    return (out.FaceDetails ?? []).filter((f) => (f.Confidence ?? 0) >= MIN_CONFIDENCE).map((f) => fromFaceDetail(f, image));
  },
};

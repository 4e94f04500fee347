/**
 * Face captures from base64 to pixels with sharp, refused before any model sees them: over 1 MiB
 * decoded or 16 megapixels → 413 naming the image's field; not a JPEG or PNG, corrupt or truncated,
 * or too small to hold a face → 400 naming it (docs/decisions/liveness.md, LIV-5). The bytes live
 * only in this request's memory: nothing here stores or logs them.
 */
import type { Metadata } from 'sharp';
import type Sharp from 'sharp';
import { PayloadTooLargeError, ValidationError } from '../http/errors.js';
import { loadOnUse } from '../load-on-use.js';
import { MAX_FACE_IMAGE_BYTES, MAX_FACE_IMAGE_PIXELS } from '../schemas/auth/limits.js';

/** Rekognition refuses images under 80 px a side (InvalidParameterException): both adapters refuse them first, as a 400. */
export const MIN_IMAGE_SIDE = 80;
/**
 * Larger captures are scaled down to this long side before anything looks at them: the detectors
 * work at far lower resolutions (BlazeFace at 256 px), and a 16 MP frame held as a tensor would take
 * most of a gigabyte (docs/benchmarks.md). Sizes the flags speak of are in this scaled image (LIV-5).
 */
export const MAX_ANALYSED_SIDE = 1920;
const MAX_ASPECT = MAX_ANALYSED_SIDE / MIN_IMAGE_SIDE;
/** The formats both detectors read (Rekognition takes JPEG and PNG only). */
const FORMATS = new Set(['jpeg', 'png']);

/** An image decoded, turned upright (EXIF orientation applied) and scaled to MAX_ANALYSED_SIDE at most: RGB, three bytes per pixel, row by row. */
export interface DecodedImage {
  width: number;
  height: number;
  rgb: Buffer;
}

export const sharpOnUse = (): typeof Sharp => loadOnUse<typeof Sharp>('sharp');

const refuse = (field: string, reason: string) => new ValidationError([{ field, reason }]);

/** The image in `base64` (already checked to be base64 by the route's schema), decoded; `field` names it in refusals. */
export async function decodeImage(base64: string, field: string): Promise<DecodedImage> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_FACE_IMAGE_BYTES) {
    throw new PayloadTooLargeError(MAX_FACE_IMAGE_BYTES, { field, reason: `the image is ${bytes.length} bytes, more than ${MAX_FACE_IMAGE_BYTES}` });
  }
  const sharp = sharpOnUse();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw refuse(field, 'is not a JPEG or PNG image');
  }
  if (!metadata.format || !FORMATS.has(metadata.format)) throw refuse(field, 'is not a JPEG or PNG image');
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_FACE_IMAGE_PIXELS) {
    throw new PayloadTooLargeError(MAX_FACE_IMAGE_BYTES, { field, reason: `the image is ${width}×${height} pixels, more than ${MAX_FACE_IMAGE_PIXELS}` });
  }
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) throw refuse(field, `must be at least ${MIN_IMAGE_SIDE}×${MIN_IMAGE_SIDE} pixels`);
  // Scaled to MAX_ANALYSED_SIDE, the short side must still be MIN_IMAGE_SIDE: a 24:1 strip is no face capture.
  if (Math.max(width, height) > MAX_ASPECT * Math.min(width, height)) throw refuse(field, `must not be more than ${MAX_ASPECT} times as long as it is wide`);
  try {
    // failOn 'warning' (sharp's default) refuses a truncated or damaged image instead of decoding half of it.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_FACE_IMAGE_PIXELS, failOn: 'warning' })
      .rotate()
      .resize(MAX_ANALYSED_SIDE, MAX_ANALYSED_SIDE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, rgb: data };
  } catch {
    throw refuse(field, 'is a damaged or truncated image');
  }
}

/** The image as a JPEG, for detectors that take encoded bytes (Rekognition), upright as decoded. */
export function encodeJpeg(image: DecodedImage): Promise<Buffer> {
  return sharpOnUse()(image.rgb, { raw: { width: image.width, height: image.height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

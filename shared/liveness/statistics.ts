/**
 * Image statistics behind the face check's exposure, blur and noise flags, measured the same way
 * whichever detector found the face (docs/decisions/liveness.md, LIV-7). sharp crops the face (or
 * takes the whole image when there is none), turns it grey and scales it down to 256×256 so the
 * figures do not depend on the camera's resolution (a smaller face is measured as it is: scaling it
 * up would blur it); the two small kernels are summed here.
 */
import type { Box } from './detector.js';
import { sharpOnUse, type DecodedImage } from './images.js';

/** Side of the square every larger measured region is scaled down to. */
export const MEASURED_SIDE = 256;

export interface ImageStatistics {
  /** Mean luminance, 0 (black) to 255 (white). */
  luminance: number;
  /** Share of pixels at or below 10 / at or above 245: crushed shadows and blown highlights. */
  darkShare: number;
  brightShare: number;
  /** Standard deviation of the 4-neighbour Laplacian: fine detail; low when blurred. */
  sharpness: number;
  /** Noise σ in grey levels by Immerkær's estimator (1996): the mean absolute response of a kernel blind to edges and ramps. */
  noise: number;
}

/** The part of `box` inside the image, or the whole image when there is no box or nothing of it is inside. */
function clip(image: DecodedImage, box?: Box): { left: number; top: number; width: number; height: number } {
  const whole = { left: 0, top: 0, width: image.width, height: image.height };
  if (!box) return whole;
  const left = Math.max(0, Math.floor(box.left));
  const top = Math.max(0, Math.floor(box.top));
  const right = Math.min(image.width, Math.ceil(box.left + box.width));
  const bottom = Math.min(image.height, Math.ceil(box.top + box.height));
  return right - left < 8 || bottom - top < 8 ? whole : { left, top, width: right - left, height: bottom - top };
}

export async function imageStatistics(image: DecodedImage, region?: Box): Promise<ImageStatistics> {
  const { data, info } = await sharpOnUse()(image.rgb, { raw: { width: image.width, height: image.height, channels: 3 } })
    .extract(clip(image, region))
    .greyscale()
    .resize(MEASURED_SIDE, MEASURED_SIDE, { fit: 'fill', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return measure(data, info.width, info.height);
}

/** The statistics of a grey image `width` × `height`, one byte per pixel, row by row. */
export function measure(grey: Uint8Array, width: number, height: number): ImageStatistics {
  let sum = 0;
  let dark = 0;
  let bright = 0;
  for (const value of grey) {
    sum += value;
    if (value <= 10) dark++;
    if (value >= 245) bright++;
  }
  const at = (x: number, y: number) => grey[y * width + x]!;
  let lapSum = 0;
  let lapSquares = 0;
  let noiseSum = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const lap = at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1) - 4 * at(x, y);
      lapSum += lap;
      lapSquares += lap * lap;
      // [1 −2 1; −2 4 −2; 1 −2 1]
      const corners = at(x - 1, y - 1) + at(x + 1, y - 1) + at(x - 1, y + 1) + at(x + 1, y + 1);
      const sides = at(x, y - 1) + at(x - 1, y) + at(x + 1, y) + at(x, y + 1);
      noiseSum += Math.abs(corners - 2 * sides + 4 * at(x, y));
    }
  }
  const inner = Math.max(1, (width - 2) * (height - 2));
  const lapMean = lapSum / inner;
  return {
    luminance: sum / grey.length,
    darkShare: dark / grey.length,
    brightShare: bright / grey.length,
    sharpness: Math.sqrt(Math.max(0, lapSquares / inner - lapMean * lapMean)),
    noise: (Math.sqrt(Math.PI / 2) * noiseSum) / (6 * inner),
  };
}

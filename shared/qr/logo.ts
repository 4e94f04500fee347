/**
 * A caller's logo for a QR image: fetched through the outbound address guard with a size and a
 * time limit, PNG only, its pixel dimensions read from the header before decoding so a small file
 * cannot expand into a huge bitmap (docs/decisions/qr.md, QR-22).
 */
import { PNG } from 'pngjs';
import { UnprocessableError, ValidationError } from '../http/errors.js';
import { getBytes, OutboundFailed, OutboundRefused } from '../http/outbound.js';
import type { RgbaImage } from './image.js';

export const LOGO_LIMITS = {
  maxBytes: 512 * 1024,
  timeoutMs: 3000,
  /** Width and height, each. */
  maxEdgePixels: 2048,
} as const;

const FIELD = 'query.logoImageUrl';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export async function fetchLogo(url: string): Promise<RgbaImage> {
  let bytes: Buffer;
  try {
    ({ bytes } = await getBytes(url, LOGO_LIMITS));
  } catch (error) {
    // A URL the guard refuses for good is bad input; one that fails now cannot be used.
    if (error instanceof OutboundRefused && !error.transient) throw new ValidationError([{ field: FIELD, reason: `must be a URL this platform may call: ${error.reason}` }]);
    if (error instanceof OutboundRefused || error instanceof OutboundFailed) throw unusable(`could not be fetched: ${error.reason}`);
    throw error;
  }
  return decodeLogo(bytes);
}

/** The logo's pixels; anything but a PNG of at most 2048 × 2048 is refused. */
export function decodeLogo(bytes: Buffer): RgbaImage {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw unusable('is not a PNG image (JPEG, SVG and other formats are not accepted)');
  }
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0 || width > LOGO_LIMITS.maxEdgePixels || height > LOGO_LIMITS.maxEdgePixels) {
    throw unusable(`is ${width} × ${height} pixels; at most ${LOGO_LIMITS.maxEdgePixels} × ${LOGO_LIMITS.maxEdgePixels} are accepted`);
  }
  try {
    const png = PNG.sync.read(bytes);
    return { width: png.width, height: png.height, data: png.data };
  } catch {
    throw unusable('is a damaged PNG image');
  }
}

function unusable(reason: string): UnprocessableError {
  return new UnprocessableError('The logo cannot be used.', [{ field: FIELD, reason }]);
}

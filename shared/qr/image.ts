/**
 * QR images of a payload with the `qrcode` library: PNG (as bytes) and SVG markup, optionally with
 * a logo in the centre (docs/decisions/qr.md, QR-21, QR-22). With a logo the symbol uses error
 * correction level H (about 30% of codewords recoverable) and the logo, with its one-module white
 * border, covers at most 20% of the symbol's edge, so at most 4% of its area: well inside what H
 * repairs. The logo is centred on the symbol (the quiet zone is symmetric) and never reaches the
 * finder patterns in the corners.
 */
import { PNG } from 'pngjs';
import QRCode from 'qrcode';

/** The image's largest edge in pixels, the quiet zone included; each module is a whole number of pixels. */
export const IMAGE_WIDTH = 512;
const MARGIN = 4;
/** The logo's edge as a share of the symbol's edge (quiet zone excluded). */
export const MAX_LOGO_SHARE = 0.2;
/** Without a logo: level M, the usual trade between size and damage tolerance. */
const PLAIN_LEVEL = 'M';
const LOGO_LEVEL = 'H';

/** An RGBA image (pngjs's decoded form). */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Buffer;
}

export interface LogoPlacement {
  readonly image: RgbaImage;
  /** The logo's edge in pixels of the 512-pixel image; the image is fitted into this square. */
  readonly size: number;
}

interface Layout {
  readonly level: 'M' | 'H';
  /** Modules per symbol edge. */
  readonly modules: number;
  /** Pixels per module. */
  readonly scale: number;
  /** Pixels per image edge. */
  readonly edge: number;
}

/** What the largest symbol (version 40) holds in byte mode at each level (ISO/IEC 18004 table 7). */
const MAX_BYTES = { M: 2331, H: 1273 } as const;

/**
 * Why the payload cannot be one QR code at the level a logo (H) or none (M) asks, or undefined
 * when it fits (QR-43): qrcode throws beyond version 40. Any payload of at most the level's
 * byte-mode capacity fits, so only a longer one is tried.
 */
export function capacityIssue(payload: string, withLogo: boolean): string | undefined {
  const level = withLogo ? LOGO_LEVEL : PLAIN_LEVEL;
  const bytes = Buffer.byteLength(payload);
  if (bytes <= MAX_BYTES[level]) return undefined;
  try {
    QRCode.create(payload, { errorCorrectionLevel: level });
    return undefined;
  } catch {
    return `the payload is ${bytes} bytes as UTF-8, and a QR code at error correction level ${level} holds at most ${MAX_BYTES[level]}`;
  }
}

function layout(payload: string, withLogo: boolean): Layout {
  const level = withLogo ? LOGO_LEVEL : PLAIN_LEVEL;
  const modules = QRCode.create(payload, { errorCorrectionLevel: level }).modules.size;
  const scale = Math.max(1, Math.floor(IMAGE_WIDTH / (modules + 2 * MARGIN)));
  return { level, modules, scale, edge: scale * (modules + 2 * MARGIN) };
}

/**
 * The largest logo edge, in image pixels, this payload's code can carry: 20% of the symbol's edge,
 * less the one-module white border on each side.
 */
export function maxLogoSize(payload: string): number {
  const { modules, scale } = layout(payload, true);
  return Math.floor(modules * scale * MAX_LOGO_SHARE) - 2 * scale;
}

export async function qrPng(payload: string, logo?: LogoPlacement): Promise<Buffer> {
  const { level, scale } = layout(payload, logo !== undefined);
  const png = await QRCode.toBuffer(payload, { type: 'png', scale, margin: MARGIN, errorCorrectionLevel: level });
  if (!logo) return png;
  const image = PNG.sync.read(png);
  const fitted = fit(logo.image, logo.size);
  const border = scale;
  const left = Math.floor((image.width - fitted.width) / 2);
  const top = Math.floor((image.height - fitted.height) / 2);
  fillWhite(image, left - border, top - border, fitted.width + 2 * border, fitted.height + 2 * border);
  paste(image, fitted, left, top);
  return PNG.sync.write(image);
}

export async function qrSvg(payload: string, logo?: LogoPlacement): Promise<string> {
  const { level, modules, scale, edge } = layout(payload, logo !== undefined);
  const svg = await QRCode.toString(payload, { type: 'svg', width: edge, margin: MARGIN, errorCorrectionLevel: level });
  if (!logo) return svg;
  // The SVG's user units are modules; the logo goes in as a PNG data URI on a white square.
  const unitsPerPixel = 1 / scale;
  const fitted = fit(logo.image, logo.size);
  const png = new PNG({ width: fitted.width, height: fitted.height });
  fitted.data.copy(png.data);
  const href = `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
  const w = fitted.width * unitsPerPixel;
  const h = fitted.height * unitsPerPixel;
  const centre = (modules + 2 * MARGIN) / 2;
  const overlay = `<rect x="${centre - w / 2 - 1}" y="${centre - h / 2 - 1}" width="${w + 2}" height="${h + 2}" fill="#ffffff"/>`
    + `<image x="${centre - w / 2}" y="${centre - h / 2}" width="${w}" height="${h}" href="${href}"/>`;
  return svg.replace(/<\/svg>\s*$/, `${overlay}</svg>`);
}

/** The logo scaled (box sampling) to fit a size × size square, keeping its proportions, composed on white. */
function fit(source: RgbaImage, size: number): RgbaImage {
  const scale = size / Math.max(source.width, source.height);
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor(y / scale);
    const y1 = Math.min(source.height, Math.max(y0 + 1, Math.floor((y + 1) / scale)));
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor(x / scale);
      const x1 = Math.min(source.width, Math.max(x0 + 1, Math.floor((x + 1) / scale)));
      const sum = [0, 0, 0, 0];
      for (let sy = y0; sy < y1; sy += 1) {
        for (let sx = x0; sx < x1; sx += 1) {
          const at = (sy * source.width + sx) * 4;
          const alpha = (source.data[at + 3] ?? 0) / 255;
          // Transparent parts show white, the background the logo sits on.
          for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (source.data[at + c] ?? 0) * alpha + 255 * (1 - alpha);
          sum[3] = (sum[3] ?? 0) + 1;
        }
      }
      const at = (y * width + x) * 4;
      const count = sum[3] ?? 1;
      for (let c = 0; c < 3; c += 1) data[at + c] = Math.round((sum[c] ?? 0) / count);
      data[at + 3] = 255;
    }
  }
  return { width, height, data };
}

function fillWhite(image: RgbaImage, left: number, top: number, width: number, height: number): void {
  for (let y = Math.max(0, top); y < Math.min(image.height, top + height); y += 1) {
    image.data.fill(255, (y * image.width + Math.max(0, left)) * 4, (y * image.width + Math.min(image.width, left + width)) * 4);
  }
}

function paste(image: RgbaImage, logo: RgbaImage, left: number, top: number): void {
  for (let y = 0; y < logo.height; y += 1) {
    logo.data.copy(image.data, ((top + y) * image.width + left) * 4, y * logo.width * 4, (y + 1) * logo.width * 4);
  }
}

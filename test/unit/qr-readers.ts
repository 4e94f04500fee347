/**
 * Reading QR images back with libraries independent of the ones that drew them: pngjs + jsQR for
 * PNG, @resvg/resvg-js (rasterising) + jsQR for SVG. Shared by the unit and integration QR tests.
 */
import { Resvg } from '@resvg/resvg-js';
import jsqr from 'jsqr';
import { PNG } from 'pngjs';

/** The text jsQR reads from RGBA pixels, or undefined when it finds no code. */
function readPixels(data: Uint8Array, width: number, height: number): string | undefined {
  // jsqr is CommonJS: its function is the module's `default` property under NodeNext.
  return jsqr.default(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height)?.data;
}

export function readPng(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return readPixels(image.data, image.width, image.height);
}

export function readSvg(svg: string): string | undefined {
  const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: 512 }, background: '#ffffff' }).render();
  return readPixels(rendered.pixels, rendered.width, rendered.height);
}

/** A logo: a coloured square with a dark ring and a transparent corner, as PNG bytes. */
export function logoPng(width = 96, height = 96): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const ring = x < 6 || y < 6 || x >= width - 6 || y >= height - 6;
      png.data[at] = ring ? 20 : 220;
      png.data[at + 1] = ring ? 20 : 40;
      png.data[at + 2] = ring ? 120 : 60;
      png.data[at + 3] = x + y < 12 ? 0 : 255;
    }
  }
  return PNG.sync.write(png);
}

/**
 * QR images (shared/qr/image.ts) read back with independent libraries (pngjs + jsQR, resvg + jsQR),
 * with and without a logo, at several payload sizes; the logo's limits (shared/qr/logo.ts) and the
 * outbound GET it is fetched with (shared/http/outbound.ts getBytes). Decisions: docs/decisions/qr.md,
 * QR-21, QR-22, QR-43.
 */
import { createServer, type Server } from 'node:http';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/http/errors.js';
import { getBytes, OutboundFailed, OutboundRefused, type GetBytesOptions } from '../../shared/http/outbound.js';
import { emvPayloadFor } from '../../shared/qr/generate-emv.js';
import { capacityIssue, IMAGE_WIDTH, maxLogoSize, qrPng, qrSvg } from '../../shared/qr/image.js';
import { decodeLogo, fetchLogo, LOGO_LIMITS } from '../../shared/qr/logo.js';
import { emvQrBody } from '../../shared/schemas/emv-qr-request.js';
import { logoPng, readPng, readSvg } from './qr-readers.js';

const description = (extra: number) => emvQrBody.parse({
  qrPresentationType: 'Dynamic',
  merchantInfo: { merchantName: 'BEST TRANSPORT', merchantCategoryCode: '4111', countryInfo: 'CN', cityName: 'BEIJING', languageInfo: { languagePreference: 'ZH', merchantNameAlt: '最佳运输' } },
  transactionInfo: { transactionCurrency: '156', transactionAmount: '23.72' },
  merchantAccountInfo: { '26': { globalUniqueIdentifier: 'D15600000000', contextSpecificData: { '05': 'A93FO3230Q' } } },
  unreservedFieldInfo: Object.fromEntries(Array.from({ length: extra }, (_, i) => [String(80 + i), { globalUniqueIdentifier: `G${i}`.padEnd(32, 'X'), contextSpecificData: { '01': 'y'.repeat(59) } }])),
});
/** A short code, a medium one and one near EMV's 512 characters. */
const PAYLOADS = [0, 2, 3].map((extra) => emvPayloadFor(description(extra)));
const LOGO = decodeLogo(logoPng(120, 80));

describe('QR images read back by independent decoders (QR-21)', () => {
  it('draws a short, a medium and a long payload (over 400 of EMV\'s 512 characters)', () => {
    const lengths = PAYLOADS.map((payload) => Array.from(payload).length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(lengths[0]).toBeLessThan(160);
    expect(lengths[2]).toBeGreaterThan(400);
  });

  it.each(PAYLOADS.map((payload) => [Array.from(payload).length, payload]))('PNG of a %i-character payload, without and with the largest logo allowed: pngjs + jsQR read the payload', async (_length, payload) => {
    const plain = await qrPng(payload);
    const { width, height } = PNG.sync.read(plain);
    expect(width).toBe(height);
    expect(width).toBeLessThanOrEqual(IMAGE_WIDTH);
    expect(width).toBeGreaterThan(IMAGE_WIDTH * 0.85);
    expect(readPng(plain)).toBe(payload);
    const withLogo = await qrPng(payload, { image: LOGO, size: maxLogoSize(payload) });
    expect(readPng(withLogo)).toBe(payload);
    expect(withLogo.equals(await qrPng(payload, { image: LOGO, size: 16 }))).toBe(false);
  });

  it.each(PAYLOADS.map((payload) => [Array.from(payload).length, payload]))('SVG of a %i-character payload, without and with a logo: resvg + jsQR read the payload', async (_length, payload) => {
    const plain = await qrSvg(payload);
    expect(plain).toMatch(/^<svg [^>]*width="(4[4-9]\d|50\d|51[0-2])"/);
    expect(readSvg(plain)).toBe(payload);
    const withLogo = await qrSvg(payload, { image: LOGO, size: maxLogoSize(payload) });
    expect(withLogo).toContain('<image ');
    expect(readSvg(withLogo)).toBe(payload);
  });

  it('reads back the PNG of random payloads of every length the encoder allows, with a logo (fast-check)', async () => {
    const texts = fc.string({ unit: fc.constantFrom('A', 'z', '0', '9', ' ', '.', '最', 'é'), minLength: 1, maxLength: 99 });
    await fc.assert(fc.asyncProperty(fc.array(texts, { minLength: 0, maxLength: 3 }), async (extras) => {
      const payload = emvPayloadFor(emvQrBody.parse({
        ...JSON.parse(JSON.stringify(description(0))),
        unreservedFieldInfo: Object.fromEntries(extras.map((text, i) => [String(80 + i), { globalUniqueIdentifier: 'G', contextSpecificData: { '01': Array.from(text).slice(0, 90).join('') } }])),
      }));
      expect(readPng(await qrPng(payload, { image: LOGO, size: maxLogoSize(payload) }))).toBe(payload);
    }), { numRuns: 12 });
  });

  it('puts the logo in the centre, on white, at the size asked (its longer edge), with level H', async () => {
    const payload = PAYLOADS[0] ?? '';
    const size = 60;
    const image = PNG.sync.read(await qrPng(payload, { image: LOGO, size }));
    const pixel = (x: number, y: number) => Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3));
    const centre = image.width / 2;
    expect(pixel(centre, centre)).toEqual([220, 40, 60]);
    // The 120 × 80 logo fitted into 60 pixels is 60 × 40: its left ring at centre - 30, white beyond the border.
    expect(pixel(centre - 29, centre)).toEqual([20, 20, 120]);
    expect(pixel(centre, centre - 25)).toEqual([255, 255, 255]);
    expect(QRCode.create(payload, { errorCorrectionLevel: 'H' }).modules.size).toBeGreaterThan(QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules.size);
  });

  it('bounds the logo at 20% of the symbol\'s edge less its border, so logo and border cover at most 4% of the symbol', async () => {
    for (const payload of PAYLOADS) {
      const modules = QRCode.create(payload, { errorCorrectionLevel: 'H' }).modules.size;
      const edge = PNG.sync.read(await qrPng(payload, { image: LOGO, size: 16 })).width;
      const symbol = (edge * modules) / (modules + 8);
      const covered = maxLogoSize(payload) + (2 * edge) / (modules + 8);
      expect(covered).toBeLessThanOrEqual(symbol * 0.2);
      expect(covered).toBeGreaterThan(symbol * 0.18);
    }
  });
});

describe('what a QR code holds (QR-43)', () => {
  it('says why a payload does not fit at level M (no logo) or H (a logo), and nothing for one that fits, however many bytes', () => {
    expect(capacityIssue('😀'.repeat(600), false)).toBe('the payload is 2400 bytes as UTF-8, and a QR code at error correction level M holds at most 2331');
    const emoji = `${'😀'.repeat(360)}abc`;
    expect(capacityIssue(emoji, false)).toBeUndefined();
    expect(capacityIssue(emoji, true)).toBe('the payload is 1443 bytes as UTF-8, and a QR code at error correction level H holds at most 1273');
    // Digits go in numeric mode: 3000 of them fit at H although they are more bytes than byte mode holds.
    expect(capacityIssue('7'.repeat(3000), true)).toBeUndefined();
    for (const payload of PAYLOADS) expect([capacityIssue(payload, false), capacityIssue(payload, true)]).toEqual([undefined, undefined]);
  });
});

describe('logo limits (QR-22)', () => {
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      return { status: (error as ApiError).status, details: (error as ApiError).details };
    }
    throw new Error('expected a refusal');
  };

  it('accepts a PNG and refuses JPEG, SVG, a damaged PNG and one over 2048 pixels on an edge, each a 422 naming query.logoImageUrl', () => {
    expect(decodeLogo(logoPng(10, 20))).toMatchObject({ width: 10, height: 20 });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(40).fill(0)]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    const damaged = Buffer.concat([logoPng(10, 10).subarray(0, 40), Buffer.alloc(20)]);
    const huge = logoPng(1, 1);
    huge.writeUInt32BE(4096, 16);
    for (const [bytes, reason] of [[jpeg, /not a PNG/], [svg, /not a PNG/], [damaged, /damaged/], [huge, /4096 × 1 pixels; at most 2048/]] as const) {
      const found = refusal(() => decodeLogo(bytes));
      expect(found.status).toBe(422);
      expect(found.details[0]?.field).toBe('query.logoImageUrl');
      expect(found.details[0]?.reason).toMatch(reason);
    }
  });
});

describe('getBytes: the outbound GET a logo is fetched with', () => {
  let server: Server;
  let base = '';
  const previous = process.env['ALLOW_LOOPBACK_CALLBACKS'];
  beforeAll(async () => {
    process.env['ALLOW_LOOPBACK_CALLBACKS'] = 'true';
    server = createServer((req, res) => {
      if (req.url === '/logo.png') res.end(logoPng(32, 32));
      else if (req.url === '/big') res.end(Buffer.alloc(LOGO_LIMITS.maxBytes + 1));
      else if (req.url === '/slow') setTimeout(() => res.end('late'), 4000);
      else if (req.url === '/moved') res.writeHead(302, { Location: 'http://169.254.169.254/' }).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    process.env['ALLOW_LOOPBACK_CALLBACKS'] = previous;
    server.closeAllConnections();
    await new Promise<void>((ok) => server.close(() => ok()));
  });

  it('returns the body of a 2xx; refuses a larger body, a slow answer, a redirect and a 404', async () => {
    expect((await fetchLogo(`${base}/logo.png`)).width).toBe(32);
    const failure = async (path: string, limits: GetBytesOptions = LOGO_LIMITS) => getBytes(`${base}${path}`, limits).then(() => undefined, (error: unknown) => error);
    expect(await failure('/big')).toMatchObject({ reason: `the body is larger than ${LOGO_LIMITS.maxBytes} bytes` });
    expect(await failure('/slow', { ...LOGO_LIMITS, timeoutMs: 200 })).toMatchObject({ reason: 'timed out' });
    expect(await failure('/moved')).toMatchObject({ reason: 'answered 302; redirects are not followed', status: 302 });
    expect(await failure('/missing')).toBeInstanceOf(OutboundFailed);
  });

  it('refuses private and metadata addresses before connecting (400), and a failed fetch is a 422', async () => {
    expect(await getBytes('http://169.254.169.254/latest', LOGO_LIMITS).catch((error: unknown) => error)).toBeInstanceOf(OutboundRefused);
    const refused = await fetchLogo('http://10.0.0.1/logo.png').catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, details: [{ field: 'query.logoImageUrl', reason: 'must be a URL this platform may call: private addresses are not allowed' }] });
    const missing = await fetchLogo(`${base}/missing`).catch((error: unknown) => error);
    expect(missing).toMatchObject({ status: 422, details: [{ field: 'query.logoImageUrl', reason: 'could not be fetched: answered 404' }] });
  });
});

/**
 * GET /v1/qr/decode and POST /v1/qr/generate/emv over real HTTP against the local platform: decode
 * answers, a decode answer sent back to generate/emv making the same code, images read back by
 * independent decoders (with a logo served from this process), every refusal naming its field, and
 * no 500 for any qrCodeData. Decisions: docs/decisions/qr.md, QR-16 to QR-23.
 */
import { createServer, type Server } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoPng, readPng, readSvg } from '../unit/qr-readers.js';
import { call } from './harness.js';
import { payer } from './payment-fixtures.js';

/** The EMV Annex B.7 example (Chinese in 64, a CRC over UTF-8 bytes). */
const ANNEX_B7 = '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A0112233449988770708123456786304A13A';
const ZAPPER = 'http://2.zap.pe?t=6&i=40895:49955:7[34|29.99|11,33n|REF12345|10:10[39|ZAR,38|DillonDev';

const DESCRIPTION = {
  qrPresentationType: 'Dynamic',
  merchantInfo: { merchantName: 'Corner Cafe', merchantCategoryCode: '5812', countryInfo: 'ZA', cityName: 'Cape Town', postalCode: '8001' },
  transactionInfo: { transactionCurrency: '710', transactionAmount: '125.50' },
  additionalInfo: { billNumber: 'INV-2041', terminalLabel: 'T1' },
  merchantAccountInfo: { '26': { globalUniqueIdentifier: 'za.co.example', contextSpecificData: { '01': 'M-1001' } } },
};

let token = '';
const decode = (qrCodeData: string) => call('GET', `/v1/qr/decode?qrCodeData=${encodeURIComponent(qrCodeData)}`, { token });
const generate = (body: unknown, query = '') => call('POST', `/v1/qr/generate/emv${query}`, { token, body });
const fields = (res: { body: { error?: { details: { field: string }[] } } }) => res.body.error?.details.map((detail) => detail.field).sort();

let logoServer: Server;
let logoBase = '';

beforeAll(async () => {
  token = await payer();
  logoServer = createServer((req, res) => {
    if (req.url === '/logo.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(logoPng(90, 90));
    else if (req.url === '/logo.jpg') res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]));
    else if (req.url === '/huge.png') res.writeHead(200).end(Buffer.alloc(600 * 1024));
    else res.writeHead(404).end();
  });
  await new Promise<void>((ok) => logoServer.listen(0, '127.0.0.1', ok));
  const address = logoServer.address();
  logoBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise<void>((ok) => logoServer.close(() => ok()));
});

describe('GET /v1/qr/decode', () => {
  it('answers an EMV code in the interface\'s shape with numbered type and presentation, scheme fields and no warnings', async () => {
    const res = await decode(ANNEX_B7);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toMatchObject({
      qrType: 0, qrTypeDescription: 'EMV merchant-presented code of no regional scheme',
      qrPresentationType: 12, qrPresentationTypeDescription: 'Dynamic: a code for one payment (EMV 01 = 12)',
      merchantInfo: { merchantName: 'BEST TRANSPORT', merchantCategoryCode: '4111', countryInfo: 'CN', cityName: 'BEIJING', languageInfo: { languagePreference: 'ZH', merchantNameAlt: '最佳运输', merchantCityAlt: '北京' } },
      transactionInfo: { transactionCurrency: '156', transactionAmount: '23.72', tipOrConvenienceFeeInfo: { tipOrConvenienceIndicator: '01' } },
      additionalInfo: { storeLabel: '1234', customerLabel: '***', terminalLabel: 'A6008667', additionalConsumerDataRequest: 'ME' },
      merchantAccountInfo: { '29': { globalUniqueIdentifier: 'D15600000000', contextSpecificData: { '05': 'A93FO3230Q' } } },
      unreservedFieldInfo: { '91': { globalUniqueIdentifier: 'A011223344998877', contextSpecificData: { '07': '12345678' } } },
      scheme: { name: 'EMV' },
      warnings: [],
    });
  });

  it('reports a rule a real code breaks as a warning placed in the answer, and still answers it', async () => {
    const damaged = `${ANNEX_B7.slice(0, -4)}0000`;
    const res = await decode(damaged.replace('5914BEST TRANSPORT', '5926BEST TRANSPORT COMPANY LTD'));
    expect(res.status, res.text).toBe(200);
    expect((res.body.result.warnings as { code: string; field: string }[]).map((w) => `${w.code} ${w.field}`).sort()).toEqual(['CRC_MISMATCH crc', 'TOO_LONG merchantInfo.merchantName']);
    expect(res.body.result.merchantInfo.merchantName).toBe('BEST TRANSPORT COMPANY LTD');
  });

  it('answers a Zapper URL with its merchant and site IDs, type 4 (ZapperQR)', async () => {
    const res = await decode(ZAPPER);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toMatchObject({ qrType: 4, qrTypeDescription: 'Zapper code (South Africa; a URL, not EMV)', merchantInfo: { merchantId: '40895', siteId: '49955', merchantName: 'DillonDev' }, scheme: { name: 'ZapperQR' } });
  });

  it('refuses unreadable, missing, too long or extra query data with a 400 naming the field, and needs a token', async () => {
    const unreadable = await decode('hello, not a code');
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.error.details).toEqual([{ field: 'query.qrCodeData', reason: 'is not a QR code this platform can read: Not an EMV MPM payload: ID "he" at character 0 is not two digits.' }]);
    expect(fields(await call('GET', '/v1/qr/decode', { token }))).toEqual(['query.qrCodeData']);
    expect(fields(await decode('0'.repeat(1025)))).toEqual(['query.qrCodeData']);
    expect(fields(await call('GET', `/v1/qr/decode?qrCodeData=${encodeURIComponent(ZAPPER)}&extra=1`, { token }))).toEqual(['query.extra']);
    expect((await call('GET', `/v1/qr/decode?qrCodeData=${encodeURIComponent(ZAPPER)}`)).status).toBe(401);
  });

  it('never answers a 500 whatever qrCodeData holds (fast-check over HTTP)', async () => {
    const tlvLike = fc.array(fc.tuple(fc.stringMatching(/^\d{2}$/), fc.stringMatching(/^\d{2}$/), fc.string({ maxLength: 10 })), { maxLength: 6 }).map((objects) => objects.map((o) => o.join('')).join(''));
    await fc.assert(fc.asyncProperty(fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }), tlvLike.map((text) => `000201${text}`)), async (text) => {
      const res = await decode(text);
      expect([200, 400], `${res.status} ${res.text}`).toContain(res.status);
    }), { numRuns: 60 });
  });
});

describe('POST /v1/qr/generate/emv', () => {
  it('honours the token\'s AllowedCurrencies claim on the code\'s currency, read as its alpha code (710 is ZAR): 403 naming the field', async () => {
    const usdOnly = await payer({ AllowedCurrencies: 'USD' });
    const refused = await call('POST', '/v1/qr/generate/emv?format=Text', { token: usdOnly, body: DESCRIPTION });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.error.details).toEqual([{ field: 'body.transactionInfo.transactionCurrency', reason: 'the token does not allow currency ZAR (AllowedCurrencies: USD)' }]);
    const zar = await call('POST', '/v1/qr/generate/emv?format=Text', { token: await payer({ AllowedCurrencies: 'zar,USD' }), body: DESCRIPTION });
    expect(zar.status, zar.text).toBe(200);
  });

  it('makes the payload (Text); decode answers the description given, and that answer sent back makes the same payload', async () => {
    const made = await generate(DESCRIPTION, '?format=Text');
    expect(made.status, made.text).toBe(200);
    const payload = made.body.result as string;
    expect(payload).toMatch(/^000201010212.*6304[0-9A-F]{4}$/);
    const decoded = await decode(payload);
    expect(decoded.body.result).toMatchObject({ ...DESCRIPTION, qrPresentationType: 12, warnings: [] });
    const again = await generate(decoded.body.result, '?format=Text');
    expect(again.status, again.text).toBe(200);
    expect(again.body.result).toBe(payload);
  });

  it('draws a base64 PNG by default and SVG on request; independent decoders read the payload back', async () => {
    const payload = (await generate(DESCRIPTION, '?format=Text')).body.result as string;
    const png = await generate(DESCRIPTION);
    expect(png.status, png.text).toBe(200);
    expect(readPng(Buffer.from(png.body.result as string, 'base64'))).toBe(payload);
    const svg = await generate(DESCRIPTION, '?format=Svg');
    expect(svg.body.result).toMatch(/^<svg /);
    expect(readSvg(svg.body.result as string)).toBe(payload);
  });

  it('places a logo served over HTTP in the centre of PNG and SVG images, which still read back', async () => {
    const payload = (await generate(DESCRIPTION, '?format=Text')).body.result as string;
    const url = encodeURIComponent(`${logoBase}/logo.png`);
    const plain = (await generate(DESCRIPTION)).body.result as string;
    const png = await generate(DESCRIPTION, `?logoImageUrl=${url}&logoImageSize=48`);
    expect(png.status, png.text).toBe(200);
    expect(png.body.result).not.toBe(plain);
    expect(readPng(Buffer.from(png.body.result as string, 'base64'))).toBe(payload);
    const svg = await generate(DESCRIPTION, `?format=Svg&logoImageUrl=${url}`);
    expect(svg.body.result).toContain('data:image/png;base64,');
    expect(readSvg(svg.body.result as string)).toBe(payload);
  });

  it('refuses a logo it cannot use: unreachable, not PNG, too large (422), at a private address, too big for the code, without a URL or on text (400)', async () => {
    const logo = (path: string) => `?logoImageUrl=${encodeURIComponent(`${logoBase}${path}`)}`;
    const cases: [string, number, string, RegExp][] = [
      [logo('/missing.png'), 422, 'query.logoImageUrl', /could not be fetched: answered 404/],
      [logo('/logo.jpg'), 422, 'query.logoImageUrl', /not a PNG image/],
      [logo('/huge.png'), 422, 'query.logoImageUrl', /larger than 524288 bytes/],
      [`?logoImageUrl=${encodeURIComponent('http://10.1.2.3/logo.png')}`, 400, 'query.logoImageUrl', /private addresses are not allowed/],
      [`${logo('/logo.png')}&logoImageSize=400`, 400, 'query.logoImageSize', /must be at most \d+ pixels for this code/],
      ['?logoImageSize=40', 400, 'query.logoImageSize', /without logoImageUrl/],
      [`${logo('/logo.png')}&format=Text`, 400, 'query.logoImageUrl', /only on an image/],
      ['?logoImageSize=8&logoImageUrl=x', 400, 'query.logoImageSize', /16 to 1024/],
    ];
    for (const [query, status, field, reason] of cases) {
      const res = await generate(DESCRIPTION, query);
      expect(res.status, `${query} ${res.text}`).toBe(status);
      expect(res.body.error.details.find((detail: { field: string }) => detail.field === field)?.reason, query).toMatch(reason);
    }
  });

  it('refuses an amount or fixed fee with more decimals than the currency has (JPY 100.50, ZAR 10.999), naming the field: the platform could not pay the code', async () => {
    const withAmount = (transactionInfo: Record<string, unknown>) => generate({ ...DESCRIPTION, transactionInfo }, '?format=Text');
    const yen = await withAmount({ transactionCurrency: '392', transactionAmount: '100.50' });
    expect(yen.status, yen.text).toBe(400);
    expect(yen.body.error.details).toEqual([{ field: 'body.transactionInfo.transactionAmount', reason: '"100.50" cannot be an amount in JPY: JPY has no minor units' }]);
    const rand = await withAmount({ transactionCurrency: '710', transactionAmount: '10.999', tipOrConvenienceFeeInfo: { tipOrConvenienceIndicator: '02', convenienceFeeFixed: '1.005' } });
    expect(rand.status, rand.text).toBe(400);
    expect(rand.body.error.details).toEqual([
      { field: 'body.transactionInfo.transactionAmount', reason: '"10.999" cannot be an amount in ZAR: ZAR has 2 decimal places, this amount 3' },
      { field: 'body.transactionInfo.tipOrConvenienceFeeInfo.convenienceFeeFixed', reason: '"1.005" cannot be an amount in ZAR: ZAR has 2 decimal places, this amount 3' },
    ]);
    // Trailing zeros are no decimals: 100.00 yen is 100 yen, and 10.990 rand is 10.99.
    expect((await withAmount({ transactionCurrency: '392', transactionAmount: '100.00' })).status).toBe(200);
    expect((await withAmount({ transactionCurrency: '710', transactionAmount: '10.990' })).status).toBe(200);
  });

  it('refuses a logo on a code that level H cannot hold (1451 UTF-8 bytes of emoji): 400 naming query.logoImageUrl; without the logo the image is drawn', async () => {
    const emoji = '😀'.repeat(45);
    const unreservedFieldInfo = Object.fromEntries(['80', '81', '82', '83', '84', '85', '86'].map((id) => [id, { globalUniqueIdentifier: 'A', contextSpecificData: { '01': emoji } }]));
    const { postalCode: _postalCode, ...merchantInfo } = DESCRIPTION.merchantInfo;
    const long = { merchantInfo, transactionInfo: { transactionCurrency: '710' }, merchantAccountInfo: DESCRIPTION.merchantAccountInfo, unreservedFieldInfo };
    const payload = await generate(long, '?format=Text');
    expect(payload.status, payload.text).toBe(200);
    expect(Buffer.byteLength(payload.body.result as string)).toBe(1451);
    const url = encodeURIComponent(`${logoBase}/logo.png`);
    for (const format of ['Base64', 'Svg']) {
      const res = await generate(long, `?format=${format}&logoImageUrl=${url}`);
      expect(res.status, `${format} ${res.text}`).toBe(400);
      expect(res.body.error.details).toEqual([{
        field: 'query.logoImageUrl',
        reason: 'a logo needs error correction level H, at which this code does not fit: the payload is 1451 bytes as UTF-8, and a QR code at error correction level H holds at most 1273; without a logo (level M) it fits',
      }]);
      expect((await generate(long, `?format=${format}`)).status, format).toBe(200);
    }
  });

  it('refuses a description the EMV rules refuse, naming every body field with its reason, and needs a token', async () => {
    const res = await generate({
      ...DESCRIPTION,
      qrType: 'GHQR',
      merchantInfo: { ...DESCRIPTION.merchantInfo, merchantName: 'A name far longer than EMV allows', siteId: '7' },
      transactionInfo: { transactionCurrency: 'ZAR', transactionAmount: '0' },
      merchantAccountInfo: { '26': { contextSpecificData: { '01': 'M-1001' } } },
    }, '?format=Text');
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual([
      'body.merchantAccountInfo.26.globalUniqueIdentifier', 'body.merchantInfo.merchantName', 'body.merchantInfo.siteId',
      'body.transactionInfo.transactionAmount', 'body.transactionInfo.transactionCurrency',
    ]);
    expect(res.body.error.details.find((detail: { field: string }) => detail.field === 'body.merchantInfo.merchantName').reason).toBe('Merchant Name (59) has 33 characters; at most 25 are allowed.');
    const wrongType = await generate({ ...DESCRIPTION, qrType: 'GHQR' }, '?format=Text');
    expect(wrongType.body.error.details).toEqual([{ field: 'body.qrType', reason: expect.stringMatching(/^the fields make a NONE code/) }]);
    expect(fields(await generate({ ...DESCRIPTION, merchantInfo: { cityName: 'X' }, extra: 1 }))).toEqual(['body.extra', 'body.merchantInfo.countryInfo', 'body.merchantInfo.merchantCategoryCode', 'body.merchantInfo.merchantName']);
    expect(fields(await generate(DESCRIPTION, '?format=Png'))).toEqual(['query.format']);
    expect(fields(await generate({ ...DESCRIPTION, transactionInfo: { transactionCurrency: '999' } }, '?format=Text'))).toEqual(['body.transactionInfo.transactionCurrency']);
    expect((await call('POST', '/v1/qr/generate/emv', { body: DESCRIPTION })).status).toBe(401);
  });
});

/**
 * POST /v1/auth/liveness and POST /v1/auth/face-check over HTTP against the local platform, which
 * runs the bundled face model (FACE_DETECTOR=bundled): real photos of one person (frontal, head
 * turned), two nods rendered from the frontal face's mesh, and variants derived from them
 * (test/fixtures/faces/variants.ts). Levels and flags are
 * what docs/decisions/liveness.md (LIV-3 to LIV-9) says these images must give.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_FACE_IMAGE_BYTES, MAX_IMAGE_BODY_BYTES, MAX_LIVENESS_IMAGES } from '../../shared/schemas/auth/limits.js';
import { base64, faceImages, type FaceImages } from '../fixtures/faces/variants.js';
import { adminUpdate, givenConsumer } from './consumer-fixtures.js';
import { accessToken, adminApiKey, call, inject } from './harness.js';
import { tableItem } from './identity-fixtures.js';
import { givenMerchant } from './payment-fixtures.js';

let images: FaceImages;
let appToken: string;

beforeAll(async () => {
  images = await faceImages();
  appToken = await accessToken();
});

const liveness = (token: string, frames: Buffer[] | string[]) =>
  call('POST', '/v1/auth/liveness', { token, body: { base64Images: frames.map((f) => (typeof f === 'string' ? f : base64(f))) } });
const faceCheck = (token: string, image: Buffer | string) =>
  call('POST', '/v1/auth/face-check', { token, body: { base64Image: typeof image === 'string' ? image : base64(image) } });

const CLEAN = {
  faceCount: 1, containsNoise: false, isLowQuality: false, isOverExposed: false, isUnderExposed: false, isBlurry: false,
  isWearingMask: false, foreheadNotIncluded: false, eyesNotIncluded: false, mouthNotIncluded: false, problems: [],
};

describe('POST /v1/auth/face-check', () => {
  it('finds one well-taken face with no problems', async () => {
    const res = await faceCheck(appToken, images.frontal);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toEqual(CLEAN);
  });

  it.each([
    ['blurred', { isBlurry: true }, 'the image is blurred'],
    ['dark', { isUnderExposed: true }, 'the image is too dark (under-exposed)'],
    ['overExposed', { isOverExposed: true }, 'the image is too bright (over-exposed)'],
    ['noisy', { containsNoise: true }, 'the image is noisy'],
  ] as const)('flags the %s face as low quality', async (name, flags, problem) => {
    const res = await faceCheck(appToken, images[name]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toEqual({ ...CLEAN, ...flags, isLowQuality: true, problems: [problem] });
  });

  it('flags a face too small to verify', async () => {
    const res = await faceCheck(appToken, images.smallFace);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toEqual({ ...CLEAN, isLowQuality: true, problems: [expect.stringMatching(/^the face is \d+ pixels across; at least 100 are needed$/)] });
  });

  it('counts two faces and says a capture must show one', async () => {
    const res = await faceCheck(appToken, images.twoFaces);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toEqual({ ...CLEAN, faceCount: 2, problems: ['2 faces were found; a capture must show one'] });
  });

  it('answers no face for an empty room', async () => {
    const res = await faceCheck(appToken, images.noFace);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toEqual({ ...CLEAN, faceCount: 0, problems: ['no face was found'] });
  });

  it('says which part of the face is outside the image', async () => {
    const forehead = await faceCheck(appToken, images.noForehead);
    expect(forehead.body.result).toEqual({ ...CLEAN, foreheadNotIncluded: true, problems: ['the forehead is outside the image'] });
    const eyes = await faceCheck(appToken, images.noEyes);
    expect(eyes.body.result).toEqual({
      ...CLEAN, foreheadNotIncluded: true, eyesNotIncluded: true, problems: ['the forehead is outside the image', 'the eyes are outside the image'],
    });
    const mouth = await faceCheck(appToken, images.noMouth);
    expect(mouth.body.result).toEqual({ ...CLEAN, mouthNotIncluded: true, problems: ['the mouth is outside the image'] });
  });
});

describe('POST /v1/auth/liveness', () => {
  it('grades the head turned both ways as one range of motion (yaw)', async () => {
    const res = await liveness(appToken, [images.frontal, images.turnedLeft, images.turnedRight]);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, result: 'OneRangeOfMotion' });
  });

  it('grades turns and tilts as multiple ranges of motion (yaw and roll)', async () => {
    const res = await liveness(appToken, [images.frontal, images.turnedLeft, images.turnedRight, images.tiltedLeft, images.tiltedRight]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toBe('MultipleRangesOfMotion');
  });

  it('grades the head nodded up and down as one range of motion (pitch)', async () => {
    const res = await liveness(appToken, [images.frontal, images.noddedUp, images.noddedDown]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toBe('OneRangeOfMotion');
  });

  it('grades turns, tilts and nods together as all ranges of motion (yaw, roll and pitch)', async () => {
    const res = await liveness(appToken, [images.turnedLeft, images.turnedRight, images.tiltedLeft, images.tiltedRight, images.noddedUp, images.noddedDown]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toBe('AllRangesOfMotion');
  });

  it('grades a still head, or frames without exactly one face, as None', async () => {
    expect((await liveness(appToken, [images.frontal, images.frontal, images.blurred])).body.result).toBe('None');
    expect((await liveness(appToken, [images.noFace, images.turnedLeft, images.twoFaces])).body.result).toBe('None');
  });

  it('records a consumer\'s result on the consumer, without the images', async () => {
    const consumer = await givenConsumer();
    const before = Date.now();
    const res = await liveness(consumer.token, [images.frontal, images.turnedLeft, images.turnedRight]);
    expect(res.status, res.text).toBe(200);
    const item = await tableItem(`CONSUMER#${consumer.reference}`, 'PROFILE');
    expect(item?.['livenessCheck']).toEqual({
      level: 'OneRangeOfMotion', checkedAt: expect.any(String), frameCount: 3, usableFrameCount: 3, detector: 'bundled',
    });
    expect(Date.parse(String((item?.['livenessCheck'] as Record<string, unknown>)['checkedAt']))).toBeGreaterThanOrEqual(before - 1000);
    const stored = JSON.stringify(item);
    expect(stored).not.toContain(base64(images.frontal).slice(0, 64));
    expect(stored.length).toBeLessThan(20_000);

    // Kept for KYC, not part of the interface's profile, and not lost when the profile is updated.
    const profile = await call('GET', `/v1/consumer/admin/${consumer.reference}`, { apiKey: adminApiKey() });
    expect(profile.status).toBe(200);
    expect(profile.body.result).not.toHaveProperty('livenessCheck');
    expect((await adminUpdate({ reference: consumer.reference, lastName: 'Dlamini' })).status).toBe(200);
    const updated = await tableItem(`CONSUMER#${consumer.reference}`, 'PROFILE');
    expect(updated?.['lastName']).toBe('Dlamini');
    expect(updated?.['livenessCheck']).toEqual(item?.['livenessCheck']);
  });

  it('answers a merchant or app token without recording anything, and 404s a token whose consumer does not exist', async () => {
    const merchant = await givenMerchant();
    expect((await liveness(merchant.token, [images.frontal, images.turnedLeft])).body.result).toBe('OneRangeOfMotion');
    expect(await tableItem(`MERCHANT#${merchant.reference}`, 'PROFILE')).not.toHaveProperty('livenessCheck');

    const ghost = await accessToken({ ConsumerReference: '00000000-0000-4000-8000-000000000000' });
    const res = await liveness(ghost, [images.frontal, images.turnedLeft]);
    expect(res.status).toBe(404);
    expect(res.body.error.details).toEqual([{ field: 'header.authorization', reason: 'not found' }]);
  });
});

describe('what the face routes refuse', () => {
  it('refuses without a token, as every access route', async () => {
    expect((await call('POST', '/v1/auth/face-check', { body: { base64Image: base64(images.frontal) } })).status).toBe(401);
    expect((await call('POST', '/v1/auth/liveness', { body: { base64Images: [base64(images.frontal), base64(images.turnedLeft)] } })).status).toBe(401);
  });

  it('400s a missing image, bad base64, a non-image and a corrupt image, naming the field', async () => {
    const cases: [() => ReturnType<typeof faceCheck>, string, RegExp][] = [
      [() => call('POST', '/v1/auth/face-check', { token: appToken, body: {} }), 'body.base64Image', /required|expected string/i],
      [() => faceCheck(appToken, 'not base64 at all!'), 'body.base64Image', /base64/],
      [() => faceCheck(appToken, Buffer.from('just some text, not an image').toString('base64')), 'body.base64Image', /not a JPEG or PNG image/],
      [() => faceCheck(appToken, images.frontal.subarray(0, images.frontal.length / 2)), 'body.base64Image', /damaged or truncated/],
      [() => liveness(appToken, [images.frontal, images.frontal.subarray(0, 2000)]), 'body.base64Images[1]', /damaged or truncated|not a JPEG/],
    ];
    for (const [send, field, reason] of cases) {
      const res = await send();
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.details).toEqual([{ field, reason: expect.stringMatching(reason) }]);
    }
  });

  it('400s a GIF, an image too small to hold a face, and a strip', async () => {
    const gif = await sharp(images.frontal).gif().toBuffer();
    expect((await faceCheck(appToken, gif)).body.error.details).toEqual([{ field: 'body.base64Image', reason: 'is not a JPEG or PNG image' }]);
    const tiny = await sharp(images.frontal).resize(200, 79).jpeg().toBuffer();
    expect((await faceCheck(appToken, tiny)).body.error.details).toEqual([{ field: 'body.base64Image', reason: 'must be at least 80×80 pixels' }]);
    const strip = await sharp({ create: { width: 2500, height: 100, channels: 3, background: '#888' } }).png().toBuffer();
    expect((await faceCheck(appToken, strip)).body.error.details).toEqual([{ field: 'body.base64Image', reason: 'must not be more than 24 times as long as it is wide' }]);
  });

  it('bounds the frame count: 400 below 2 or above 8, naming body.base64Images', async () => {
    for (const frames of [[images.frontal], Array.from({ length: MAX_LIVENESS_IMAGES + 1 }, () => images.smallFace)]) {
      const res = await liveness(appToken, frames);
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.details).toEqual([{ field: 'body.base64Images', reason: expect.stringMatching(/at (least 2|most 8) images/) }]);
    }
  });

  it('413s an image over 1 MiB or 16 megapixels, naming its field; 413s a body over the route limit; 502s a body whose event Lambda cannot take', async () => {
    // Random bytes do not compress: a PNG of them is over 1 MiB.
    const big = await sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } }).png().toBuffer();
    expect(big.length).toBeGreaterThan(MAX_FACE_IMAGE_BYTES);
    const tooBig = await liveness(appToken, [images.frontal, big]);
    expect(tooBig.status, tooBig.text).toBe(413);
    expect(tooBig.body.error.details).toEqual([{ field: 'body.base64Images[1]', reason: expect.stringMatching(/^the image is \d+ bytes, more than 1048576$/) }]);

    // A flat 4100×4100 PNG is small in bytes but over the pixel bound.
    const huge = await sharp({ create: { width: 4100, height: 4100, channels: 3, background: '#777' } }).png().toBuffer();
    const wide = await faceCheck(appToken, huge);
    expect(wide.status, wide.text).toBe(413);
    expect(wide.body.error.details).toEqual([{ field: 'body.base64Image', reason: 'the image is 4100×4100 pixels, more than 16777216' }]);

    // Six images each under 1 MiB make a body over the route's 6 MB that Lambda still takes (an event under 6 MiB): the route's 413.
    const justOver = await sharp(randomBytes(504 * 504 * 3), { raw: { width: 504, height: 504, channels: 3 } }).png().toBuffer();
    const justOverBody = Array.from({ length: 6 }, () => justOver.toString('base64'));
    expect(JSON.stringify({ base64Images: justOverBody }).length).toBeGreaterThan(MAX_IMAGE_BODY_BYTES);
    expect(JSON.stringify({ base64Images: justOverBody }).length).toBeLessThan(6 * 1024 * 1024 - 100_000);
    const body = await liveness(appToken, Array.from({ length: 6 }, () => justOver));
    expect(body.status, body.text).toBe(413);
    expect(body.body.error.details).toEqual([{ field: 'body', reason: expect.stringMatching(/^larger than/) }]);

    // Larger still (and under API Gateway's 10 MB), the event is over Lambda's 6 MiB: Invoke refuses it and API Gateway answers 502 (LOC-11).
    const underLimit = await sharp(randomBytes(540 * 540 * 3), { raw: { width: 540, height: 540, channels: 3 } }).png().toBuffer();
    expect(underLimit.length).toBeLessThan(MAX_FACE_IMAGE_BYTES);
    const refused = await liveness(appToken, Array.from({ length: 6 }, () => underLimit));
    expect(refused.status).toBe(502);
  });

  it('never writes an image to the function logs', async () => {
    await faceCheck(appToken, images.frontal);
    await liveness(appToken, [images.frontal, images.dark]);
    const log = readFileSync(inject('functionLogFile'), 'utf8');
    for (const image of [images.frontal, images.dark]) expect(log).not.toContain(base64(image).slice(100, 164));
  });
});

/**
 * The Rekognition adapter's call, with the SDK replaced (no Rekognition runs locally): what it asks
 * for, and a spent DetectFaces rate answered as 429 (docs/decisions/liveness.md, LIV-1).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LoadOnUse from '../../shared/load-on-use.js';

const sent: unknown[] = [];
let answer: () => Promise<unknown> = async () => ({ FaceDetails: [] });

vi.mock('../../shared/load-on-use.js', async (original) => {
  const real = await original<typeof LoadOnUse>();
  return {
    ...real,
    // Only Rekognition's client is replaced; sharp is the real one.
    loadOnUse: (specifier: Parameters<typeof real.loadOnUse>[0]) => specifier !== '@aws-sdk/client-rekognition' ? real.loadOnUse(specifier) : {
      DetectFacesCommand: class { constructor(readonly input: unknown) {} },
      RekognitionClient: class { send(command: { input: unknown }) { sent.push(command.input); return answer(); } },
    },
  };
});

const { rekognitionDetector } = await import('../../shared/liveness/rekognition-detector.js');
const sharp = (await import('sharp')).default;

const image = async () => ({ width: 100, height: 100, rgb: await sharp({ create: { width: 100, height: 100, channels: 3, background: '#777' } }).raw().toBuffer() });

describe('the Rekognition adapter', () => {
  beforeEach(() => {
    sent.length = 0;
    answer = async () => ({ FaceDetails: [] });
  });

  it('sends the image as JPEG bytes and asks for the default attributes and occlusion; drops faces under 50 %', async () => {
    answer = async () => ({ FaceDetails: [{ Confidence: 99, BoundingBox: { Left: 0.1, Top: 0.1, Width: 0.5, Height: 0.5 } }, { Confidence: 40 }] });
    const faces = await rekognitionDetector.detect(await image());
    expect(faces).toHaveLength(1);
    expect(faces[0]!.box).toEqual({ left: 10, top: 10, width: 50, height: 50 });
    const input = sent[0] as { Image: { Bytes: Buffer }; Attributes: string[] };
    expect(input.Attributes).toEqual(['DEFAULT', 'FACE_OCCLUDED']);
    expect(input.Image.Bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('answers a spent rate with 429 and Retry-After, and lets other failures through', async () => {
    answer = async () => { throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }); };
    await expect(rekognitionDetector.detect(await image())).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '1' } });
    answer = async () => { throw Object.assign(new Error('boom'), { name: 'InternalServerError' }); };
    await expect(rekognitionDetector.detect(await image())).rejects.toMatchObject({ name: 'InternalServerError' });
  });
});

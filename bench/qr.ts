/**
 * QR figures for `npm run bench` (also alone: `npx tsx bench/qr.ts`): decode and encode throughput in
 * codes per second, over the real corpus and over generated codes, and the time to draw one image
 * (PNG without and with a logo, SVG). Figures only, no assertions (docs/decisions/qr.md, QR-23).
 * BENCH_QR_SECONDS sets how long each throughput loop runs (default 1).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { decodeAnswer } from '../shared/qr/decode-answer.js';
import { decodeEmv } from '../shared/qr/emv-decode.js';
import { encodeEmv } from '../shared/qr/emv-encode.js';
import { emvPayloadFor } from '../shared/qr/generate-emv.js';
import { maxLogoSize, qrPng, qrSvg } from '../shared/qr/image.js';
import { readQr } from '../shared/qr/schemes/detect.js';
import { emvQrBody, type EmvQrBody } from '../shared/schemas/emv-qr-request.js';
import { median } from './measure.js';

const SECONDS = Number(process.env['BENCH_QR_SECONDS'] ?? 1);
const IMAGE_RUNS = 15;
const corpusFile = resolve(import.meta.dirname, '../test/fixtures/qr/real-payloads.json');
const corpus = (JSON.parse(readFileSync(corpusFile, 'utf8')) as { payload: string }[]).map((entry) => entry.payload);

/** 200 distinct descriptions of a typical dynamic code (an invoice, a terminal, an amount). */
const descriptions: EmvQrBody[] = Array.from({ length: 200 }, (_, i) => emvQrBody.parse({
  qrPresentationType: 'Dynamic',
  merchantInfo: { merchantName: `Merchant ${i}`, merchantCategoryCode: '5812', countryInfo: 'ZA', cityName: 'Cape Town' },
  transactionInfo: { transactionCurrency: '710', transactionAmount: `${100 + i}.${String(i % 100).padStart(2, '0')}` },
  additionalInfo: { billNumber: `INV-${100_000 + i}`, terminalLabel: `T${i % 7}` },
  merchantAccountInfo: { '26': { globalUniqueIdentifier: 'za.co.example', contextSpecificData: { '01': `M-${i}` } } },
}));
const generated = descriptions.map((description) => emvPayloadFor(description));

/** Codes per second: `work` over `items`, round after round, for SECONDS. */
function throughput<T>(items: readonly T[], work: (item: T) => unknown): number {
  for (const item of items) work(item);
  let done = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  while (performance.now() < until) {
    for (const item of items) work(item);
    done += items.length;
  }
  return done / ((performance.now() - started) / 1000);
}

async function imageMs(draw: () => Promise<unknown>): Promise<number> {
  await draw();
  const times: number[] = [];
  for (let i = 0; i < IMAGE_RUNS; i += 1) {
    const started = performance.now();
    await draw();
    times.push(performance.now() - started);
  }
  return median(times);
}

function logo(): { width: number; height: number; data: Buffer } {
  const png = new PNG({ width: 256, height: 256 });
  png.data.fill(180);
  return { width: 256, height: 256, data: png.data };
}

export interface QrFigures {
  codesPerSecond: Record<string, number>;
  msPerImage: Record<string, number>;
}

export async function qrBench(): Promise<QrFigures> {
  const payload = generated[0] ?? '';
  const long = corpus.reduce((a, b) => (b.length > a.length && decodeEmv(b).ok ? b : a), '');
  const placement = { image: logo(), size: maxLogoSize(payload) };
  const codesPerSecond = {
    'decode corpus (codec, decodeEmv)': throughput(corpus, (code) => decodeEmv(code)),
    'decode corpus (schemes, readQr)': throughput(corpus, (code) => readQr(code)),
    'decode corpus (GET /v1/qr/decode answer)': throughput(corpus, (code) => {
      try {
        return decodeAnswer(code);
      } catch {
        return undefined;
      }
    }),
    'decode generated (answer)': throughput(generated, (code) => decodeAnswer(code)),
    'encode generated (codec, encodeEmv)': throughput(generated.map((code) => (readQr(code).ok ? decodeEmv(code) : undefined)), (decoded) => (decoded?.ok ? encodeEmv(decoded.decoded.fields) : undefined)),
    'encode generated (generate/emv payload, with its checks)': throughput(descriptions, (description) => emvPayloadFor(description)),
  };
  const msPerImage = {
    [`PNG, ${payload.length}-char payload`]: await imageMs(() => qrPng(payload)),
    [`PNG with logo, ${payload.length}-char payload`]: await imageMs(() => qrPng(payload, placement)),
    [`PNG, ${long.length}-char payload`]: await imageMs(() => qrPng(long)),
    [`PNG with logo, ${long.length}-char payload`]: await imageMs(() => qrPng(long, { image: logo(), size: maxLogoSize(long) })),
    [`SVG, ${payload.length}-char payload`]: await imageMs(() => qrSvg(payload)),
    [`SVG with logo, ${payload.length}-char payload`]: await imageMs(() => qrSvg(payload, placement)),
  };
  return { codesPerSecond, msPerImage };
}

export function printQrFigures(figures: QrFigures): void {
  console.log(`\nQR codec (${SECONDS} s per loop, median of ${IMAGE_RUNS} images)`);
  for (const [name, value] of Object.entries(figures.codesPerSecond)) console.log(`${name.padEnd(60)}${Math.round(value).toLocaleString('en-US').padStart(12)} codes/s`);
  for (const [name, value] of Object.entries(figures.msPerImage)) console.log(`${name.padEnd(60)}${value.toFixed(1).padStart(12)} ms`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) printQrFigures(await qrBench());

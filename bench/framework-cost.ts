/**
 * `npm run bench:framework`: where a route handler's cold start goes above the floor. Bundles the
 * floor, the floor with middy, with zod/mini, behind the whole endpoint chain, with a second AWS
 * client (SQS, Step Functions, S3, SESv2, SNS), the endpoint chain with each of those clients (the least a
 * route that needs one can carry), and two of the plainest real handlers, then imports them in
 * interleaved rounds (fresh process each) and prints each median as a ratio to the floor's median
 * of the same rounds (docs/benchmarks.md, PERF-3). The last column is each bundle's size if the
 * SDK's generated schemas could be tree-shaken (sdk-trait-keys.ts, PERF-25): not what deploys.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { bundle, median, timeImport } from './measure.js';
import { literalTraitKeys } from './sdk-trait-keys.js';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = resolve(ROOT, '.bench', 'framework');
const ROUNDS = Number(process.env['BENCH_RUNS'] ?? 15);

const ENTRIES: [string, string][] = [
  ['floor (GetItem)', 'bench/floor.ts'],
  ['+ middy', 'bench/framework/with-middy.ts'],
  ['+ zod/mini, one schema', 'bench/framework/with-zod.ts'],
  ['+ endpoint chain, ping row', 'bench/framework/with-endpoint.ts'],
  ['+ SQS client (outbox, webhooks)', 'bench/framework/with-sqs.ts'],
  ['+ Step Functions client (pay, refund)', 'bench/framework/with-sfn.ts'],
  ['+ S3 client (KYC files)', 'bench/framework/with-s3.ts'],
  ['+ SESv2 client (e-mail)', 'bench/framework/with-sesv2.ts'],
  ['+ SNS client (SMS)', 'bench/framework/with-sns.ts'],
  ['endpoint chain + SQS client', 'bench/framework/with-endpoint-sqs.ts'],
  ['endpoint chain + SFN client', 'bench/framework/with-endpoint-sfn.ts'],
  ['endpoint chain + S3 client', 'bench/framework/with-endpoint-s3.ts'],
  ['wallets/get-wallet', 'functions/wallets/get-wallet.ts'],
  ['accounts/bank-account-balance', 'functions/accounts/bank-account-balance.ts'],
];

mkdirSync(OUT, { recursive: true });
const built = await Promise.all(ENTRIES.map(async ([name, entry], i) => {
  const file = resolve(OUT, `${i}.mjs`);
  const shakeable = await bundle(resolve(ROOT, entry), resolve(OUT, `${i}-literal-keys.mjs`), [], [literalTraitKeys]);
  return { name, file, bytes: await bundle(resolve(ROOT, entry), file), shakeable, ms: [] as number[] };
}));
for (let round = 0; round < ROUNDS; round++) for (const b of built) b.ms.push(...timeImport(b.file, 1));

const [floor] = built;
if (!floor) throw new Error('no floor');
const floorMs = median(floor.ms);
console.log(`${'bundle'.padEnd(32)} ${'KB'.padStart(5)}  size  ${'ms'.padStart(6)}  time   KB if the SDK's schemas shook (PERF-25)   (median of ${ROUNDS} interleaved imports)`);
for (const b of built) {
  const ms = median(b.ms);
  const shaken = `${String(Math.round(b.shakeable / 1024)).padStart(5)} ${(b.shakeable / floor.bytes).toFixed(2)}× (${b.shakeable > b.bytes ? '+' : '−'}${Math.abs(b.shakeable - b.bytes)} B)`;
  console.log(`${b.name.padEnd(32)} ${String(Math.round(b.bytes / 1024)).padStart(5)} ${(b.bytes / floor.bytes).toFixed(2)}× ${ms.toFixed(1).padStart(6)} ${(ms / floorMs).toFixed(2)}×   ${shaken}`);
}

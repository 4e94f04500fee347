/**
 * `npm run bench:payment`: payments end to end against a local platform started in memory in this
 * process (bench/payment-platform.ts counts every DynamoDB call the functions make). Figures only, no
 * assertions; needs Java 17 (DynamoDB Local). Four parts (docs/benchmarks.md):
 *  1. n sources → n destinations for n = 1, 2, 5, 10 (BENCH_PAYMENT_RUNS each, default 3, after one
 *     warm-up): state transitions, DynamoDB write calls, items and write units — by AWS's rules on
 *     paper (dynamo-counts.ts, awsWriteUnits) and as DynamoDB Local reports them —, cost on paper,
 *     each beside issue 16's target (WCU ≤ 12·2n, write calls ≤ 3 + 2n, transitions ≤ 2 + 3n).
 *  2. A partial refund of each 2 → 2 payment (card source, merchant destination).
 *  3. Hot keys: every key written during BENCH_HOT_KEY_PAYMENTS (200) mixed payments, one at a time
 *     so each write belongs to one payment; the largest share of payments writing one key (≤ 1/32).
 *  4. Local throughput: 2 → 2 payments completed per second with 20 concurrent clients
 *     (BENCH_THROUGHPUT_PAYMENTS, 200), and where the time goes.
 */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { median } from './measure.js';
import { freshCounts, historyFigures, payBody, startBench, type Bench, type Counts } from './payment-platform.js';

const RUNS = Number(process.env['BENCH_PAYMENT_RUNS'] ?? 3);
const LEG_COUNTS = [1, 2, 5, 10];
const HOT_KEY_PAYMENTS = Number(process.env['BENCH_HOT_KEY_PAYMENTS'] ?? 200);
const THROUGHPUT_PAYMENTS = Number(process.env['BENCH_THROUGHPUT_PAYMENTS'] ?? 200);
const THROUGHPUT_CLIENTS = 20;

/**
 * us-east-1 list prices in USD, first volume tier, read 2026-11-25 (sources in docs/benchmarks.md,
 * "Capacity model": Step Functions S7, Lambda S11, DynamoDB on-demand S23 (since the Nov-2024 cut),
 * SQS S25, API Gateway REST S17). A rate marked (2°) there came from a secondary source.
 */
const PRICES = {
  sfnPerTransition: 0.025 / 1000,
  lambdaPerRequest: 0.2 / 1e6,
  lambdaPerGbSecondArm: 0.0000133334,
  ddbPerWriteUnit: 0.625 / 1e6,
  ddbPerReadUnit: 0.125 / 1e6,
  sqsPerRequest: 0.4 / 1e6,
  apiGatewayRestPerRequest: 3.5 / 1e6,
};
const LAMBDA_GB = 0.25;

interface Run { ms: number; transitions: number; tasks: number; taskMs: number; counts: Counts }

/** Cost on paper of one payment: the platform's own DynamoDB units by AWS's rules (not the sandbox rails'), Lambda time bounded by the whole POST → SUCCEEDED window. */
function costOf(runs: Run[]): { total: number; parts: Record<string, number> } {
  const med = (f: (r: Run) => number) => median(runs.map(f));
  const parts = {
    stepFunctions: med((r) => r.transitions) * PRICES.sfnPerTransition,
    lambdaRequests: (med((r) => r.tasks) + 2) * PRICES.lambdaPerRequest, // the tasks + the pay handler + the authorizer (uncached)
    lambdaCompute: (med((r) => r.ms) / 1000) * LAMBDA_GB * PRICES.lambdaPerGbSecondArm,
    dynamoWrites: med((r) => r.counts.awsWcu - r.counts.sandbox.awsWcu) * PRICES.ddbPerWriteUnit,
    dynamoReads: med((r) => r.counts.rcu) * PRICES.ddbPerReadUnit,
    sqs: med((r) => r.counts.sqsCalls) * PRICES.sqsPerRequest,
    apiGateway: 1 * PRICES.apiGatewayRestPerRequest,
  };
  return { total: Object.values(parts).reduce((s, v) => s + v, 0), parts };
}

/** One payment, counted from POST /v1/pay to its execution SUCCEEDED. */
async function measuredPayment(bench: Bench, sources: number, merchants: string[], token: string): Promise<Run & { paymentReference: string }> {
  const counts = freshCounts();
  bench.counting = counts;
  const started = performance.now();
  const pay = await bench.api('POST', '/v1/pay', { Authorization: `Bearer ${token}` }, payBody(sources, merchants));
  const paymentReference = String(pay['paymentReference']);
  const arn = bench.executionArn(paymentReference);
  await bench.untilSucceeded(arn);
  const ms = performance.now() - started;
  bench.counting = undefined;
  return { ms, counts, paymentReference, ...historyFigures(await bench.history(arn)) };
}

async function refundOf(bench: Bench, paymentReference: string, token: string, merchant: string): Promise<Run> {
  const paid = await bench.api('GET', `/v1/pay/status/${paymentReference}`, { Authorization: `Bearer ${token}` }) as { paymentSources: { cards: { transactionReference: string }[] }; paymentDestinations: { merchants: { transactionReference: string }[] } };
  const merchantToken = String((await bench.api('POST', `/v1/auth/admin/token/generate/merchant/${merchant}`, bench.admin))['accessToken']);
  const counts = freshCounts();
  bench.counting = counts;
  const started = performance.now();
  const refund = await bench.api('POST', '/v2/refund', { Authorization: `Bearer ${merchantToken}` }, {
    sourceTransactionReference: paid.paymentSources.cards[0]?.transactionReference, destinationTransactionReference: paid.paymentDestinations.merchants[0]?.transactionReference, refundAmountInCents: 500,
  });
  const arn = bench.executionArn(String(refund['reference']), 'REFUND');
  await bench.untilSucceeded(arn);
  const ms = performance.now() - started;
  bench.counting = undefined;
  return { ms, counts, ...historyFigures(await bench.history(arn)) };
}

async function legsTable(bench: Bench): Promise<void> {
  const token = await bench.consumerToken();
  await measuredPayment(bench, 2, [await bench.newMerchant(), await bench.newMerchant()], token); // warms the modules up
  console.log(`\n1. n sources → n destinations (sources alternate card and mobile wallet; destinations merchants), median of ${RUNS} runs, Node ${process.version}`);
  console.log('| n→n | transitions (≤ 2+3n) | write calls, platform (≤ 3+2n) | + sandbox rails | WCU on paper, platform (≤ 24n) | + sandbox rails | WCU, DynamoDB Local | items | RCU | POST→SUCCEEDED ms | USD per payment (≤ 0.001 at 10→10) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  const refunds: Run[] = [];
  let cost2 = '';
  for (const n of LEG_COUNTS) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run++) {
      const merchants = await Promise.all(Array.from({ length: n }, () => bench.newMerchant()));
      const payment = await measuredPayment(bench, n, merchants, token);
      runs.push(payment);
      if (n === 2) refunds.push(await refundOf(bench, payment.paymentReference, token, merchants[0]!));
    }
    const med = (f: (r: Run) => number) => median(runs.map(f));
    const mark = (value: number, target: number) => `${value}${value <= target ? '' : ' ✗'}`;
    const cost = costOf(runs);
    if (n === 2) cost2 = JSON.stringify(Object.fromEntries(Object.entries(cost.parts).map(([k, v]) => [k, Number(v.toFixed(8))])));
    if (n === 2) cost2 += `; mean DynamoDB call ${med((r) => r.counts.dynamoMs / Object.values(r.counts.calls).reduce((a, b) => a + b, 0)).toFixed(1)} ms, one payment at a time`;
    console.log(`| ${n}→${n} | ${mark(med((r) => r.transitions), 2 + 3 * n)} | ${mark(med((r) => r.counts.writeCalls - r.counts.sandbox.writeCalls), 3 + 2 * n)} | ${med((r) => r.counts.sandbox.writeCalls)} | ${mark(med((r) => r.counts.awsWcu - r.counts.sandbox.awsWcu), 24 * n)} | ${med((r) => r.counts.sandbox.awsWcu)} | ${med((r) => r.counts.wcu - r.counts.sandbox.wcu)} | ${med((r) => r.counts.writeItems)} | ${med((r) => r.counts.rcu)} | ${med((r) => r.ms).toFixed(0)} | ${cost.total.toFixed(6)} |`);
  }
  console.log(`cost parts, 2→2 (USD): ${cost2}`);
  const rmed = (f: (r: Run) => number) => median(refunds.map(f));
  console.log(`\n2. refund of 500 cents (card ← merchant balance) of each 2→2 payment, ${refunds.length} runs`);
  console.log(`  state transitions ${rmed((r) => r.transitions)}; DynamoDB write calls ${rmed((r) => r.counts.writeCalls)} (sandbox rails ${rmed((r) => r.counts.sandbox.writeCalls)}), items ${rmed((r) => r.counts.writeItems)}, WCU on paper ${rmed((r) => r.counts.awsWcu)} (DynamoDB Local ${rmed((r) => r.counts.wcu)}); RCU ${rmed((r) => r.counts.rcu)}; POST → SUCCEEDED ${rmed((r) => r.ms).toFixed(0)} ms`);
}

/** Writes grouped by what the key is: its PK up to the first variable part. */
const keyKind = (key: string) => key.split(' ')[0]!.replace(/#[^#]*$/, '#…');

async function hotKeys(bench: Bench): Promise<void> {
  // A pool of merchants and consumers, used round robin: a platform-wide key shows, one merchant's own does not.
  const merchants = await Promise.all(Array.from({ length: 100 }, () => bench.newMerchant()));
  const tokens = await Promise.all(Array.from({ length: 20 }, () => bench.consumerToken()));
  const writers = new Map<string, number>();
  let next = 0;
  for (let i = 0; i < HOT_KEY_PAYMENTS; i++) {
    const destinations = Array.from({ length: 1 + ((i >> 1) % 3) }, () => merchants[next++ % merchants.length]!);
    const { counts } = await measuredPayment(bench, 1 + (i % 3), destinations, tokens[i % tokens.length]!);
    for (const key of counts.keys.keys()) writers.set(key, (writers.get(key) ?? 0) + 1);
  }
  const ranked = [...writers.entries()].sort((a, b) => b[1] - a[1]);
  const share = (count: number) => `${count}/${HOT_KEY_PAYMENTS} = ${((100 * count) / HOT_KEY_PAYMENTS).toFixed(1)}%`;
  const [top] = ranked;
  console.log(`\n3. hot keys: ${writers.size} keys written during ${HOT_KEY_PAYMENTS} mixed payments (1–3 sources, 1–3 of 100 merchants, 20 consumers)`);
  console.log(`  largest share of payments writing one key: ${top ? `${share(top[1])} (${top[0]})` : 'none'}; target ≤ 1/32 = 3.1% ${top && top[1] * 32 <= HOT_KEY_PAYMENTS ? '✓' : '✗'}`);
  const byKind = new Map<string, number>();
  for (const [key, count] of ranked) byKind.set(keyKind(key), Math.max(byKind.get(keyKind(key)) ?? 0, count));
  console.log(`  largest share per kind of key: ${[...byKind.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([kind, count]) => `${kind} ${share(count)}`).join('; ')}`);
}

/** CPU seconds (user + system) of a process, from /proc (Linux); undefined elsewhere. */
function cpuSecondsOf(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return undefined;
  }
}

/** DynamoDB Local: the java process this one started. */
function dynamoLocalPid(): number | undefined {
  try {
    const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
    const line = out.split('\n').find((l) => /java/.test(l));
    return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
  } catch {
    return undefined;
  }
}

async function throughput(bench: Bench): Promise<void> {
  const merchants = await Promise.all(Array.from({ length: 2 * THROUGHPUT_CLIENTS }, () => bench.newMerchant()));
  const tokens = await Promise.all(Array.from({ length: THROUGHPUT_CLIENTS }, () => bench.consumerToken()));
  const counts = freshCounts();
  const javaPid = dynamoLocalPid();
  const javaBefore = javaPid === undefined ? undefined : cpuSecondsOf(javaPid);
  const cpuBefore = process.cpuUsage();
  const latencies: number[] = [];
  let started = 0;
  bench.counting = counts;
  const t0 = performance.now();
  await Promise.all(tokens.map(async (token, client) => {
    while (started < THROUGHPUT_PAYMENTS) {
      started += 1;
      const t = performance.now();
      const pay = await bench.api('POST', '/v1/pay', { Authorization: `Bearer ${token}` }, payBody(2, merchants.slice(2 * client, 2 * client + 2)));
      await bench.untilSucceeded(bench.executionArn(String(pay['paymentReference'])), 20);
      latencies.push(performance.now() - t);
    }
  }));
  const seconds = (performance.now() - t0) / 1000;
  bench.counting = undefined;
  const cpu = process.cpuUsage(cpuBefore);
  const javaAfter = javaPid === undefined ? undefined : cpuSecondsOf(javaPid);
  const calls = Object.values(counts.calls).reduce((s, v) => s + v, 0);
  console.log(`\n4. local throughput: ${latencies.length} payments (2→2) with ${THROUGHPUT_CLIENTS} concurrent clients in ${seconds.toFixed(1)} s = ${(latencies.length / seconds).toFixed(1)} payments/s; POST → SUCCEEDED median ${median(latencies).toFixed(0)} ms`);
  console.log(`  DynamoDB: ${calls} calls (${(calls / latencies.length).toFixed(1)} a payment), ${(counts.wcu / seconds).toFixed(0)} WCU/s, mean call ${(counts.dynamoMs / calls).toFixed(1)} ms under load`);
  console.log(`  CPU: this process (functions, API, Step Functions runner, SQS, S3) ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s = ${((cpu.user + cpu.system) / 1e6 / seconds).toFixed(2)} cores; DynamoDB Local (java) ${javaBefore === undefined || javaAfter === undefined ? 'not found' : `${(javaAfter - javaBefore).toFixed(1)} s = ${((javaAfter - javaBefore) / seconds).toFixed(2)} cores`}; the machine has ${(await import('node:os')).availableParallelism()} cores`);
}

const bench = await startBench();
try {
  await legsTable(bench);
  if (HOT_KEY_PAYMENTS > 0) await hotKeys(bench);
  if (THROUGHPUT_PAYMENTS > 0) await throughput(bench);
} finally {
  await bench.platform.close();
}

/**
 * `npm run bench:payment`: one 2-source → 2-destination payment end to end against a local platform
 * started in memory in this process, BENCH_PAYMENT_RUNS times (default 5). Prints state transitions
 * (StateEntered events of the execution history), DynamoDB calls, items written and capacity units
 * (counted by a middleware on the shared document client — the functions run in this process — for
 * the window POST /v1/pay → execution SUCCEEDED), SQS calls, time from POST to Completed (median),
 * and the AWS cost per payment on paper. Then, per run, a partial refund of that payment (card
 * source, merchant destination) is measured the same way: POST /v2/refund → refund execution
 * SUCCEEDED. Figures only, no assertions. Needs Java 17 (DynamoDB Local).
 */
import { DescribeExecutionCommand, GetExecutionHistoryCommand, SFNClient } from '@aws-sdk/client-sfn';
import { randomBytes, randomUUID } from 'node:crypto';
import { startPlatform } from '../lib/local/platform.js';
import { addCapacity, itemsWritten, WRITE_OPS, type Capacity } from './dynamo-counts.js';
import { median } from './measure.js';

const RUNS = Number(process.env['BENCH_PAYMENT_RUNS'] ?? 5);
/** us-east-1 list prices (USD) as published on the AWS pricing pages in 2025; not re-checked since. */
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

interface Counts { calls: Record<string, number>; writeCalls: number; writeItems: number; sandboxWriteCalls: number; wcu: number; rcu: number; sqsCalls: number }
const fresh = (): Counts => ({ calls: {}, writeCalls: 0, writeItems: 0, sandboxWriteCalls: 0, wcu: 0, rcu: 0, sqsCalls: 0 });

/** The sandbox rails keep their own state on the table (shared/rails/sandbox-table.ts): a real processor's work, not the platform's. */
function isSandboxWrite(input: Record<string, unknown>): boolean {
  const key = (input['Key'] ?? input['Item']) as Record<string, unknown> | undefined;
  return typeof key?.['PK'] === 'string' && /^(RAILOP|VAULT)#/.test(key['PK']);
}
let counting: Counts | undefined;

async function main(): Promise<void> {
  const adminApiKey = randomBytes(24).toString('base64url');
  const platform = await startPlatform({ port: 0, adminApiKey });
  try {
    // Imported after the platform set AWS_ENDPOINT_URL_*: the same module instances the functions use.
    const { documentClient, sqs } = await import('../shared/aws/clients.js');
    documentClient.middlewareStack.add((next, context) => async (args) => {
      const c = counting;
      const command = String(context.commandName);
      const input = args.input as Record<string, unknown>;
      const write = WRITE_OPS.has(command);
      if (c) input['ReturnConsumedCapacity'] = 'TOTAL';
      const out = await next(args);
      if (c) {
        c.calls[command] = (c.calls[command] ?? 0) + 1;
        if (write) {
          c.writeCalls += 1;
          c.writeItems += itemsWritten(command, input);
          if (isSandboxWrite(input)) c.sandboxWriteCalls += 1;
        }
        addCapacity(c, (out.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity, write);
      }
      return out;
    }, { step: 'initialize', name: 'benchCounter' });
    sqs.middlewareStack.add((next) => async (args) => {
      if (counting) counting.sqsCalls += 1;
      return next(args);
    }, { step: 'initialize', name: 'benchCounter' });

    const sfn = new SFNClient({ endpoint: platform.endpoints.stepfunctions, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const api = async (method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Record<string, unknown>> => {
      const res = await fetch(platform.baseUrl + path, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      const json = (await res.json()) as { result: Record<string, unknown> };
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.result;
    };
    const admin = { 'x-api-key': adminApiKey };
    const merchant = async () => String((await api('POST', '/v1/merchant/admin', admin, { name: `Bench ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR' }))['reference']);
    const stateMachineArn = platform.env['WORKFLOW_ARN_PAYMENT'] ?? '';
    const refundMachineArn = platform.env['WORKFLOW_ARN_REFUND'] ?? '';
    // Polls Step Functions, not the status route, so the polling adds no DynamoDB reads.
    const untilSucceeded = async (executionArn: string) => {
      for (;;) {
        const status = await sfn.send(new DescribeExecutionCommand({ executionArn })).catch(() => undefined);
        if (status?.status === 'SUCCEEDED') return;
        if (status?.status && status.status !== 'RUNNING') throw new Error(`execution ${status.status}`);
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    const refundRows: { ms: number; transitions: number; counts: Counts }[] = [];

    const rows: { ms: number; transitions: number; tasks: number; taskMs: number; counts: Counts }[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const [a, b] = [await merchant(), await merchant()];
      const token = String((await api('POST', '/v1/auth/admin/token/generate', admin, { claims: { UserReference: randomUUID() } }))['accessToken']);
      const counts = fresh();
      counting = counts;
      const started = performance.now();
      const pay = await api('POST', '/v1/pay', { Authorization: `Bearer ${token}` }, {
        paymentSources: {
          cards: [{ amountInCents: 3000, currency: 'ZAR', nameOnCard: 'Ada Lovelace', cardNumber: '4242424242424242', cvv: '987', expiryMonth: '12', expiryYear: '2099' }],
          mobileWallets: [{ mobileWalletOperator: 'MTN_GH', msisdn: '+233241234567', amountInCents: 2000, currency: 'ZAR' }],
        },
        paymentDestinations: { merchants: [{ amountInCents: 4000, currency: 'ZAR', merchantReference: a }, { amountInCents: 1000, currency: 'ZAR', merchantReference: b }] },
      });
      const executionArn = stateMachineArn.replace(':stateMachine:', ':execution:') + `:${String(pay['paymentReference'])}`;
      await untilSucceeded(executionArn);
      const ms = performance.now() - started;
      counting = undefined;
      const events = (await sfn.send(new GetExecutionHistoryCommand({ executionArn, maxResults: 1000 }))).events ?? [];
      const entered = events.filter((e) => String(e.type).endsWith('StateEntered'));
      let taskMs = 0;
      const open = new Map<string, number>();
      for (const e of events) {
        const name = e.stateEnteredEventDetails?.name ?? e.stateExitedEventDetails?.name ?? '';
        if (e.type === 'TaskStateEntered') open.set(`${name}#${open.size}`, e.timestamp?.getTime() ?? 0);
        if (e.type === 'TaskStateExited') {
          const key = [...open.keys()].find((k) => k.startsWith(`${name}#`));
          if (key !== undefined) {
            taskMs += (e.timestamp?.getTime() ?? 0) - (open.get(key) ?? 0);
            open.delete(key);
          }
        }
      }
      const tasks = entered.filter((e) => e.type === 'TaskStateEntered').length;
      if (run > 0) rows.push({ ms, transitions: entered.length, tasks, taskMs, counts }); // run 0 warms the modules up

      // A partial refund of the card source, asked by the merchant that received it.
      const paid = await api('GET', `/v1/pay/status/${String(pay['paymentReference'])}`, { Authorization: `Bearer ${token}` }) as { paymentSources: { cards: { transactionReference: string }[] }; paymentDestinations: { merchants: { transactionReference: string }[] } };
      const merchantToken = String((await api('POST', `/v1/auth/admin/token/generate/merchant/${a}`, admin))['accessToken']);
      const refundCounts = fresh();
      counting = refundCounts;
      const refundStarted = performance.now();
      const refund = await api('POST', '/v2/refund', { Authorization: `Bearer ${merchantToken}` }, {
        sourceTransactionReference: paid.paymentSources.cards[0]?.transactionReference, destinationTransactionReference: paid.paymentDestinations.merchants[0]?.transactionReference, refundAmountInCents: 1000,
      });
      const refundArn = refundMachineArn.replace(':stateMachine:', ':execution:') + `:${String(refund['reference'])}`;
      await untilSucceeded(refundArn);
      const refundMs = performance.now() - refundStarted;
      counting = undefined;
      const refundEvents = (await sfn.send(new GetExecutionHistoryCommand({ executionArn: refundArn, maxResults: 1000 }))).events ?? [];
      if (run > 0) refundRows.push({ ms: refundMs, transitions: refundEvents.filter((e) => String(e.type).endsWith('StateEntered')).length, counts: refundCounts });
    }

    const last = rows.at(-1)!;
    const med = (f: (r: (typeof rows)[number]) => number) => median(rows.map(f));
    const transitions = med((r) => r.transitions);
    const lambdaInvocations = med((r) => r.tasks) + 2; // the tasks + the pay handler + the authorizer (uncached)
    // Upper bound: the whole POST → SUCCEEDED window billed as Lambda time (the tasks run one after another; the pay handler is inside it).
    const lambdaGbS = (med((r) => r.ms) / 1000) * LAMBDA_GB;
    const cost = {
      stepFunctions: transitions * PRICES.sfnPerTransition,
      lambdaRequests: lambdaInvocations * PRICES.lambdaPerRequest,
      lambdaCompute: lambdaGbS * PRICES.lambdaPerGbSecondArm,
      dynamoWrites: med((r) => r.counts.wcu) * PRICES.ddbPerWriteUnit,
      dynamoReads: med((r) => r.counts.rcu) * PRICES.ddbPerReadUnit,
      sqs: med((r) => r.counts.sqsCalls) * PRICES.sqsPerRequest,
      apiGateway: 1 * PRICES.apiGatewayRestPerRequest,
    };
    const total = Object.values(cost).reduce((s, v) => s + v, 0);
    console.log(`2 sources → 2 destinations, ${rows.length} runs (after 1 warm-up), Node ${process.version}`);
    console.log(`state transitions        ${transitions} (target ≤ 25)`);
    console.log(`DynamoDB write calls     ${med((r) => r.counts.writeCalls)}  items written ${med((r) => r.counts.writeItems)}  WCU ${med((r) => r.counts.wcu)}`);
    console.log(`  of which the sandbox rails' own state ${med((r) => r.counts.sandboxWriteCalls)}; the platform's ${med((r) => r.counts.writeCalls - r.counts.sandboxWriteCalls)} (target ≤ 12 writes)`);
    console.log(`DynamoDB reads           RCU ${med((r) => r.counts.rcu)}`);
    console.log(`DynamoDB calls (last)    ${JSON.stringify(last.counts.calls)}`);
    console.log(`SQS calls                ${med((r) => r.counts.sqsCalls)}`);
    console.log(`Lambda invocations       ${lambdaInvocations} (${med((r) => r.tasks)} tasks + pay + authorizer); task time ${med((r) => r.taskMs).toFixed(0)} ms`);
    console.log(`POST → SUCCEEDED         median ${med((r) => r.ms).toFixed(0)} ms, min ${Math.min(...rows.map((r) => r.ms)).toFixed(0)}, max ${Math.max(...rows.map((r) => r.ms)).toFixed(0)}`);
    console.log(`cost per payment (USD)   ${total.toFixed(7)}  ${JSON.stringify(Object.fromEntries(Object.entries(cost).map(([k, v]) => [k, Number(v.toFixed(8))])))}`);
    const rmed = (f: (r: (typeof refundRows)[number]) => number) => median(refundRows.map(f));
    console.log(`refund (card ← merchant balance), ${refundRows.length} runs`);
    console.log(`  state transitions      ${rmed((r) => r.transitions)}`);
    console.log(`  DynamoDB write calls   ${rmed((r) => r.counts.writeCalls)}  items written ${rmed((r) => r.counts.writeItems)}  WCU ${rmed((r) => r.counts.wcu)}; of which the sandbox rails' own state ${rmed((r) => r.counts.sandboxWriteCalls)}`);
    console.log(`  DynamoDB reads         RCU ${rmed((r) => r.counts.rcu)}`);
    console.log(`  POST → SUCCEEDED       median ${rmed((r) => r.ms).toFixed(0)} ms`);
  } finally {
    await platform.close();
  }
}

await main();

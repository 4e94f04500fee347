/**
 * What the payment benches share: a local platform in this process, counting every DynamoDB call the
 * functions make through the shared document client (calls, items, capacity, the keys written), the
 * API as a client sees it, and waiting for a payment's execution through Step Functions (not the
 * status route, so the waiting adds no DynamoDB reads).
 */
import { DescribeExecutionCommand, GetExecutionHistoryCommand, SFNClient, type HistoryEvent } from '@aws-sdk/client-sfn';
import { randomBytes, randomUUID } from 'node:crypto';
import { startPlatform, type Platform } from '../lib/local/platform.js';
import { addCapacity, awsWriteUnits, itemsWritten, keysWritten, WRITE_OPS, type Capacity } from './dynamo-counts.js';

export interface Counts {
  calls: Record<string, number>;
  writeCalls: number;
  writeItems: number;
  /** Write units as DynamoDB Local reports them (it undercounts transactions: dynamo-counts.ts). */
  wcu: number;
  /** Write units by AWS's rules, on paper, from the requests (awsWriteUnits). */
  awsWcu: number;
  rcu: number;
  /** What the sandbox rails write for themselves (a real processor's work, not the platform's). */
  sandbox: { writeCalls: number; wcu: number; awsWcu: number };
  sqsCalls: number;
  /** Every key written (PK and SK), with how many writes it took. */
  keys: Map<string, number>;
  /** Milliseconds spent waiting on DynamoDB calls, summed over calls (they overlap under load). */
  dynamoMs: number;
}
export const freshCounts = (): Counts => ({ calls: {}, writeCalls: 0, writeItems: 0, wcu: 0, awsWcu: 0, rcu: 0, sandbox: { writeCalls: 0, wcu: 0, awsWcu: 0 }, sqsCalls: 0, keys: new Map(), dynamoMs: 0 });

/** The sandbox rails keep their own state on the table (shared/rails/sandbox-table.ts). */
function isSandboxWrite(input: Record<string, unknown>): boolean {
  const key = (input['Key'] ?? input['Item']) as Record<string, unknown> | undefined;
  return typeof key?.['PK'] === 'string' && /^(RAILOP|VAULT)#/.test(key['PK']);
}

export interface Bench {
  platform: Platform;
  /** Counts go here while set. */
  counting: Counts | undefined;
  api(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Record<string, unknown>>;
  admin: Record<string, string>;
  newMerchant(): Promise<string>;
  consumerToken(): Promise<string>;
  executionArn(paymentReference: string, workflow?: 'PAYMENT' | 'REFUND'): string;
  untilSucceeded(executionArn: string, pollMs?: number): Promise<void>;
  history(executionArn: string): Promise<HistoryEvent[]>;
}

export async function startBench(): Promise<Bench> {
  const adminApiKey = randomBytes(24).toString('base64url');
  const platform = await startPlatform({ port: 0, adminApiKey });
  // Imported after the platform set AWS_ENDPOINT_URL_*: the same module instances the functions use.
  const { documentClient, sqs } = await import('../shared/aws/clients.js');
  const bench: Bench = {
    platform,
    counting: undefined,
    admin: { 'x-api-key': adminApiKey },
    async api(method, path, headers, body) {
      const res = await fetch(platform.baseUrl + path, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      // The set-up's admin calls can outrun the admin usage plan (lib/resources.ts): wait as Retry-After says.
      if (res.status === 429) {
        await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 1)));
        return bench.api(method, path, headers, body);
      }
      const json = (await res.json()) as { result: Record<string, unknown> };
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.result;
    },
    async newMerchant() {
      return String((await bench.api('POST', '/v1/merchant/admin', bench.admin, { name: `Bench ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR' }))['reference']);
    },
    async consumerToken() {
      return String((await bench.api('POST', '/v1/auth/admin/token/generate', bench.admin, { claims: { UserReference: randomUUID() } }))['accessToken']);
    },
    executionArn(reference, workflow = 'PAYMENT') {
      return (platform.env[`WORKFLOW_ARN_${workflow}`] ?? '').replace(':stateMachine:', ':execution:') + `:${reference}`;
    },
    async untilSucceeded(executionArn, pollMs = 5) {
      for (;;) {
        const status = await sfn.send(new DescribeExecutionCommand({ executionArn })).catch(() => undefined);
        if (status?.status === 'SUCCEEDED') return;
        if (status?.status && status.status !== 'RUNNING') throw new Error(`execution ${status.status}: ${status.error ?? ''} ${status.cause ?? ''}`);
        await new Promise((r) => setTimeout(r, pollMs));
      }
    },
    async history(executionArn) {
      return (await sfn.send(new GetExecutionHistoryCommand({ executionArn, maxResults: 1000 }))).events ?? [];
    },
  };
  const sfn = new SFNClient({ endpoint: platform.endpoints.stepfunctions, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  documentClient.middlewareStack.add((next, context) => async (args) => {
    const c = bench.counting;
    const command = String(context.commandName);
    const input = args.input as Record<string, unknown>;
    const write = WRITE_OPS.has(command);
    if (c) input['ReturnConsumedCapacity'] = 'TOTAL';
    const started = performance.now();
    const out = await next(args);
    if (c) {
      c.dynamoMs += performance.now() - started;
      c.calls[command] = (c.calls[command] ?? 0) + 1;
      const before = c.wcu;
      addCapacity(c, (out.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity, write);
      if (write) {
        c.writeCalls += 1;
        c.writeItems += itemsWritten(command, input);
        const onPaper = awsWriteUnits(command, input);
        c.awsWcu += onPaper;
        for (const key of keysWritten(command, input)) c.keys.set(key, (c.keys.get(key) ?? 0) + 1);
        if (isSandboxWrite(input)) {
          c.sandbox.writeCalls += 1;
          c.sandbox.wcu += c.wcu - before;
          c.sandbox.awsWcu += onPaper;
        }
      }
    }
    return out;
  }, { step: 'initialize', name: 'benchCounter' });
  sqs.middlewareStack.add((next) => async (args) => {
    if (bench.counting) bench.counting.sqsCalls += 1;
    return next(args);
  }, { step: 'initialize', name: 'benchCounter' });
  return bench;
}

/** State transitions (StateEntered events), Task states, and the time spent inside Task states. */
export function historyFigures(events: HistoryEvent[]): { transitions: number; tasks: number; taskMs: number } {
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
  const entered = events.filter((e) => String(e.type).endsWith('StateEntered'));
  return { transitions: entered.length, tasks: entered.filter((e) => e.type === 'TaskStateEntered').length, taskMs };
}

/** A /v1/pay body: sources alternate card and mobile wallet, 1,000 cents each; each destination a merchant, the total split evenly (the last takes the odd cents). */
export function payBody(sources: number, merchants: readonly string[]): Record<string, unknown> {
  const total = 1000 * sources;
  const share = Math.floor(total / merchants.length);
  const cards = Array.from({ length: Math.ceil(sources / 2) }, () => ({ amountInCents: 1000, currency: 'ZAR', nameOnCard: 'Ada Lovelace', cardNumber: '4242424242424242', cvv: '987', expiryMonth: '12', expiryYear: '2099' }));
  const mobileWallets = Array.from({ length: Math.floor(sources / 2) }, () => ({ mobileWalletOperator: 'MTN_GH', msisdn: '+233241234567', amountInCents: 1000, currency: 'ZAR' }));
  return {
    paymentSources: { cards, ...(mobileWallets.length > 0 ? { mobileWallets } : {}) },
    paymentDestinations: {
      merchants: merchants.map((merchantReference, i) => ({ amountInCents: i === merchants.length - 1 ? total - share * i : share, currency: 'ZAR', merchantReference })),
    },
  };
}

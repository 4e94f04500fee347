/**
 * The whole local platform in one process tree: DynamoDB Local, the S3 and SQS stand-ins, the Step
 * Functions runner, the Secrets Manager stand-in, the SQS and table stream consumers and the API
 * gateway. Functions run in this process and reach the stand-ins through the real SDK clients,
 * pointed there by AWS_ENDPOINT_URL_<SERVICE> variables — the only thing that differs from AWS.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { orderEventsUrl } from '../../shared/agentic/order-events.js';
import { authorizerEnvironment } from '../../shared/auth/authorizer-policy.js';
import { implementedRoutes } from '../../shared/routes/index.js';
import type { RouteDef } from '../../shared/http/route.js';
import { queueUrlVariable, workflowArnVariable } from '../../shared/config.js';
import { routeManifest } from '../../shared/system/manifest.js';
import { AUTHORIZER_CACHE_SECONDS, BUCKET, ROUTE_TIMEOUT_SECONDS, deadLetterQueueUrlVariable, QUEUES, SCHEDULED_TIMEOUT_SECONDS, SCHEDULES, SIGNING_KEY_SECRET, STREAM_CONSUMERS, THROTTLING, WORKFLOWS, type ScheduleDef } from '../resources.js';
import { ensureTable, startDynamo } from './dynamodb.js';
import { lambdaContext, startGateway, type ApiKey, type AuthorizerHandler, type ProxyHandler } from './gateway.js';
import { startMessaging } from './messaging.js';
import { startObjectStore } from './object-store.js';
import { freePort } from './ports.js';
import { startQueueConsumers, type QueueConsumer } from './queue-consumers.js';
import { startQueues } from './queues.js';
import { loadSecrets, startSecrets } from './secrets.js';
import { startStreamConsumers, type StreamHandler } from './table-stream.js';
import type { TaskFunction } from './stepfunctions/runner.js';
import { startStepFunctions } from './stepfunctions/server.js';

export interface PlatformOptions {
  /** Where data survives restarts; undefined = in memory (tests). */
  dataDir?: string;
  /** API port; 0 = any free port. */
  port: number;
  /** The development admin API key (generated and kept under dataDir by bin/local.ts). */
  adminApiKey: string;
  /** Extra usage-plan keys (tests use one with a tight plan to see 429s). */
  extraApiKeys?: ApiKey[];
  environmentName?: string;
  log?: (line: string) => void;
  /** Shorter visibility timeouts per queue name, so tests see SQS retries in seconds (AWS values stay in lib/resources.ts). */
  queueVisibilityTimeoutSeconds?: Readonly<Record<string, number>>;
  /** How often the scheduled functions (the outbox sweeper) run locally; default 30 s. */
  schedulePeriodMs?: number;
  /** OUTBOX_STALE_AFTER_SECONDS for the sweeper; default derived from the messages queue. */
  outboxStaleAfterSeconds?: number;
  /** NOTIFICATION_STALE_AFTER_SECONDS for the notification resume sweeper; default 240. */
  notificationStaleAfterSeconds?: number;
  /** NOTIFICATION_INDEX_SETTLE_SECONDS: how long a re-date or delete waits before its confirming sweep (NTF-12); default 10. */
  notificationIndexSettleSeconds?: number;
  /** WEBHOOK_RETRY_DELAYS_SECONDS: the webhook sender's delays between attempts, so tests see retries in seconds (AWS keeps shared/webhooks/retry.ts's schedule). */
  webhookRetryDelaysSeconds?: readonly number[];
  /** PAYMENT_ANSWER_TIMEOUT_SECONDS: how long a payment source waits for its PIN or confirmation; default 300 as in AWS. */
  paymentAnswerTimeoutSeconds?: number;
  /** ACP_ORDER_EVENTS_URL: the agent's endpoint for ACP order events (ACP-18); unset = none. */
  acpOrderEventsUrl?: string;
}

export interface Platform {
  baseUrl: string;
  /** Environment the functions run with. */
  env: Record<string, string>;
  endpoints: { dynamodb: string; s3: string; sqs: string; stepfunctions: string; secretsmanager: string; messaging: string };
  close(): Promise<void>;
}

export const LOCAL_REGION = 'us-east-1';
export const LOCAL_TABLE_NAME = 'payments-platform';
export const LOCAL_MESSAGE_FROM_EMAIL = 'no-reply@payments.localhost';
const DEFAULT_SCHEDULE_PERIOD_MS = 30_000;

const ROOT = resolve(import.meta.dirname, '../..');

async function importHandler<T>(modulePath: string, exportName = 'handler'): Promise<T> {
  const mod = (await import(pathToFileURL(resolve(ROOT, 'functions', `${modulePath}.ts`)).href)) as Record<string, unknown>;
  const fn = mod[exportName];
  if (typeof fn !== 'function') throw new Error(`functions/${modulePath}.ts exports no ${exportName}`);
  return fn as T;
}

type ScheduledHandler = (event: Record<string, unknown>, context: Context) => Promise<unknown>;

/**
 * Runs each scheduled function every `periodMs`, as EventBridge would, one run at a time; close
 * stops the timers and waits for a run in progress.
 */
async function startSchedules(defs: readonly ScheduleDef[], periodMs: number, log: (line: string) => void): Promise<() => Promise<void>> {
  let stopped = false;
  const stops: Array<() => Promise<void>> = [];
  for (const def of defs) {
    const handler = await importHandler<ScheduledHandler>(def.handler);
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const tick = () => {
      const context = lambdaContext(def.logicalId, randomUUID(), SCHEDULED_TIMEOUT_SECONDS * 1000);
      running = handler({ source: 'aws.events', 'detail-type': 'Scheduled Event', time: new Date().toISOString(), detail: {} }, context)
        .then(() => undefined, (error: unknown) => log(`[schedule] ${def.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`))
        .finally(() => {
          running = undefined;
          if (!stopped) timer = setTimeout(tick, periodMs);
        });
    };
    timer = setTimeout(tick, periodMs);
    stops.push(async () => {
      clearTimeout(timer);
      await running;
    });
  }
  return async () => {
    stopped = true;
    await Promise.all(stops.map((stop) => stop()));
  };
}

export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const log = options.log ?? (() => undefined);
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const c of closers.reverse()) await c().catch((e: unknown) => console.error('[local] close failed', e));
  };
  try {
    const port = options.port === 0 ? await freePort() : options.port;
    const baseUrl = `http://127.0.0.1:${port}`;

    const dynamo = await startDynamo({ dataDir: options.dataDir, region: LOCAL_REGION });
    closers.push(() => dynamo.close());
    await ensureTable(dynamo.client, LOCAL_TABLE_NAME);
    log(`DynamoDB Local at ${dynamo.endpoint}`);

    const secrets = await startSecrets(loadSecrets([SIGNING_KEY_SECRET.localName], options.dataDir), LOCAL_REGION);
    closers.push(() => secrets.close());

    const objects = await startObjectStore({ dataDir: options.dataDir, bucket: BUCKET.localName, region: LOCAL_REGION });
    closers.push(() => objects.close());
    const visibility = options.queueVisibilityTimeoutSeconds ?? {};
    const queues = await startQueues({
      queues: QUEUES.map((q) => (visibility[q.name] === undefined ? q : { ...q, visibilityTimeoutSeconds: visibility[q.name]! })),
      region: LOCAL_REGION,
    });
    closers.push(() => queues.close());
    log(`S3 at ${objects.endpoint}, SQS at ${queues.endpoint}`);
    // The same ASL files CDK deploys; task functions run in this process.
    const workflows = await startStepFunctions({
      workflows: WORKFLOWS, workflowDir: resolve(ROOT, 'lib/workflows'), region: LOCAL_REGION,
      loadTask: (module) => importHandler<TaskFunction>(module),
      ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    });
    closers.push(() => workflows.close());
    const messaging = await startMessaging({ dataDir: options.dataDir, log });
    closers.push(() => messaging.close());
    log(`SES and SNS capture at ${messaging.endpoint} (GET /_local/messages)`);

    const env: Record<string, string> = {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(secrets.port),
      AWS_ENDPOINT_URL_S3: objects.endpoint,
      AWS_ENDPOINT_URL_SQS: queues.endpoint,
      AWS_ENDPOINT_URL_SFN: workflows.endpoint,
      AWS_ENDPOINT_URL_SESV2: messaging.endpoint,
      AWS_ENDPOINT_URL_SNS: messaging.endpoint,
      MESSAGE_FROM_EMAIL: LOCAL_MESSAGE_FROM_EMAIL,
      ...(options.outboxStaleAfterSeconds === undefined ? {} : { OUTBOX_STALE_AFTER_SECONDS: String(options.outboxStaleAfterSeconds) }),
      ...(options.notificationStaleAfterSeconds === undefined ? {} : { NOTIFICATION_STALE_AFTER_SECONDS: String(options.notificationStaleAfterSeconds) }),
      ...(options.notificationIndexSettleSeconds === undefined ? {} : { NOTIFICATION_INDEX_SETTLE_SECONDS: String(options.notificationIndexSettleSeconds) }),
      ...Object.fromEntries(WORKFLOWS.map((w) => [workflowArnVariable(w.name), workflows.stateMachineArn(w.name)])),
      KYC_BUCKET_NAME: BUCKET.localName,
      ...Object.fromEntries(QUEUES.map((q) => [queueUrlVariable(q.name), queues.queueUrl(q.name)])),
      ...Object.fromEntries(QUEUES.filter((q) => q.consumerDeadLetters).map((q) => [deadLetterQueueUrlVariable(q.name), queues.dlqUrl(q.name)])),
      ...(options.webhookRetryDelaysSeconds === undefined ? {} : { WEBHOOK_RETRY_DELAYS_SECONDS: options.webhookRetryDelaysSeconds.join(',') }),
      ...(options.paymentAnswerTimeoutSeconds === undefined ? {} : { PAYMENT_ANSWER_TIMEOUT_SECONDS: String(options.paymentAnswerTimeoutSeconds) }),
      ...(options.acpOrderEventsUrl === undefined ? {} : { ACP_ORDER_EVENTS_URL: options.acpOrderEventsUrl }),
      ENVIRONMENT_NAME: options.environmentName ?? 'development',
      TABLE_NAME: LOCAL_TABLE_NAME,
      SIGNING_KEY_SECRET_ID: SIGNING_KEY_SECRET.localName,
      TOKEN_ISSUER: baseUrl,
      TOKEN_AUDIENCE: 'payments-platform',
      API_DOMAIN: 'localhost',
      // The gateway serves the API at its root (LOC-8): links the API hands out start here (ACP-23).
      API_BASE_URL: baseUrl,
      // A developer receives webhooks and file deliveries on their own machine.
      ALLOW_LOOPBACK_CALLBACKS: 'true',
      // The face model bundled in the package; CDK sets rekognition (docs/decisions/liveness.md, LIV-1).
      FACE_DETECTOR: 'bundled',
      ...authorizerEnvironment(implementedRoutes),
      SERVICE_NAME: 'payments-platform',
      ROUTE_MANIFEST: routeManifest(implementedRoutes),
    };
    // Functions run in this process: they read the same variables as in Lambda.
    Object.assign(process.env, env);
    // A configured order-events endpoint that could never be called stops the start, not the first order (ACP-18).
    orderEventsUrl();
    const resumed = workflows.resumeInterrupted();
    if (resumed > 0) log(`Step Functions: ${resumed} execution(s) interrupted by the last stop run again`);

    const consumers = await startQueueConsumers({
      queues: QUEUES, endpoint: queues.endpoint, queueUrl: queues.queueUrl, region: LOCAL_REGION,
      loadConsumer: (module) => importHandler<QueueConsumer>(module), log,
    });
    closers.push(() => consumers.close());
    // The table's stream feeds the outbox relay, as the DynamoDB event source mapping does in AWS.
    const streamConsumers = await startStreamConsumers({
      consumers: STREAM_CONSUMERS, endpoint: dynamo.endpoint, region: LOCAL_REGION, tableName: LOCAL_TABLE_NAME,
      loadHandler: (module) => importHandler<StreamHandler>(module), log,
    });
    closers.push(() => streamConsumers.close());
    log(`Table stream: ${STREAM_CONSUMERS.map((c) => c.name).join(', ')}`);
    closers.push(await startSchedules(SCHEDULES, options.schedulePeriodMs ?? DEFAULT_SCHEDULE_PERIOD_MS, log));

    const gateway = await startGateway({
      port,
      routes: implementedRoutes,
      loadHandler: (route: RouteDef) => importHandler<ProxyHandler>(route.handler),
      authorizer: await importHandler<AuthorizerHandler>('auth/authorizer'),
      apiKeys: [
        { id: 'ServiceAdminClient', value: options.adminApiKey, plan: THROTTLING.adminUsagePlan },
        ...(options.extraApiKeys ?? []),
      ],
      stageThrottle: THROTTLING.stage,
      authorizerCacheSeconds: AUTHORIZER_CACHE_SECONDS,
      region: LOCAL_REGION,
      functionTimeoutSeconds: ROUTE_TIMEOUT_SECONDS,
    });
    closers.push(() => gateway.close());

    return {
      baseUrl: gateway.baseUrl,
      env,
      endpoints: { dynamodb: dynamo.endpoint, s3: objects.endpoint, sqs: queues.endpoint, stepfunctions: workflows.endpoint, secretsmanager: secrets.endpoint, messaging: messaging.endpoint },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Definitions of the stateful resources, read by both the CDK stateful stack and the local platform
 * so the table, queues and bucket are the same shape in AWS and on a laptop.
 */
import type { RouteResources } from '../shared/http/route.js';
import type { FunctionResources } from '../shared/aws/queues.js';

// Queues live in the kernel (shared/ reads them at run time); CDK, the local platform and the tests keep importing them from here.
export { deadLetterQueueUrlVariable, QUEUES, type FunctionResources, type QueueDef } from '../shared/aws/queues.js';

/**
 * The most invocations each queue's event source mapping runs at once (its ScalingConfig
 * MaximumConcurrency; 2 to 1,000). Without it the mapping scales its pollers past what the account
 * leaves the function, and a batch it cannot invoke is throttled back to the queue, a receive
 * spent with no sender trying (docs/decisions/messages.md, MSG-14). Webhooks: 20 × 10 receivers
 * called at once; messages: 10 × 10 (SES and SNS limit an account's sends per second anyway);
 * notifications: 16, one per directory shard's chain (NTF-5). Only CDK reads this: the local
 * platform runs one batch of each queue at a time.
 */
export const QUEUE_MAX_CONCURRENCY: Readonly<Record<string, number>> = { webhooks: 20, messages: 10, notifications: 16 };

export const TABLE = {
  /** Logical id pinned in the CDK template: renaming it would replace the table. */
  logicalId: 'PlatformTable',
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'expiresAt',
  /** The table's stream carries each new item's image: the outbox relay reads new outbox items and queued messages from it. */
  streamViewType: 'NEW_IMAGE',
  globalSecondaryIndexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  ],
} as const;

/** A function run on a timer: an EventBridge rule in AWS, a timer in the local platform. */
export interface ScheduleDef {
  name: string;
  /** Construct id of the function and its rule. */
  logicalId: string;
  /** Handler module relative to functions/. */
  handler: string;
  /** Period in AWS; the local platform may run it more often. */
  everyMinutes: number;
  resources: FunctionResources;
}

/** Lambda's timeout for a route's function, in AWS and locally (the local gateway answers 502 past it, LOC-11). */
export const ROUTE_TIMEOUT_SECONDS = 10;

/** Lambda's timeout for a scheduled function, in AWS and locally (a run reads its deadline from it). */
export const SCHEDULED_TIMEOUT_SECONDS = 60;

export const SCHEDULES: readonly ScheduleDef[] = [
  // Re-enqueues outbox items whose SQS message was never sent or was lost (docs/decisions/messages.md).
  { name: 'outbox-sweep', logicalId: 'OutboxSweep', handler: 'messages/sweep', everyMinutes: 5, resources: { table: 'readwrite', queues: ['messages', 'webhooks'] } },
  // Queues again (as a queued message the relay sends) a notification template's chain that stood still (docs/decisions/notifications.md, NTF-11).
  { name: 'notification-resume', logicalId: 'NotificationResume', handler: 'notifications/resume', everyMinutes: 5, resources: { table: 'readwrite' } },
  // Removes what KYC uploads that never finished left: pending file records and their object versions (docs/decisions/kyc-files.md, KYC-2).
  {
    name: 'pending-file-sweep', logicalId: 'PendingFileSweep', handler: 'consumers/pending-file-sweep', everyMinutes: 5,
    resources: { table: 'readwrite', kycObjectPurge: true },
  },
  // Ends stuck payments and refunds and reverses what failed ones left moved at a rail (docs/decisions/payments.md, PAY-18; refunds.md, REF-9).
  {
    name: 'payment-reconcile', logicalId: 'PaymentReconcile', handler: 'payments/reconcile', everyMinutes: 5,
    resources: { table: 'readwrite', workflowExecutions: ['payment', 'refund'] },
  },
];

/**
 * A function fed by the table's stream: a DynamoDB event source mapping in AWS (filtered to the
 * records `filter` describes, ReportBatchItemFailures, bisect on error), a stream poller in the
 * local platform. Both read this definition.
 */
export interface StreamConsumerDef {
  name: string;
  logicalId: string;
  /** Handler module relative to functions/. */
  handler: string;
  /** Records per invocation. */
  batchSize: number;
  /** Retries of a failing batch before its records are dropped (the outbox sweeper is the backstop). */
  retryAttempts: number;
  /** Which records invoke the function: the event name and the new image's `entity` attribute (any of those listed). */
  filter: { eventName: 'INSERT'; entities: readonly string[] };
  resources: FunctionResources;
}

export const STREAM_CONSUMERS: readonly StreamConsumerDef[] = [
  // Puts each new outbox item's id and each new queued message on its queue (docs/decisions/messages.md, MSG-11, MSG-12).
  {
    name: 'outbox-relay', logicalId: 'OutboxRelay', handler: 'messages/relay', batchSize: 100, retryAttempts: 10,
    filter: { eventName: 'INSERT', entities: ['Outbox', 'QueuedMessage'] }, resources: { queues: ['messages', 'webhooks', 'notifications'] },
  },
];

export const BUCKET = {
  logicalId: 'KycFilesBucket',
  /** Local bucket name; in AWS the name is generated by CloudFormation. */
  localName: 'kyc-files',
} as const;

export const SIGNING_KEY_SECRET = {
  logicalId: 'TokenSigningKeySecret',
  localName: 'token-signing-key',
} as const;

export interface WorkflowDef {
  name: string;
  logicalId: string;
  /** ASL file under lib/workflows/. */
  definitionFile: string;
  /** ${placeholder} → handler module relative to functions/ for each task function. */
  taskFunctions: Record<string, string>;
  /** What every task function may touch (default: the table). */
  taskResources?: RouteResources;
  /** What one task function (by its placeholder) may touch instead, where it needs more than the others. */
  taskResourcesOf?: Readonly<Record<string, RouteResources>>;
}

/** What the task function behind `placeholder` may touch: its own entry, else what every task of the workflow may. */
export function taskResourcesOf(def: WorkflowDef, placeholder: string): RouteResources {
  return def.taskResourcesOf?.[placeholder] ?? def.taskResources ?? { table: 'readwrite' };
}

/** Workflows deployed by CDK and run locally from the same ASL. */
export const WORKFLOWS: readonly WorkflowDef[] = [
  {
    name: 'payment',
    logicalId: 'PaymentWorkflow',
    definitionFile: 'payment.asl.json',
    taskFunctions: {
      DebitSourceFunction: 'payments/tasks/debit-source',
      AwaitSourceAnswerFunction: 'payments/tasks/await-source-answer',
      CreditDestinationFunction: 'payments/tasks/credit-destination',
      CompletePaymentFunction: 'payments/tasks/complete',
      CompensatePaymentFunction: 'payments/tasks/compensate',
    },
    // The table (payment, ledger, sandbox rails, and the status events' outbox items).
    taskResources: { table: 'readwrite' },
    // The wait seals its task token under a key derived from the platform secret (shared/payments/waits.ts, PAY-43).
    taskResourcesOf: { AwaitSourceAnswerFunction: { table: 'readwrite', signingKey: true } },
  },
  {
    name: 'refund',
    logicalId: 'RefundWorkflow',
    definitionFile: 'refund.asl.json',
    taskFunctions: {
      StartRefundFunction: 'refunds/tasks/start',
      RecoverFundsFunction: 'refunds/tasks/recover-funds',
      GiveBackToSourceFunction: 'refunds/tasks/give-back-to-source',
      CompleteRefundFunction: 'refunds/tasks/complete',
      CompensateRefundFunction: 'refunds/tasks/compensate',
    },
    // The table (refund, payment, ledger, sandbox rails, and the refund status events' outbox items).
    taskResources: { table: 'readwrite' },
  },
];

/** Default API throttling (stage and usage plan); documented in docs/decisions/limits.md, LIM-1. */
export const THROTTLING = {
  stage: { rateLimit: 200, burstLimit: 400 },
  adminUsagePlan: { rateLimit: 50, burstLimit: 100, quotaPerDay: 500_000 },
} as const;

/** Seconds API Gateway caches an authorizer answer for one Authorization header. */
export const AUTHORIZER_CACHE_SECONDS = 300;

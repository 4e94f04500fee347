/**
 * The SQS queues and what their consumers need. Kept in the kernel because the outboxes, the
 * sweeper and the health route read them at run time; lib/resources.ts re-exports them for CDK
 * and the local platform.
 */
import type { RouteResources } from '../http/route.js';
import { MESSAGE_QUEUE_NAME, NOTIFICATION_QUEUE_NAME, WEBHOOK_QUEUE_NAME } from './queue-names.js';

export interface QueueDef {
  /** Name used in route resources and in QUEUE_URL_<NAME> variables. */
  name: string;
  logicalId: string;
  /** Seconds a received message stays invisible; six times the consumer's timeout, as AWS advises. */
  visibilityTimeoutSeconds: number;
  /** Receives before a message moves to the dead-letter queue. */
  maxReceiveCount: number;
  /** Event-source-mapping batch size for the consumer. */
  batchSize: number;
  /** Consumer handler module relative to functions/, or undefined while no consumer exists yet. */
  consumer?: string;
  /** What the consumer may touch besides receiving from its own queue (and changing its messages' visibility). */
  consumerResources?: FunctionResources;
  /** The consumer sends a message it gives up on for good straight to the DLQ (DLQ_URL_<NAME>), without waiting out the receives. */
  consumerDeadLetters?: boolean;
}

/** The variable that hands a consumer its queue's dead-letter queue URL: DLQ_URL_<NAME>. */
export function deadLetterQueueUrlVariable(name: string): string {
  return `DLQ_URL_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** A route's resources, plus what only background functions need. */
export interface FunctionResources extends RouteResources {
  /** Sends e-mail through SES (from the configured identity) and SMS through SNS. */
  messaging?: boolean;
  /**
   * Lists the versions of the KYC bucket's consumer objects and deletes any of them, and nothing else
   * of the bucket (no read, no write): the pending-file sweep (docs/decisions/kyc-files.md, KYC-2).
   */
  kycObjectPurge?: boolean;
}

export const QUEUES: readonly QueueDef[] = [
  {
    // Retries are spaced by the sender (ChangeMessageVisibility, shared/webhooks/retry.ts): 8 receives over more than 24 h.
    name: WEBHOOK_QUEUE_NAME, logicalId: 'WebhookQueue', visibilityTimeoutSeconds: 180, maxReceiveCount: 8, batchSize: 10,
    // The signing secret is read only to derive each receiver's webhook secret.
    consumer: 'webhooks/send', consumerResources: { table: 'readwrite', signingKey: true }, consumerDeadLetters: true,
  },
  {
    name: MESSAGE_QUEUE_NAME, logicalId: 'MessageQueue', visibilityTimeoutSeconds: 180, maxReceiveCount: 5, batchSize: 10,
    // The signing secret is read only to derive the outbox sealing key.
    consumer: 'messages/send', consumerResources: { table: 'readwrite', signingKey: true, messaging: true },
  },
  {
    // Template fan-out, re-date and delete pages (docs/decisions/notifications.md, NTF-5); a consumer writes each chain's
    // next page as a queued message, which the outbox relay sends here (messages.md, MSG-13).
    name: NOTIFICATION_QUEUE_NAME, logicalId: 'NotificationQueue', visibilityTimeoutSeconds: 180, maxReceiveCount: 5, batchSize: 10,
    consumer: 'notifications/work', consumerResources: { table: 'readwrite' },
  },
];

/** The definition of a queue by name; a name the table lacks is a bug, found at import. */
export function queueDef(name: string): QueueDef {
  const def = QUEUES.find((q) => q.name === name);
  if (!def) throw new Error(`shared/aws/queues.ts defines no ${name} queue`);
  return def;
}

/**
 * The functions no route calls: one consumer per queue that has one (an SQS event source mapping
 * with ReportBatchItemFailures, batch size and timeout from lib/resources.ts), each consumer of the
 * table's stream (a DynamoDB event source mapping, filtered), and each scheduled function on an
 * EventBridge rule. All read the same definitions the local platform runs.
 */
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { queueUrlVariable } from '../../shared/config.js';
import { deadLetterQueueUrlVariable, QUEUE_MAX_CONCURRENCY, SCHEDULED_TIMEOUT_SECONDS, type QueueDef, type ScheduleDef, type StreamConsumerDef } from '../resources.js';
import { acknowledge } from '../constructs/nag.js';
import { PlatformFunction, type MessagingSettings, type PlatformResources } from '../constructs/platform-function.js';

export interface BackgroundProps {
  queues: readonly QueueDef[];
  schedules: readonly ScheduleDef[];
  streamConsumers: readonly StreamConsumerDef[];
  platform: PlatformResources;
  environment: Record<string, string>;
  logRetention: RetentionDays;
  messaging: MessagingSettings;
}

export class Background extends Construct {
  readonly consumers = new Map<string, PlatformFunction>();
  readonly scheduled = new Map<string, PlatformFunction>();
  readonly streamConsumers = new Map<string, PlatformFunction>();
  /** Each stream consumer's failure destination, by consumer name (alarmed in the API stack). */
  readonly failureQueues = new Map<string, Queue>();

  constructor(scope: Construct, id: string, props: BackgroundProps) {
    super(scope, id);
    const common = { platform: props.platform, environment: props.environment, logRetention: props.logRetention, messaging: props.messaging };
    for (const def of props.queues) {
      if (!def.consumer) continue;
      const queue = props.platform.queues.get(def.name);
      if (!queue) throw new Error(`no queue named ${def.name}`);
      const consumer = new PlatformFunction(this, `${def.logicalId}Consumer`, {
        ...common,
        module: def.consumer,
        resources: def.consumerResources ?? {},
        // AWS advises a visibility timeout of six times the consumer's timeout.
        timeout: Duration.seconds(def.visibilityTimeoutSeconds / 6),
      });
      // Capped so the mapping reads no batch it could not invoke: a throttled batch would spend receives (MSG-14).
      const maxConcurrency = QUEUE_MAX_CONCURRENCY[def.name];
      if (maxConcurrency === undefined) throw new Error(`queue ${def.name} has a consumer but no maximum concurrency in lib/resources.ts`);
      // The event source grants receive, delete and ChangeMessageVisibility (a consumer may space its retries).
      consumer.fn.addEventSource(new SqsEventSource(queue, { batchSize: def.batchSize, reportBatchItemFailures: true, maxConcurrency }));
      consumer.fn.addEnvironment(queueUrlVariable(def.name), queue.queueUrl);
      if (def.consumerDeadLetters) {
        const dlq = queue instanceof Queue ? queue.deadLetterQueue?.queue : undefined;
        if (!dlq) throw new Error(`queue ${def.name} has no dead-letter queue to send to`);
        dlq.grantSendMessages(consumer.fn);
        consumer.fn.addEnvironment(deadLetterQueueUrlVariable(def.name), dlq.queueUrl);
      }
      this.consumers.set(def.name, consumer);
    }
    for (const def of props.streamConsumers) {
      const fn = new PlatformFunction(this, def.logicalId, { ...common, module: def.handler, resources: def.resources, timeout: Duration.minutes(1) });
      // A batch dropped after its retries is recorded here (its shard and sequence numbers, not the
      // items), so operations can see what the sweepers will have to pick up.
      const failures = new Queue(this, `${def.logicalId}Failures`, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
      acknowledge(failures, 'AwsSolutions-SQS3', 'This queue is itself the failure destination of a stream event source mapping.');
      this.failureQueues.set(def.name, failures);
      // TRIM_HORIZON: records written before the mapping existed are relayed too. A batch that keeps
      // failing is split to find the record at fault, then dropped after retryAttempts; the outbox
      // sweeper backstops anything dropped. The grant to read the stream comes with the event source.
      fn.fn.addEventSource(new DynamoEventSource(props.platform.table, {
        onFailure: new SqsDlq(failures),
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: def.batchSize,
        retryAttempts: def.retryAttempts,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        filters: [FilterCriteria.filter({ eventName: FilterRule.isEqual(def.filter.eventName), dynamodb: { NewImage: { entity: { S: FilterRule.or(...def.filter.entities) } } } })],
      }));
      this.streamConsumers.set(def.name, fn);
    }
    for (const def of props.schedules) {
      const fn = new PlatformFunction(this, def.logicalId, { ...common, module: def.handler, resources: def.resources, timeout: Duration.seconds(SCHEDULED_TIMEOUT_SECONDS) });
      // No retry: the next run comes in a few minutes and does the same work.
      new Rule(this, `${def.logicalId}Schedule`, {
        description: `Runs ${def.handler} every ${def.everyMinutes} minutes`,
        schedule: Schedule.rate(Duration.minutes(def.everyMinutes)),
        targets: [new LambdaFunction(fn.fn, { retryAttempts: 0 })],
      });
      this.scheduled.set(def.name, fn);
    }
  }
}

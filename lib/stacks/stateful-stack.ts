/**
 * Everything that holds data: the table, the KYC bucket, the queues with their dead-letter queues,
 * and the token signing secret. Logical ids are pinned to lib/resources.ts so that moving code
 * around can never make CloudFormation replace (and so empty) any of them.
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, type CfnResource, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct, IConstruct } from 'constructs';
import { BUCKET, QUEUES, SIGNING_KEY_SECRET, TABLE } from '../resources.js';
import { alarmOnQueuedFailures } from '../constructs/alarms.js';
import { acknowledge } from '../constructs/nag.js';

/** Pins a construct's CloudFormation logical id. */
function pin(construct: IConstruct, logicalId: string): void {
  (construct.node.defaultChild as CfnResource).overrideLogicalId(logicalId);
}

export class StatefulStack extends Stack {
  readonly table: TableV2;
  readonly bucket: Bucket;
  readonly queues = new Map<string, Queue>();
  readonly signingSecret: Secret;
  /** Every alarm's action (lib/constructs/alarms.ts): operations subscribe to it. */
  readonly alarms: Topic;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: TABLE.globalSecondaryIndexes.map((gsi) => ({
        indexName: gsi.name,
        partitionKey: { name: gsi.partitionKey, type: AttributeType.STRING },
        sortKey: { name: gsi.sortKey, type: AttributeType.STRING },
      })),
      timeToLiveAttribute: TABLE.ttlAttribute,
      dynamoStream: StreamViewType[TABLE.streamViewType],
      billing: Billing.onDemand(),
      encryption: TableEncryptionV2.awsManagedKey(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    pin(this.table, TABLE.logicalId);

    const accessLogs = new Bucket(this, 'KycAccessLogs', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(400) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(accessLogs, 'AwsSolutions-S1', 'This bucket receives the KYC bucket\'s access logs; logging it again would recurse.');

    this.bucket = new Bucket(this, 'KycFiles', {
      encryption: BucketEncryption.KMS_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'kyc-files/',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    pin(this.bucket, BUCKET.logicalId);

    // Not KMS-encrypted: CloudWatch cannot publish to a topic under SNS's AWS managed key, and an
    // alarm's message holds names and counts only. Publishing needs TLS (cdk-nag SNS3).
    this.alarms = new Topic(this, 'OperationsAlarms', { displayName: 'Payments platform alarms', enforceSSL: true });
    new CfnOutput(this, 'OperationsAlarmsTopic', { value: this.alarms.topicArn, description: 'Subscribe operations to it: every alarm of the platform publishes here' });

    for (const def of QUEUES) {
      const dlq = new Queue(this, `${def.logicalId}Dlq`, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
        removalPolicy: RemovalPolicy.RETAIN,
      });
      pin(dlq, `${def.logicalId}Dlq`);
      acknowledge(dlq, 'AwsSolutions-SQS3', 'This queue is itself the dead-letter queue of its source queue.');
      alarmOnQueuedFailures(this, `${def.logicalId}DlqAlarm`, dlq, `Messages of the ${def.name} queue gave up on and dead-lettered: each is owed to someone (docs/deployment.md)`, this.alarms);
      const queue = new Queue(this, def.logicalId, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
        deadLetterQueue: { queue: dlq, maxReceiveCount: def.maxReceiveCount },
        removalPolicy: RemovalPolicy.RETAIN,
      });
      pin(queue, def.logicalId);
      this.queues.set(def.name, queue);
    }

    // The Ed25519 signing key is derived from this secret (docs/decisions/authentication.md, AUTH-3).
    this.signingSecret = new Secret(this, 'TokenSigningKey', {
      description: 'Seed of the Ed25519 key that signs access tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    pin(this.signingSecret, SIGNING_KEY_SECRET.logicalId);
    acknowledge(this.signingSecret, 'AwsSolutions-SMG4', 'Rotating the seed rotates the token signing key; it is done deliberately (docs/deployment.md), not on a schedule, since live tokens would fail verification.');
  }
}

/**
 * The platform's health checks: the adapters that touch AWS. What the interface lists maps to what
 * we run: database → DynamoDB table, storage → KYC bucket, Service Bus → each SQS queue this
 * function was given, external dependencies → the Step Functions engine. There is no cache and no
 * SignalR hub, so neither is reported.
 */
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { ListStateMachinesCommand } from '@aws-sdk/client-sfn';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { documentClient, s3, sfn, sqs } from '../aws/clients.js';
import { CheckFailure, type HealthCheck } from './health.js';

const QUEUE_URL_PREFIX = 'QUEUE_URL_';

function setting(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  // A missing variable is a deployment fault worth seeing in the report, not a 500.
  if (value === undefined || value === '') throw new CheckFailure('not configured');
  return value;
}

/** Queue names and URLs from the QUEUE_URL_<NAME> variables present, e.g. QUEUE_URL_WEBHOOKS → webhooks. */
export function queueUrls(env: NodeJS.ProcessEnv): { name: string; url: string }[] {
  return Object.entries(env)
    .filter((e): e is [string, string] => e[0].startsWith(QUEUE_URL_PREFIX) && typeof e[1] === 'string' && e[1] !== '')
    .map(([key, url]) => ({ name: key.slice(QUEUE_URL_PREFIX.length).toLowerCase().replace(/_/g, '-'), url }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function platformChecks(env: NodeJS.ProcessEnv = process.env): HealthCheck[] {
  const checks: HealthCheck[] = [
    {
      name: 'database',
      run: async (abortSignal) => {
        const out = await documentClient.send(new DescribeTableCommand({ TableName: setting(env, 'TABLE_NAME') }), { abortSignal });
        const state = out.Table?.TableStatus;
        return state === 'ACTIVE'
          ? { description: 'DynamoDB table is active' }
          : { status: 'Degraded', description: `DynamoDB table is ${(state ?? 'unknown').toLowerCase()}` };
      },
    },
    {
      name: 'storage',
      run: async (abortSignal) => {
        await s3.send(new HeadBucketCommand({ Bucket: setting(env, 'KYC_BUCKET_NAME') }), { abortSignal });
        return { description: 'KYC file bucket is reachable' };
      },
    },
    {
      name: 'workflows',
      run: async (abortSignal) => {
        await sfn.send(new ListStateMachinesCommand({ maxResults: 1 }), { abortSignal });
        return { description: 'Step Functions answers' };
      },
    },
  ];
  for (const queue of queueUrls(env)) {
    checks.push({
      name: `queue:${queue.name}`,
      run: async (abortSignal) => {
        await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queue.url, AttributeNames: ['QueueArn'] }), { abortSignal });
        return { description: 'SQS queue is reachable' };
      },
    });
  }
  return checks;
}

/**
 * SQS stand-in: fauxqs in this process (SQS JSON protocol, visibility timeouts, redrive to a DLQ),
 * with each queue of lib/resources.ts created as CDK creates it: a `<name>-dlq` dead-letter queue
 * and a RedrivePolicy with the definition's maxReceiveCount. Queues live in memory only; nothing
 * that must survive a restart may exist only in a queue (see docs/local-storage-choice.md).
 */
import { buildApp } from 'fauxqs';
import { CreateQueueCommand, DeleteQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { QueueDef } from '../resources.js';

export interface LocalQueues {
  /** Value for AWS_ENDPOINT_URL_SQS. */
  endpoint: string;
  /** Value for QUEUE_URL_<NAME>; same origin as the endpoint, as in AWS. */
  queueUrl(name: string): string;
  dlqUrl(name: string): string;
  queueArn(name: string): string;
  close(): Promise<void>;
}

const ACCOUNT = '000000000000';
/** The longest retention SQS allows, so a failed message waits in the DLQ for someone to look. */
const DLQ_RETENTION_SECONDS = 1_209_600;
const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

export const dlqName = (name: string): string => `${name}-dlq`;

/** The region a SigV4 request was signed for (`Credential=key/date/region/service/...`). */
function signedRegion(authorization: string | undefined): string | undefined {
  return /Credential=[^/]+\/\d{8}\/([a-z0-9-]+)\//.exec(authorization ?? '')?.[1];
}

/**
 * fauxqs names queues `http://sqs.<region>.localhost:<port>/…`, a host that does not resolve here.
 * The SQS client sends a request to its QueueUrl's origin when that differs from the endpoint, so
 * functions must get URLs on the endpoint itself: translate both ways at fauxqs's HTTP edge.
 */
function translateQueueUrls(app: ReturnType<typeof buildApp>, endpoint: () => string, fallbackRegion: string): void {
  const internalPrefix = /http:\/\/sqs\.[a-z0-9-]+\.localhost:\d+\//g;
  app.addHook('preHandler', async (request) => {
    const body = request.body as { QueueUrl?: unknown } | null;
    if (typeof body?.QueueUrl !== 'string' || !body.QueueUrl.startsWith(`${endpoint()}/`)) return;
    const port = new URL(endpoint()).port;
    body.QueueUrl = `http://sqs.${signedRegion(request.headers.authorization) ?? fallbackRegion}.localhost:${port}/${body.QueueUrl.slice(endpoint().length + 1)}`;
  });
  app.addHook('onSend', async (_request, _reply, payload) =>
    typeof payload === 'string' ? payload.replace(internalPrefix, `${endpoint()}/`) : payload,
  );
}

/** Starts fauxqs on 127.0.0.1 and creates every queue with its DLQ and redrive policy. */
export async function startQueues(options: { queues: readonly QueueDef[]; region: string; port?: number }): Promise<LocalQueues> {
  const app = buildApp({ logger: false, defaultRegion: options.region });
  let endpoint = '';
  translateQueueUrls(app, () => endpoint, options.region);
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const sqs = new SQSClient({ endpoint, region: options.region, credentials: LOCAL_CREDENTIALS });
  const queueUrl = (name: string) => `${endpoint}/${ACCOUNT}/${name}`;
  const queueArn = (name: string) => `arn:aws:sqs:${options.region}:${ACCOUNT}:${name}`;
  try {
    for (const def of options.queues) {
      // Through the SQS API, as CloudFormation would, so the attributes are validated the same way.
      const dlq = await sqs.send(new CreateQueueCommand({ QueueName: dlqName(def.name), Attributes: { MessageRetentionPeriod: String(DLQ_RETENTION_SECONDS) } }));
      const dlqAttributes = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }));
      await sqs.send(
        new CreateQueueCommand({
          QueueName: def.name,
          Attributes: {
            VisibilityTimeout: String(def.visibilityTimeoutSeconds),
            RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqAttributes.Attributes?.QueueArn, maxReceiveCount: def.maxReceiveCount }),
          },
        }),
      );
    }
  } catch (error) {
    sqs.destroy();
    await app.close();
    throw error;
  }

  const known = new Set(options.queues.map((q) => q.name));
  const checked = (name: string) => {
    if (!known.has(name)) throw new Error(`No local queue named ${name}`);
    return name;
  };
  return {
    endpoint,
    queueUrl: (name) => queueUrl(checked(name)),
    dlqUrl: (name) => queueUrl(dlqName(checked(name))),
    queueArn: (name) => queueArn(checked(name)),
    async close() {
      // Deleting a queue ends fauxqs's pending long polls, whose timers would otherwise hold the
      // process open for up to 20 s after close. The messages are in memory and go either way.
      for (const def of options.queues) {
        for (const name of [def.name, dlqName(def.name)]) {
          await sqs.send(new DeleteQueueCommand({ QueueUrl: queueUrl(name) })).catch(() => undefined);
        }
      }
      sqs.destroy();
      await app.close();
    },
  };
}

/**
 * Bulk set-up and table checks for the notification tests. Thousands of merchants over HTTP would
 * take minutes on a 2-core machine, so they are written straight to the local table through the
 * merchants module's own functions (newMerchant, merchantProfilePut, writeMerchantItems): the same
 * items, keys and directory index a POST /v1/merchant/admin writes, without the markers and user.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import { adminApiKey, call } from './harness.js';

type Industry = 'None' | 'Retail' | 'Restaurant' | 'Forecourt' | 'Workshop';

/** The platform's variables in this worker, so shared/ modules imported after it reach the local stand-ins. */
async function platformModules() {
  Object.assign(process.env, inject('functionEnv'));
  const [merchants, profile, templates] = await Promise.all([
    import('../../shared/merchants/merchants.js'), import('../../shared/merchants/profile.js'), import('../../shared/notifications/templates.js'),
  ]);
  return { merchants, profile, templates };
}

export interface MerchantShape {
  industry: Industry;
  /** Registration date of the merchant's one active terminal; none when undefined. */
  terminalSince?: string;
  withProduct?: boolean;
}

/** Writes `count` merchants of one shape, 100 per TransactWriteItems; their references. */
export async function givenDirectMerchants(count: number, shape: MerchantShape): Promise<string[]> {
  const { merchants, profile } = await platformModules();
  const now = new Date();
  const references: string[] = [];
  const puts: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const reference = randomUUID();
    references.push(reference);
    const record = profile.newMerchant(reference, 1_000_000 + i, 'test-fixture', 'test-fixture', now);
    Object.assign(record, {
      name: `Bulk ${i}`, categoryCode: 7538, category: 'Auto service shops', currency: 'ZAR', industry: shape.industry,
      terminals: shape.terminalSince ? [{ reference: randomUUID(), isActive: true, createdDate: shape.terminalSince }] : [],
      assignedProductReferences: shape.withProduct ? [randomUUID()] : [],
    });
    puts.push(merchants.merchantProfilePut(record, { new: true }));
  }
  const chunks = Array.from({ length: Math.ceil(puts.length / 100) }, (_, i) => puts.slice(i * 100, i * 100 + 100));
  // A few transactions at a time: DynamoDB Local on two cores does not gain from more.
  for (let i = 0; i < chunks.length; i += 4) await Promise.all(chunks.slice(i, i + 4).map((c) => merchants.writeMerchantItems(c)));
  return references;
}

let client: DynamoDBDocumentClient | undefined;
function db(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient({
    endpoint: inject('awsEndpoints').dynamodb, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }));
  return client;
}

/** How many message items of the template the table holds (its GSI2 shards, counted). */
export async function storedTemplateMessages(templateReference: string): Promise<number> {
  let total = 0;
  for (let shard = 0; shard < 16; shard++) {
    let start: Record<string, unknown> | undefined;
    do {
      const out = await db().send(new QueryCommand({
        TableName: inject('functionEnv').TABLE_NAME ?? '', IndexName: 'GSI2', Select: 'COUNT', ExclusiveStartKey: start,
        KeyConditionExpression: 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': `NTFTPLMSG#${templateReference}#${String(shard).padStart(2, '0')}` },
      }));
      total += out.Count ?? 0;
      start = out.LastEvaluatedKey;
    } while (start);
  }
  return total;
}

/** A template written as POST would write it, but with no fan-out queued: the test queues its pages itself. */
export async function givenQuietTemplate(body: { audienceFilters: string[]; visibleUntilDate: string }): Promise<string> {
  const { templates, merchants } = await platformModules();
  const reference = randomUUID();
  await templates.insertTemplate({
    reference, messageType: 'Information', messageTarget: 'Portal', messagePlacement: 'Dashboard', header: 'Quiet template', body: 'Queued by the test',
    buttonText: null, visibleFromDate: null, visibleUntilDate: body.visibleUntilDate, audienceFilters: body.audienceFilters as never,
    isExtended: false, createdDate: new Date().toISOString(), createdBy: 'test-fixture', datesVersion: 0, status: 'Active',
    shardsTotal: merchants.DIRECTORY_SHARDS, shardsDeleted: 0,
  });
  return reference;
}

/** Puts one work unit on the notifications queue, as the platform would. */
export async function sendWorkUnit(unit: Record<string, unknown>): Promise<void> {
  const sqs = new SQSClient({ endpoint: inject('awsEndpoints').sqs, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  await sqs.send(new SendMessageCommand({ QueueUrl: inject('functionEnv').QUEUE_URL_NOTIFICATIONS ?? '', MessageBody: JSON.stringify(unit) }));
  sqs.destroy();
}

/** Polls GET template until `done` holds (or it is gone, when `done` accepts undefined). */
export async function templateUntil(reference: string, done: (t: Record<string, any> | undefined) => boolean, timeoutMs = 240_000): Promise<Record<string, any> | undefined> { // eslint-disable-line @typescript-eslint/no-explicit-any -- the answer as JSON
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call('GET', `/v1/notifications/admin/templates/${reference}`, { apiKey: adminApiKey() });
    expect([200, 404], res.text).toContain(res.status);
    const template = res.status === 200 ? res.body.result : undefined;
    if (done(template)) return template;
    if (Date.now() > deadline) throw new Error(`template ${reference} never got there; last ${JSON.stringify(template?.progress)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The message reference a template gives a merchant (deterministic, NTF-5). */
export async function templateMessageOf(templateReference: string, merchantReference: string): Promise<string> {
  Object.assign(process.env, inject('functionEnv'));
  const { templateMessageReference } = await import('../../shared/notifications/messages.js');
  return templateMessageReference(templateReference, merchantReference);
}

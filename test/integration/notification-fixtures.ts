/**
 * Set-up and table checks for the notification tests: bulk merchants (bulk-merchants.ts, straight to
 * the table: thousands over HTTP would take minutes on a 2-core machine), a template with no fan-out
 * queued, work units put on the queue by hand, and the count of a template's message items.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import { writeBulkMerchants, type MerchantShape } from './bulk-merchants.js';
import { adminApiKey, call } from './harness.js';

/** The platform's variables in this worker, so shared/ modules imported after it reach the local stand-ins. */
async function platformModules() {
  Object.assign(process.env, inject('functionEnv'));
  const [merchants, templates] = await Promise.all([import('../../shared/merchants/merchants.js'), import('../../shared/notifications/templates.js')]);
  return { merchants, templates };
}

export async function givenDirectMerchants(count: number, shape: MerchantShape): Promise<string[]> {
  Object.assign(process.env, inject('functionEnv'));
  return writeBulkMerchants(count, shape);
}

let client: DynamoDBDocumentClient | undefined;
function db(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient({
    endpoint: inject('awsEndpoints').dynamodb, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }));
  return client;
}

/** The template's message items the table holds (its GSI2 shards, read through). */
export async function templateMessageItems(templateReference: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let shard = 0; shard < 16; shard++) {
    let start: Record<string, unknown> | undefined;
    do {
      const out = await db().send(new QueryCommand({
        TableName: inject('functionEnv').TABLE_NAME ?? '', IndexName: 'GSI2', ExclusiveStartKey: start,
        KeyConditionExpression: 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': `NTFTPLMSG#${templateReference}#${String(shard).padStart(2, '0')}` },
      }));
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
  }
  return items;
}

/** How many message items of the template the table holds. */
export const storedTemplateMessages = async (templateReference: string): Promise<number> => (await templateMessageItems(templateReference)).length;

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

/**
 * Writes a message of the template straight to the table, as a fan-out page would, for a merchant
 * of the shard: a message the template-messages index may list late (NTF-12).
 */
export async function givenTemplateMessage(templateReference: string, shard: number, merchantReference: string): Promise<void> {
  Object.assign(process.env, inject('functionEnv'));
  const { messagePut, templateMessageReference } = await import('../../shared/notifications/messages.js');
  const put = messagePut({
    reference: templateMessageReference(templateReference, merchantReference), templateReference, recipientType: 'Merchant', recipientReference: merchantReference,
    messageType: 'Information', messageTarget: 'Portal', messagePlacement: 'Dashboard', header: 'Late', body: 'Listed late by the index',
    buttonText: null, navigationKey: null, navigationValue: null, isRead: false, visibleFromDate: null, visibleUntilDate: new Date(Date.now() + 86_400_000).toISOString(),
    createdDate: new Date().toISOString(), datesVersion: 0,
  }, shard);
  await db().send(new TransactWriteCommand({ TransactItems: [put as never] }));
}

/** The message reference a template gives a merchant (deterministic, NTF-5). */
export async function templateMessageOf(templateReference: string, merchantReference: string): Promise<string> {
  Object.assign(process.env, inject('functionEnv'));
  const { templateMessageReference } = await import('../../shared/notifications/messages.js');
  return templateMessageReference(templateReference, merchantReference);
}

/**
 * KYC-2 on its error paths: an upload whose object write or activation fails removes what it wrote,
 * the object and the pending record, as the sweep would; one whose activation stood though its
 * answer was lost keeps the file. The table and bucket are the local
 * platform's; only the one failing call is faked (mocking the AWS SDK is allowed for error paths only).
 */
import { ListObjectVersionsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AdminModule from '../../shared/consumer-files/admin.js';
import type * as ClientsModule from '../../shared/aws/clients.js';
import type * as DbModule from '../../shared/db/client.js';
import { givenConsumer } from '../integration/consumer-fixtures.js';
import { inject } from '../integration/harness.js';
import { tableItem } from '../integration/identity-fixtures.js';

const CONTENT = Buffer.from('%PDF-1.7 bank statement');
const named = (name: string) => Object.assign(new Error(name), { name });

let admin: typeof AdminModule;
let clients: typeof ClientsModule;
let dbModule: typeof DbModule;

beforeAll(async () => {
  Object.assign(process.env, inject('functionEnv'));
  [admin, clients, dbModule] = await Promise.all([
    import('../../shared/consumer-files/admin.js'), import('../../shared/aws/clients.js'), import('../../shared/db/client.js'),
  ]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function versionsOf(key: string): Promise<number> {
  const s3 = new S3Client({ endpoint: inject('awsEndpoints').s3, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, forcePathStyle: true });
  const out = await s3.send(new ListObjectVersionsCommand({ Bucket: inject('functionEnv').KYC_BUCKET_NAME ?? '', Prefix: key }));
  return [...(out.Versions ?? []), ...(out.DeleteMarkers ?? [])].filter((v) => v.Key === key).length;
}

/**
 * Passes every table call through, noting the file reference the pending record was written with;
 * a call `fail` answers an error for fails instead of being sent, or after it was sent when `sent` (an answer lost).
 */
function watchTable(fail: (command: unknown) => Error | undefined, sent = false): { reference: () => string } {
  const send = dbModule.db.send.bind(dbModule.db) as (command: unknown) => Promise<unknown>;
  let reference = '';
  vi.spyOn(dbModule.db, 'send').mockImplementation((async (command: unknown) => {
    if (command instanceof PutCommand && command.input.Item?.['entity'] === 'ConsumerFile') reference = String(command.input.Item['reference']);
    const error = fail(command);
    if (error && !sent) throw error;
    const out = await send(command);
    if (error) throw error;
    return out;
  }) as never);
  return { reference: () => reference };
}

const isActivation = (command: unknown) => command instanceof UpdateCommand && /#status = :active/.test(command.input.UpdateExpression ?? '');

describe('KYC file upload failing part-way', () => {
  it('removes the object and the pending record when the activation fails for good', async () => {
    const consumer = await givenConsumer();
    const failure = named('InternalServerError');
    const watched = watchTable((command) => (isActivation(command) ? failure : undefined));
    await expect(admin.uploadFileFor(consumer.reference, { fileName: 'statement.pdf', base64Data: CONTENT.toString('base64'), fileType: 'BankStatement' })).rejects.toBe(failure);
    vi.restoreAllMocks();

    const reference = watched.reference();
    expect(reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(await versionsOf(`consumers/${consumer.reference}/files/${reference}`)).toBe(0);
    expect(await tableItem(`CONSUMER#${consumer.reference}`, `FILE#${reference}`)).toBeUndefined();
  });

  it('removes the object and the pending record when the activation\'s condition fails and no active record of its own stands', async () => {
    const consumer = await givenConsumer();
    const watched = watchTable((command) => (isActivation(command) ? named('ConditionalCheckFailedException') : undefined));
    await expect(admin.uploadFileFor(consumer.reference, { fileName: 'statement.pdf', base64Data: CONTENT.toString('base64') })).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
    vi.restoreAllMocks();
    expect(await versionsOf(`consumers/${consumer.reference}/files/${watched.reference()}`)).toBe(0);
    expect(await tableItem(`CONSUMER#${consumer.reference}`, `FILE#${watched.reference()}`)).toBeUndefined();
  });

  it('keeps the file when its activation stood but answered a failed condition (a lost answer, retried)', async () => {
    const consumer = await givenConsumer();
    let lost = 0;
    const watched = watchTable((command) => (isActivation(command) && lost++ === 0 ? named('ConditionalCheckFailedException') : undefined), true);
    const file = await admin.uploadFileFor(consumer.reference, { fileName: 'statement.pdf', base64Data: CONTENT.toString('base64') });
    vi.restoreAllMocks();
    expect(lost).toBe(1);
    expect(file.reference).toBe(watched.reference());
    expect(await versionsOf(`consumers/${consumer.reference}/files/${file.reference}`)).toBe(1);
    expect(await tableItem(`CONSUMER#${consumer.reference}`, `FILE#${file.reference}`)).toMatchObject({ status: 'active' });
  });

  it('removes the object and the pending record when the object write answers an error after it was written', async () => {
    const consumer = await givenConsumer();
    const watched = watchTable(() => undefined);
    const failure = named('InternalError');
    const s3send = clients.s3.send.bind(clients.s3) as (command: unknown) => Promise<unknown>;
    vi.spyOn(clients.s3, 'send').mockImplementation((async (command: unknown) => {
      const out = await s3send(command);
      if (command instanceof PutObjectCommand) throw failure;
      return out;
    }) as never);
    await expect(admin.uploadFileFor(consumer.reference, { fileName: 'statement.pdf', base64Data: CONTENT.toString('base64') })).rejects.toBe(failure);
    vi.restoreAllMocks();
    expect(watched.reference()).not.toBe('');
    expect(await versionsOf(`consumers/${consumer.reference}/files/${watched.reference()}`)).toBe(0);
    expect(await tableItem(`CONSUMER#${consumer.reference}`, `FILE#${watched.reference()}`)).toBeUndefined();
  });

});

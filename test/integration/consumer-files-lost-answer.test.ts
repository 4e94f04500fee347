/**
 * KYC-2 on an error path: the file record's write went through but its answer was lost, and the
 * SDK's retry failed the create-only condition. The upload runs in-process against the local
 * platform; only that one write is touched: it is sent to the local table as it came, then
 * answered with the ConditionalCheckFailedException the retry would have got (mocking the AWS SDK
 * is allowed for error paths only).
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givenConsumer } from './consumer-fixtures.js';
import { adminApiKey, call, inject } from './harness.js';

const CONTENT = Buffer.from('%PDF-1.7 proof of address scan');
const s3 = () => new S3Client({
  endpoint: inject('awsEndpoints').s3, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, forcePathStyle: true,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('KYC file upload whose record write answered a failed condition', () => {
  it('keeps the object and answers success when the record that stands is its own (a lost answer, retried)', async () => {
    Object.assign(process.env, inject('functionEnv'));
    const [{ db }, { uploadFileFor }] = await Promise.all([import('../../shared/db/client.js'), import('../../shared/consumer-files/admin.js')]);
    const consumer = await givenConsumer();
    const send = db.send.bind(db) as (command: unknown) => Promise<unknown>;
    let lost = 0;
    vi.spyOn(db, 'send').mockImplementation((async (command: unknown) => {
      const out = await send(command);
      if (command instanceof PutCommand && command.input.Item?.['entity'] === 'ConsumerFile' && lost++ === 0) {
        throw Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
      }
      return out;
    }) as never);

    const file = await uploadFileFor(consumer.reference, { fileName: 'address.pdf', base64Data: CONTENT.toString('base64'), fileType: 'ProofOfAddress' });
    expect(lost).toBe(1);
    vi.restoreAllMocks();
    expect(file).toMatchObject({ fileName: 'address.pdf', sizeInBytes: CONTENT.length });

    const object = await s3().send(new GetObjectCommand({ Bucket: inject('functionEnv').KYC_BUCKET_NAME ?? '', Key: `consumers/${consumer.reference}/files/${file.reference}` }));
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(CONTENT);
    const read = await call('GET', `/v1/consumer/admin/files/${consumer.reference}/${file.reference}`, { apiKey: adminApiKey() });
    expect(read.status, read.text).toBe(200);
    expect(read.body.result.base64Data).toBe(CONTENT.toString('base64'));
  });
});

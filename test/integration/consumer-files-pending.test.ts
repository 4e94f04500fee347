/**
 * KYC-2: an upload writes its record pending before the object and makes it active after. A crash
 * between them is simulated by writing what the upload would have written before dying, through the
 * same entity modules and the real clients (the local table and bucket): the pending file is
 * invisible over HTTP, and the sweep removes every version of its object and then the record once
 * no upload can still be running, leaving younger ones alone.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ListObjectVersionsCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as FileRecordsModule from '../../shared/consumer-files/file-records.js';
import type * as KycObjectsModule from '../../shared/consumer-files/kyc-objects.js';
import type * as PendingFilesModule from '../../shared/consumer-files/pending-files.js';
import { until } from '../until.js';
import { adminUpdate, givenConsumer } from './consumer-fixtures.js';
import { adminApiKey, call, inject } from './harness.js';
import { tableItem } from './identity-fixtures.js';

const CONTENT = Buffer.from('%PDF-1.7 passport scan');
const s3 = () => new S3Client({
  endpoint: inject('awsEndpoints').s3, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, forcePathStyle: true,
});
const MINUTE = 60_000;

let records: typeof FileRecordsModule;
let objects: typeof KycObjectsModule;
let pending: typeof PendingFilesModule;
let receiver: Server;
let receiverUrl = '';
let delivered = 0;

beforeAll(async () => {
  Object.assign(process.env, inject('functionEnv'));
  [records, objects, pending] = await Promise.all([
    import('../../shared/consumer-files/file-records.js'), import('../../shared/consumer-files/kyc-objects.js'), import('../../shared/consumer-files/pending-files.js'),
  ]);
  receiver = createServer((_req, res) => {
    delivered += 1;
    res.statusCode = 202;
    res.end();
  });
  await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', ok));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => receiver.close(() => ok())));

/** Every version (and delete marker) the bucket holds for exactly this key. */
async function versionsOf(key: string): Promise<string[]> {
  const out = await s3().send(new ListObjectVersionsCommand({ Bucket: inject('functionEnv').KYC_BUCKET_NAME ?? '', Prefix: key }));
  return [...(out.Versions ?? []), ...(out.DeleteMarkers ?? [])].filter((v) => v.Key === key).map((v) => v.VersionId ?? '');
}

/** What an upload had written when it died: its pending record, and the object unless it died before that. */
async function crashedUpload(consumerReference: string, createdAt: Date, withObject = true): Promise<{ reference: string; key: string }> {
  const reference = randomUUID();
  const key = objects.kycObjectKey(consumerReference, reference);
  await records.putPendingFileRecord({
    reference, consumerReference, fileType: 'PassportPhotoPage', fileName: 'passport.pdf', mimeType: 'application/pdf', checksum: 'ab', sizeInBytes: CONTENT.length,
    objectKey: key, emailDeliveryUrl: `${receiverUrl}/email`, smsDeliveryUrl: `${receiverUrl}/sms`, status: 'pending', isActive: true, createdDate: createdAt.toISOString(),
  });
  if (withObject) await objects.putKycObject(key, CONTENT, 'application/pdf', createHash('sha256').update(CONTENT).digest('base64'));
  return { reference, key };
}

describe('KYC file upload with a pending record (KYC-2)', () => {
  it('leaves the record active and out of the pending index; the file reads and lists', async () => {
    const consumer = await givenConsumer();
    const res = await call('POST', `/v1/consumer/admin/files/${consumer.reference}`, {
      apiKey: adminApiKey(), body: { fileName: 'passport.pdf', base64Data: CONTENT.toString('base64'), fileType: 'PassportPhotoPage' },
    });
    expect(res.status, res.text).toBe(200);
    const file = res.body.result;
    const item = await tableItem(`CONSUMER#${consumer.reference}`, `FILE#${file.reference}`);
    expect(item).toMatchObject({ status: 'active' });
    expect(item).not.toHaveProperty('GSI1PK');
    expect(item).not.toHaveProperty('GSI1SK');
    expect(await versionsOf(`consumers/${consumer.reference}/files/${file.reference}`)).toHaveLength(1);

    const read = await call('GET', `/v1/consumer/admin/files/${consumer.reference}/${file.reference}`, { apiKey: adminApiKey() });
    expect(read.status).toBe(200);
    expect(read.body.result.base64Data).toBe(CONTENT.toString('base64'));
    expect((await call('GET', `/v1/consumer/files/${file.reference}`, { token: consumer.token })).status).toBe(200);
    const profile = await adminUpdate({ reference: consumer.reference });
    expect(profile.body.result.files).toEqual([expect.objectContaining({ reference: file.reference })]);
  });

  it('hides a pending file from every route, and the sweep removes every version of its object, then the record', async () => {
    const consumer = await givenConsumer();
    const crashed = await crashedUpload(consumer.reference, new Date());
    const noObject = await crashedUpload(consumer.reference, new Date(), false);
    expect(await versionsOf(crashed.key)).toEqual(['null']);

    const admin = `/v1/consumer/admin/files/${consumer.reference}/${crashed.reference}`;
    expect((await call('GET', admin, { apiKey: adminApiKey() })).status).toBe(404);
    expect((await call('GET', `/v1/consumer/files/${crashed.reference}`, { token: consumer.token })).status).toBe(404);
    expect((await call('POST', `/v1/consumer/files/${crashed.reference}/email?emailAddress=ann%40example.com`, { token: consumer.token })).status).toBe(404);
    expect((await call('POST', `/v1/consumer/files/${crashed.reference}/sms?msisdn=%2B27821234567`, { token: consumer.token })).status).toBe(404);
    expect(delivered).toBe(0);
    expect((await adminUpdate({ reference: consumer.reference })).body.result.files).toEqual([]);
    // Deleting is the sweep's business: the route neither sees it nor touches it.
    expect((await call('DELETE', admin, { apiKey: adminApiKey() })).status).toBe(404);
    expect(await tableItem(`CONSUMER#${consumer.reference}`, `FILE#${crashed.reference}`)).toMatchObject({ status: 'pending' });
    expect(await versionsOf(crashed.key)).toEqual(['null']);

    // Once no upload can still be running (Lambda's 15 minutes are over).
    const swept = await pending.sweepPendingFiles({ now: new Date(Date.now() + 16 * MINUTE), only: [crashed.reference, noObject.reference] });
    expect(swept).toEqual({ removed: expect.arrayContaining([crashed.reference, noObject.reference]), failed: [] });
    expect(await versionsOf(crashed.key)).toEqual([]);
    expect(await tableItem(`CONSUMER#${consumer.reference}`, `FILE#${crashed.reference}`)).toBeUndefined();
    expect(await tableItem(`CONSUMER#${consumer.reference}`, `FILE#${noObject.reference}`)).toBeUndefined();
  });

  it('leaves a pending file younger than the bound alone: its upload may still be running', async () => {
    const consumer = await givenConsumer();
    const young = await crashedUpload(consumer.reference, new Date());
    const swept = await pending.sweepPendingFiles({ now: new Date(Date.now() + 14 * MINUTE), only: [young.reference] });
    expect(swept).toEqual({ removed: [], failed: [] });
    expect(await tableItem(`CONSUMER#${consumer.reference}`, `FILE#${young.reference}`)).toMatchObject({ status: 'pending' });
    expect(await versionsOf(young.key)).toEqual(['null']);
    await pending.sweepPendingFiles({ now: new Date(Date.now() + 16 * MINUTE), only: [young.reference] });
    expect(await versionsOf(young.key)).toEqual([]);
  });

  it('is swept by the platform\'s own schedule (consumers/pending-file-sweep) once stale', async () => {
    const consumer = await givenConsumer();
    const stale = await crashedUpload(consumer.reference, new Date(Date.now() - 20 * MINUTE));
    await until('the scheduled sweep', async () => (await tableItem(`CONSUMER#${consumer.reference}`, `FILE#${stale.reference}`)) === undefined || undefined);
    expect(await versionsOf(stale.key)).toEqual([]);
  });
});

import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, adminApiKey, call, inject } from './harness.js';
import { adminUpdate, givenConsumer } from './consumer-fixtures.js';
import { tableItem } from './identity-fixtures.js';

const region = 'us-east-1';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const s3 = () => new S3Client({ endpoint: inject('awsEndpoints').s3, region, credentials, forcePathStyle: true });
const bucket = () => inject('functionEnv').KYC_BUCKET_NAME ?? '';

const CONTENT = Buffer.from('%PDF-1.7 identity document scan');
const upload = (consumerReference: string, body: Record<string, unknown>) =>
  call('POST', `/v1/consumer/admin/files/${consumerReference}`, { apiKey: adminApiKey(), body: { fileName: 'id-front.PDF', base64Data: CONTENT.toString('base64'), ...body } });

async function objectExists(key: string): Promise<boolean> {
  try {
    await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    return true;
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return false;
    throw error;
  }
}

describe('KYC files (admin)', () => {
  it('stores the content in the bucket and the metadata on the table, and gives the content back', async () => {
    const consumer = await givenConsumer();
    const res = await upload(consumer.reference, { fileType: 'IdentityDocumentFront', description: 'Front of ID' });
    expect(res.status).toBe(200);
    const file = res.body.result;
    expect(file).toMatchObject({
      fileType: 'IdentityDocumentFront', fileName: 'id-front.PDF', mimeType: 'application/pdf', description: 'Front of ID', isActive: true,
      checksum: createHash('sha256').update(CONTENT).digest('hex'), sizeInBytes: CONTENT.length,
    });
    expect(file.reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(file.base64Data ?? undefined).toBeUndefined();

    const key = `consumers/${consumer.reference}/files/${file.reference}`;
    const object = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(CONTENT);
    expect(object.ContentType).toBe('application/pdf');
    const item = await tableItem(`CONSUMER#${consumer.reference}`, `FILE#${file.reference}`);
    expect(item).toMatchObject({ objectKey: key, status: 'active' });
    expect(JSON.stringify(item)).not.toContain(CONTENT.toString('base64'));

    const read = await call('GET', `/v1/consumer/admin/files/${consumer.reference}/${file.reference}`, { apiKey: adminApiKey() });
    expect(read.status).toBe(200);
    expect(read.body.result.base64Data).toBe(CONTENT.toString('base64'));
  });

  it('lists the live files in the consumer\'s full profile', async () => {
    const consumer = await givenConsumer();
    const kept = (await upload(consumer.reference, { fileType: 'ProofOfAddress' })).body.result;
    const gone = (await upload(consumer.reference, {})).body.result;
    await call('DELETE', `/v1/consumer/admin/files/${consumer.reference}/${gone.reference}`, { apiKey: adminApiKey() });
    const profile = await adminUpdate({ reference: consumer.reference });
    expect(profile.status).toBe(200);
    expect(profile.body.result.files).toEqual([expect.objectContaining({ reference: kept.reference, fileType: 'ProofOfAddress', mimeType: 'application/pdf' })]);
    expect(JSON.stringify(profile.body.result.files)).not.toContain(CONTENT.toString('base64'));
  });

  it('deletes object and record together', async () => {
    const consumer = await givenConsumer();
    const file = (await upload(consumer.reference, {})).body.result;
    const key = `consumers/${consumer.reference}/files/${file.reference}`;
    expect(await objectExists(key)).toBe(true);
    const path = `/v1/consumer/admin/files/${consumer.reference}/${file.reference}`;
    const res = await call('DELETE', path, { apiKey: adminApiKey() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await objectExists(key)).toBe(false);
    expect(await tableItem(`CONSUMER#${consumer.reference}`, `FILE#${file.reference}`)).toBeUndefined();
    expect((await call('GET', path, { apiKey: adminApiKey() })).status).toBe(404);
    expect((await call('DELETE', path, { apiKey: adminApiKey() })).status).toBe(404);
  });

  it('resolves the MIME type from the extension', async () => {
    const consumer = await givenConsumer();
    for (const [fileName, mimeType] of [['selfie.jpeg', 'image/jpeg'], ['scan.png', 'image/png'], ['notes', 'application/octet-stream']] as const) {
      expect((await upload(consumer.reference, { fileName })).body.result.mimeType, fileName).toBe(mimeType);
    }
  });

  it('refuses bad content with the field and the limit', async () => {
    const consumer = await givenConsumer();
    const invalid = await upload(consumer.reference, { base64Data: 'not base64!!' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details[0]).toEqual({ field: 'body.base64Data', reason: 'must be base64' });
    const big = await upload(consumer.reference, { base64Data: Buffer.alloc(4 * 1024 * 1024 + 3).toString('base64') });
    expect(big.status).toBe(400);
    expect(big.body.error.details[0].field).toBe('body.base64Data');
    expect(big.body.error.details[0].reason).toMatch(/4096 KiB|4 MiB/);
    const empty = await upload(consumer.reference, { base64Data: '' });
    expect(empty.status).toBe(400);
    const missing = await call('POST', `/v1/consumer/admin/files/${consumer.reference}`, { apiKey: adminApiKey(), body: { fileType: 'Selfie' } });
    expect(missing.status).toBe(400);
    expect((missing.body.error.details as { field: string }[]).map((d) => d.field).sort()).toEqual(['body.base64Data', 'body.fileName', 'body.fileType']);
  });

  it('refuses a body over the route limit with 413', async () => {
    const consumer = await givenConsumer();
    const res = await call('POST', `/v1/consumer/admin/files/${consumer.reference}`, {
      apiKey: adminApiKey(), rawBody: JSON.stringify({ fileName: 'a.pdf', base64Data: 'A'.repeat(6_100_000) }), headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(413);
  });

  it('refuses delivery URLs that are not http(s) or point at private addresses', async () => {
    const consumer = await givenConsumer();
    const scheme = await upload(consumer.reference, { retrievalUrl: 'ftp://x/[a]' });
    expect(scheme.status).toBe(400);
    expect(scheme.body.error.details[0].field).toBe('body.retrievalUrl');
    const res = await upload(consumer.reference, { emailDeliveryUrl: 'http://10.0.0.5/send', smsDeliveryUrl: 'http://169.254.169.254/latest' });
    expect(res.status).toBe(400);
    expect((res.body.error.details as { field: string }[]).map((d) => d.field).sort()).toEqual(['body.emailDeliveryUrl', 'body.smsDeliveryUrl']);
  });

  it('answers 404 for an unknown consumer or file, and needs the admin key', async () => {
    const unknown = await upload(randomUUID(), {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.details[0].field).toBe('path.consumerReference');
    const consumer = await givenConsumer();
    expect((await call('GET', `/v1/consumer/admin/files/${consumer.reference}/${randomUUID()}`, { apiKey: adminApiKey() })).status).toBe(404);
    expect((await call('GET', `/v1/consumer/admin/files/${consumer.reference}/not-a-uuid`, { apiKey: adminApiKey() })).status).toBe(400);
    expect((await call('POST', `/v1/consumer/admin/files/${consumer.reference}`, { body: {} })).status).toBe(403);
    expect((await call('GET', `/v1/consumer/admin/files/${consumer.reference}/${randomUUID()}`, { token: consumer.token })).status).toBe(403);
  });
});

describe('a consumer\'s own files', () => {
  let receiver: Server;
  let receiverUrl = '';
  const received: { url: string; body: Record<string, unknown> }[] = [];
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => { text += c.toString(); });
      req.on('end', () => {
        received.push({ url: req.url ?? '', body: JSON.parse(text) as Record<string, unknown> });
        res.statusCode = req.url?.startsWith('/broken') ? 500 : 202;
        res.end();
      });
    });
    await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', ok));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => receiver.close(() => ok())));

  it('reads a file with its retrieval URL filled from the query, missing tokens empty', async () => {
    const consumer = await givenConsumer();
    const file = (await upload(consumer.reference, { retrievalUrl: 'https://docs.example.com/statements/[statementId]?lang=[lang]&v=[missing]' })).body.result;
    const res = await call('GET', `/v1/consumer/files/${file.reference}?statementId=2026%2F11&lang=en`, { token: consumer.token });
    expect(res.status).toBe(200);
    expect(res.body.result.retrievalUrl).toBe('https://docs.example.com/statements/2026%2F11?lang=en&v=');
    expect(res.body.result.fileName).toBe('id-front.PDF');
    const bad = await call('GET', `/v1/consumer/files/${file.reference}?bad-name=1`, { token: consumer.token });
    expect(bad.status).toBe(400);
  });

  it('delivers by e-mail and SMS through the file\'s delivery URLs', async () => {
    const consumer = await givenConsumer();
    const file = (await upload(consumer.reference, {
      emailDeliveryUrl: `${receiverUrl}/email/[fileReference]?to=[emailAddress]`, smsDeliveryUrl: `${receiverUrl}/sms?to=[msisdn]`,
    })).body.result;
    const email = await call('POST', `/v1/consumer/files/${file.reference}/email?emailAddress=ann%40example.com`, { token: consumer.token });
    expect(email.status).toBe(200);
    expect(email.body).toEqual({ success: true });
    expect(received).toContainEqual({
      url: `/email/${file.reference}?to=ann%40example.com`,
      body: expect.objectContaining({ fileReference: file.reference, consumerReference: consumer.reference, emailAddress: 'ann@example.com', channel: 'email', mimeType: 'application/pdf' }),
    });
    const sms = await call('POST', `/v1/consumer/files/${file.reference}/sms?msisdn=%2B27821234567`, { token: consumer.token });
    expect(sms.status).toBe(200);
    expect(received.some((r) => r.url === '/sms?to=%2B27821234567' && r.body['msisdn'] === '+27821234567')).toBe(true);
  });

  it('answers 502 when the delivery service fails, 422 when the file has no delivery URL, 400 for a bad recipient', async () => {
    const consumer = await givenConsumer();
    const file = (await upload(consumer.reference, { emailDeliveryUrl: `${receiverUrl}/broken` })).body.result;
    const failed = await call('POST', `/v1/consumer/files/${file.reference}/email?emailAddress=ann%40example.com`, { token: consumer.token });
    expect(failed.status).toBe(502);
    expect(failed.body.error.code).toBe('BAD_GATEWAY');
    const none = await call('POST', `/v1/consumer/files/${file.reference}/sms?msisdn=%2B27821234567`, { token: consumer.token });
    expect(none.status).toBe(422);
    const bad = await call('POST', `/v1/consumer/files/${file.reference}/email?emailAddress=nope`, { token: consumer.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('query.emailAddress');
  });

  it('finds a file and its consumer named by upper-case references, as the other entities are found', async () => {
    const consumer = await givenConsumer();
    const created = await upload(consumer.reference.toUpperCase(), { emailDeliveryUrl: `${receiverUrl}/upper/[fileReference]` });
    expect(created.status, created.text).toBe(200);
    const file = created.body.result;
    expect(await tableItem(`CONSUMER#${consumer.reference}`, `FILE#${file.reference}`)).toMatchObject({ objectKey: `consumers/${consumer.reference}/files/${file.reference}` });
    const upper = file.reference.toUpperCase();
    const own = await call('GET', `/v1/consumer/files/${upper}`, { token: consumer.token });
    expect(own.status, own.text).toBe(200);
    expect(own.body.result.reference).toBe(file.reference);
    const email = await call('POST', `/v1/consumer/files/${upper}/email?emailAddress=ann%40example.com`, { token: consumer.token });
    expect(email.status, email.text).toBe(200);
    expect(received).toContainEqual(expect.objectContaining({ url: `/upper/${file.reference}`, body: expect.objectContaining({ fileReference: file.reference }) }));
    const adminPath = `/v1/consumer/admin/files/${consumer.reference.toUpperCase()}/${upper}`;
    const read = await call('GET', adminPath, { apiKey: adminApiKey() });
    expect(read.status, read.text).toBe(200);
    expect(read.body.result.base64Data).toBe(CONTENT.toString('base64'));
    expect((await call('DELETE', adminPath, { apiKey: adminApiKey() })).status).toBe(200);
    expect(await tableItem(`CONSUMER#${consumer.reference}`, `FILE#${file.reference}`)).toBeUndefined();
    expect((await call('GET', `/v1/consumer/files/${file.reference}`, { token: consumer.token })).status).toBe(404);
  });

  it('shows nothing to another consumer or a token for no consumer', async () => {
    const owner = await givenConsumer();
    const other = await givenConsumer();
    const file = (await upload(owner.reference, { emailDeliveryUrl: `${receiverUrl}/email` })).body.result;
    const before = received.length;
    for (const token of [other.token, await accessToken({ Name: 'app' })]) {
      expect((await call('GET', `/v1/consumer/files/${file.reference}`, { token })).status).toBe(404);
      expect((await call('POST', `/v1/consumer/files/${file.reference}/email?emailAddress=a%40b.co`, { token })).status).toBe(404);
      expect((await call('POST', `/v1/consumer/files/${file.reference}/sms?msisdn=%2B27821234567`, { token })).status).toBe(404);
    }
    expect(received.length).toBe(before);
    expect((await call('GET', `/v1/consumer/files/${file.reference}`)).status).toBe(401);
  });
});

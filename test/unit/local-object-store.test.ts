/**
 * The S3 stand-in through the real S3 client configured as the functions configure it (only
 * AWS_ENDPOINT_URL_S3, no forcePathStyle): object calls, metadata, 4 MB objects, streamed uploads,
 * and files that survive a restart.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startObjectStore, type LocalObjectStore } from '../../lib/local/object-store.js';

const BUCKET = 'kyc-files';
const REGION = 'us-east-1';
const FOUR_MB = 4 * 1024 * 1024;

const open: LocalObjectStore[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

async function start(dataDir?: string): Promise<{ store: LocalObjectStore; s3: S3Client }> {
  const store = await startObjectStore({ dataDir, bucket: BUCKET, region: REGION });
  open.push(store);
  // As in the functions: new S3Client({}) plus the platform's environment.
  vi.stubEnv('AWS_ENDPOINT_URL_S3', store.endpoint);
  return { store, s3: new S3Client({ region: REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }) };
}

const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'object-store-test-'));
  dirs.push(d);
  return d;
};

const bytesOf = async (s3: S3Client, Key: string) => Buffer.from((await (await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key }))).Body?.transformToByteArray()) ?? []);
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('startObjectStore', () => {
  it('creates the bucket and answers put, get, head and delete with metadata, path-style on its IP endpoint', async () => {
    const { store, s3 } = await start();
    expect(store.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await s3.send(new HeadBucketCommand({ Bucket: BUCKET }));

    const put = await s3.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: 'kyc/usr_1/passport.pdf', Body: Buffer.from('%PDF-1.7'), ContentType: 'application/pdf', Metadata: { 'document-type': 'passport' }, ServerSideEncryption: 'aws:kms' }),
    );
    expect(put.ETag).toBe(`"${createHash('md5').update('%PDF-1.7').digest('hex')}"`);
    const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'kyc/usr_1/passport.pdf' }));
    expect(head).toMatchObject({ ContentType: 'application/pdf', ContentLength: 8, Metadata: { 'document-type': 'passport' }, ETag: put.ETag });
    expect((await bytesOf(s3, 'kyc/usr_1/passport.pdf')).toString()).toBe('%PDF-1.7');

    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'kyc/usr_1/passport.pdf' }));
    await expect(s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'kyc/usr_1/passport.pdf' }))).rejects.toMatchObject({ name: 'NotFound' });
    s3.destroy();
  });

  it('round-trips a 4 MB object, and a streamed (aws-chunked) upload byte for byte', async () => {
    const { s3 } = await start();
    const big = randomBytes(FOUR_MB);
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'big.bin', Body: big }));
    expect(sha(await bytesOf(s3, 'big.bin'))).toBe(sha(big));

    const streamed = randomBytes(300_000);
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'streamed.bin', Body: Readable.from([streamed]), ContentLength: streamed.length }));
    expect(sha(await bytesOf(s3, 'streamed.bin'))).toBe(sha(streamed));
    s3.destroy();
  });

  it('lists each object as its one version, id "null" as S3 lists an unversioned bucket\'s, and deletes it by that id', async () => {
    const dataDir = tempDir();
    const { s3 } = await start(dataDir);
    for (const k of ['consumers/c1/files/f1', 'consumers/c1/files/f12', 'consumers/c1/files/f2', 'other/x']) {
      await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: k, Body: k }));
    }
    const listed = await s3.send(new ListObjectVersionsCommand({ Bucket: BUCKET, Prefix: 'consumers/c1/files/f1' }));
    expect(listed.Versions?.map((v) => [v.Key, v.VersionId, v.IsLatest, v.Size])).toEqual([
      ['consumers/c1/files/f1', 'null', true, 21], ['consumers/c1/files/f12', 'null', true, 22],
    ]);
    expect(listed.DeleteMarkers ?? []).toEqual([]);
    expect(listed.IsTruncated).toBe(false);

    // Pages by key marker.
    const first = await s3.send(new ListObjectVersionsCommand({ Bucket: BUCKET, Prefix: 'consumers/', MaxKeys: 2 }));
    expect(first).toMatchObject({ IsTruncated: true, NextKeyMarker: 'consumers/c1/files/f12', NextVersionIdMarker: 'null' });
    const rest = await s3.send(new ListObjectVersionsCommand({ Bucket: BUCKET, Prefix: 'consumers/', KeyMarker: first.NextKeyMarker, VersionIdMarker: first.NextVersionIdMarker }));
    expect(rest.Versions?.map((v) => v.Key)).toEqual(['consumers/c1/files/f2']);

    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'consumers/c1/files/f1', VersionId: 'null' }));
    expect((await s3.send(new ListObjectVersionsCommand({ Bucket: BUCKET, Prefix: 'consumers/c1/files/f1' }))).Versions?.map((v) => v.Key)).toEqual(['consumers/c1/files/f12']);
    s3.destroy();
    await open.pop()?.close();
    // The delete reached the disk too.
    const { s3: after } = await start(dataDir);
    await expect(after.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'consumers/c1/files/f1' }))).rejects.toMatchObject({ name: 'NotFound' });
    after.destroy();
  });

  it('keeps nothing on disk without a dataDir', async () => {
    const { s3 } = await start();
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'a.txt', Body: 'a' }));
    s3.destroy();
    await open.pop()?.close();
    const { s3: again } = await start();
    await expect(again.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'a.txt' }))).rejects.toMatchObject({ name: 'NotFound' });
    again.destroy();
  });

  it('with a dataDir, objects, metadata, copies and deletes survive a restart', async () => {
    const dataDir = tempDir();
    const { s3 } = await start(dataDir);
    const big = randomBytes(FOUR_MB);
    const oddKey = `kyc/usr 2/ü+%&<x>/${'k'.repeat(900)}.png`;
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'big.bin', Body: big, ContentType: 'image/jpeg', Metadata: { owner: 'usr_2' } }));
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: oddKey, Body: 'odd', ContentType: 'image/png' }));
    await s3.send(new CopyObjectCommand({ Bucket: BUCKET, Key: 'copy.bin', CopySource: `${BUCKET}/big.bin` }));
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'overwritten.txt', Body: 'first' }));
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'overwritten.txt', Body: 'second' }));
    for (const k of ['gone-1', 'gone-2', 'gone-3']) await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: k, Body: k }));
    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'gone-1' }));
    await s3.send(new DeleteObjectsCommand({ Bucket: BUCKET, Delete: { Objects: [{ Key: 'gone-2' }, { Key: 'gone-3' }] } }));
    s3.destroy();
    await open.pop()?.close();

    // big, odd, copy, overwritten: one file each.
    expect(readdirSync(join(dataDir, 's3', BUCKET))).toHaveLength(4);
    const { s3: after } = await start(dataDir);
    const head = await after.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'big.bin' }));
    expect(head).toMatchObject({ ContentType: 'image/jpeg', Metadata: { owner: 'usr_2' }, ContentLength: FOUR_MB });
    expect(sha(await bytesOf(after, 'big.bin'))).toBe(sha(big));
    expect(sha(await bytesOf(after, 'copy.bin'))).toBe(sha(big));
    expect((await bytesOf(after, oddKey)).toString()).toBe('odd');
    expect((await bytesOf(after, 'overwritten.txt')).toString()).toBe('second');
    for (const k of ['gone-1', 'gone-2', 'gone-3']) {
      await expect(after.send(new HeadObjectCommand({ Bucket: BUCKET, Key: k }))).rejects.toMatchObject({ name: 'NotFound' });
    }
    after.destroy();
  });

  it('answers 500 instead of acknowledging a change it could not write to disk', async () => {
    const dataDir = tempDir();
    const { s3 } = await start(dataDir);
    // A file where the bucket's folder should be: every object write now fails. The store may still
    // be creating the folder just after start on a loaded machine: replace it until the file stays.
    for (let attempt = 0; ; attempt++) {
      rmSync(join(dataDir, 's3', BUCKET), { recursive: true, force: true });
      try {
        writeFileSync(join(dataDir, 's3', BUCKET), 'not a folder');
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EISDIR' || attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    await expect(s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'a.txt', Body: 'a' }))).rejects.toMatchObject({ name: 'InternalError', $metadata: { httpStatusCode: 500 } });
    s3.destroy();
  });
});

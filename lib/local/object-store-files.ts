/**
 * The object store's files under <dataDir>/s3/<bucket>/: one file per object, named by the SHA-256
 * of its key (keys may be 1,024 bytes and hold any character), holding a one-line JSON header (key,
 * content type, user metadata) then the raw bytes. One file per object means one atomic rename per
 * write, so a crash leaves the previous version or the new one, never a mix of body and metadata.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface StoredObject {
  key: string;
  contentType: string;
  metadata: Record<string, string>;
  body: Buffer;
}

const SUFFIX = '.object';
/** S3's bucket naming rules, which also keep the name a safe single folder name. */
const BUCKET_NAME = /^(?!.*\.\.)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function bucketDir(root: string, bucket: string): string {
  if (!BUCKET_NAME.test(bucket)) throw new Error(`Not a valid bucket name: ${bucket}`);
  return join(root, bucket);
}

const objectFile = (root: string, bucket: string, key: string) =>
  join(bucketDir(root, bucket), createHash('sha256').update(key).digest('hex') + SUFFIX);

export async function saveBucket(root: string, bucket: string): Promise<void> {
  await mkdir(bucketDir(root, bucket), { recursive: true });
}

export async function removeBucket(root: string, bucket: string): Promise<void> {
  await rm(bucketDir(root, bucket), { recursive: true, force: true });
}

export async function saveObject(root: string, bucket: string, object: StoredObject): Promise<void> {
  const file = objectFile(root, bucket, object.key);
  const header = JSON.stringify({ key: object.key, contentType: object.contentType, metadata: object.metadata });
  const temp = `${file}.${randomUUID()}.tmp`;
  await mkdir(bucketDir(root, bucket), { recursive: true });
  await writeFile(temp, [Buffer.from(`${header}\n`), object.body]); // an iterable: no 4 MB concatenation
  await rename(temp, file);
}

export async function removeObject(root: string, bucket: string, key: string): Promise<void> {
  await rm(objectFile(root, bucket, key), { force: true });
}

export async function listBuckets(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isDirectory() && BUCKET_NAME.test(e.name)).map((e) => e.name);
}

export async function* readObjects(root: string, bucket: string): AsyncGenerator<StoredObject> {
  const dir = bucketDir(root, bucket);
  for (const name of await readdir(dir)) {
    if (name.endsWith('.tmp')) await rm(join(dir, name), { force: true }); // an interrupted write
    if (!name.endsWith(SUFFIX)) continue;
    const data = await readFile(join(dir, name));
    const newline = data.indexOf(0x0a);
    const header = JSON.parse(data.subarray(0, newline).toString('utf8')) as Omit<StoredObject, 'body'>;
    yield { ...header, body: data.subarray(newline + 1) };
  }
}

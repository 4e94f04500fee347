/**
 * The content of consumer (KYC) files in the KYC bucket, encrypted with the bucket's KMS key. The
 * object key holds references only, never the file name (which may carry a person's name).
 *
 *   object s3://<bucket>/consumers/<consumerReference>/files/<fileReference>
 */
import { DeleteObjectCommand, GetObjectCommand, ListObjectVersionsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../aws/clients.js';
import { kycBucketName } from '../config.js';

export const kycObjectKey = (consumerReference: string, fileReference: string) => `consumers/${consumerReference}/files/${fileReference}`;

/** Writes the content, checked by S3 against its SHA-256; answers the version id when the bucket is versioned. */
export async function putKycObject(key: string, content: Buffer, contentType: string, sha256Base64: string): Promise<string | undefined> {
  const put = await s3.send(new PutObjectCommand({
    Bucket: kycBucketName(), Key: key, Body: content, ContentType: contentType,
    ServerSideEncryption: 'aws:kms', ChecksumSHA256: sha256Base64,
  }));
  return put.VersionId;
}

/** The content of that object version. */
export async function readKycObject(key: string, versionId: string | undefined): Promise<Uint8Array> {
  const out = await s3.send(new GetObjectCommand({ Bucket: kycBucketName(), Key: key, VersionId: versionId }));
  const bytes = await out.Body?.transformToByteArray();
  if (!bytes) throw new Error('KYC object has no body');
  return bytes;
}

/** Removes that object version (in a versioned bucket, the version itself, not a delete marker over it). */
export async function deleteKycObject(key: string, versionId: string | undefined): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: kycBucketName(), Key: key, VersionId: versionId }));
}

/**
 * Removes every version of the object and every delete marker over it, for an object whose version
 * nobody recorded (an upload that never finished): a plain delete in a versioned bucket would only
 * add a marker and keep the content. Answers how many it removed.
 */
export async function deleteKycObjectVersions(key: string): Promise<number> {
  let removed = 0;
  let keyMarker: string | undefined;
  let versionIdMarker: string | undefined;
  do {
    const out = await s3.send(new ListObjectVersionsCommand({ Bucket: kycBucketName(), Prefix: key, KeyMarker: keyMarker, VersionIdMarker: versionIdMarker }));
    // The prefix may match longer keys: only this key's versions go.
    for (const version of [...(out.Versions ?? []), ...(out.DeleteMarkers ?? [])]) {
      if (version.Key !== key) continue;
      await deleteKycObject(key, version.VersionId);
      removed += 1;
    }
    keyMarker = out.IsTruncated ? out.NextKeyMarker : undefined;
    versionIdMarker = out.IsTruncated ? out.NextVersionIdMarker : undefined;
  } while (keyMarker !== undefined);
  return removed;
}

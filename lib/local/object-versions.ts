/**
 * ListObjectVersions for the S3 stand-in. fauxqs keeps one copy per key and has no versioning, and
 * answers `GET /<bucket>?versions` as a plain listing, which the SDK reads as no versions at all.
 * Here each object is answered as S3 answers one in a bucket whose versioning was never enabled: a
 * single version, id "null", the latest; DeleteObject with that id removes it (fauxqs ignores the
 * id). The pending-file sweep lists an object's versions to delete every one (KYC-2). No delimiter.
 */
import type { buildApp } from 'fauxqs';

type App = ReturnType<typeof buildApp>;

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
/** The text of each `<tag>` element of an XML fragment, as written (still escaped). */
const elements = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1] ?? '');

/** Answers `GET /<bucket>?versions` from the stand-in's own listing (ListObjects v1, key-marker as its marker). */
export function answerVersionListings(app: App): void {
  app.addHook('onRequest', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, string | undefined>;
    const { bucket, '*': key } = (request.params ?? {}) as { bucket?: string; '*'?: string };
    if (request.method !== 'GET' || !bucket || key || query['versions'] === undefined) return;
    const prefix = query['prefix'] ?? '';
    const keyMarker = query['key-marker'] ?? '';
    const maxKeys = query['max-keys'] ?? '1000';
    const listing = new URLSearchParams({ prefix, 'max-keys': maxKeys, ...(keyMarker ? { marker: keyMarker } : {}) });
    const listed = await app.inject({ method: 'GET', url: `/${encodeURIComponent(bucket)}?${listing.toString()}` });
    reply.header('content-type', 'application/xml');
    if (listed.statusCode !== 200) return reply.code(listed.statusCode).send(listed.body);

    const versions = elements(listed.body, 'Contents').map((contents) =>
      `<Version><Key>${elements(contents, 'Key')[0]}</Key><VersionId>null</VersionId><IsLatest>true</IsLatest>` +
      `<LastModified>${elements(contents, 'LastModified')[0]}</LastModified><ETag>${elements(contents, 'ETag')[0]}</ETag>` +
      `<Size>${elements(contents, 'Size')[0]}</Size><StorageClass>STANDARD</StorageClass></Version>`);
    const truncated = elements(listed.body, 'IsTruncated')[0] === 'true';
    const next = elements(listed.body, 'NextMarker')[0];
    return reply.code(200).send([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<ListVersionsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
      `<Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyMarker>${escapeXml(keyMarker)}</KeyMarker>`,
      `<VersionIdMarker>${escapeXml(query['version-id-marker'] ?? '')}</VersionIdMarker><MaxKeys>${escapeXml(maxKeys)}</MaxKeys>`,
      `<IsTruncated>${truncated}</IsTruncated>`,
      ...(truncated && next ? [`<NextKeyMarker>${next}</NextKeyMarker><NextVersionIdMarker>null</NextVersionIdMarker>`] : []),
      ...versions,
      '</ListVersionsResult>',
    ].join('\n'));
  });
}

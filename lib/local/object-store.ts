/**
 * S3 stand-in for the KYC bucket: fauxqs's S3 (path-style, aws-chunked uploads, multipart, any
 * credentials) in this process, made durable by writing every change through to files under
 * <dataDir>/s3 before the response leaves, and loading them back on start. Why fauxqs rather than
 * s3rver: docs/local-storage-choice.md. Versions: one per key, listed as an unversioned bucket's
 * (object-versions.ts).
 */
import { resolve } from 'node:path';
import { buildApp } from 'fauxqs';
import { listBuckets, readObjects, removeBucket, removeObject, saveBucket, saveObject } from './object-store-files.js';
import { answerVersionListings } from './object-versions.js';

export interface LocalObjectStore {
  /** Value for AWS_ENDPOINT_URL_S3; an IP, so the SDK addresses buckets path-style by itself. */
  endpoint: string;
  close(): Promise<void>;
}

type App = ReturnType<typeof buildApp>;

const objectPath = (bucket: string, key: string) => `/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

/** Keys named in a DeleteObjects request body. */
function deletedKeys(body: unknown): string[] {
  const xml = Buffer.isBuffer(body) ? body.toString('utf8') : '';
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return [...xml.matchAll(/<Key>([\s\S]*?)<\/Key>/g)].map((m) =>
    (m[1] ?? '').replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, e: string) =>
      e.startsWith('#x') || e.startsWith('#X') ? String.fromCodePoint(parseInt(e.slice(2), 16)) : e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : (entities[e] ?? whole),
    ),
  );
}

/** Writes every successful change through to files; the response waits for the write. */
function persistChanges(app: App, root: string, baseUrl: () => string | undefined): void {
  // One write at a time per key, so two quick PUTs cannot land on disk in the wrong order.
  const queues = new Map<string, Promise<void>>();
  const serial = (id: string, work: () => Promise<void>): Promise<void> => {
    const next = (queues.get(id) ?? Promise.resolve()).then(work, work);
    queues.set(id, next);
    return next.finally(() => queues.get(id) === next && queues.delete(id));
  };

  // The object as fauxqs now holds it, read over HTTP (app.inject takes ~70 ms for 4 MB, a
  // loopback GET ~6 ms): present → file, gone → no file.
  const sync = (base: string, bucket: string, key: string) =>
    serial(`${bucket}/${key}`, async () => {
      const now = await fetch(base + objectPath(bucket, key));
      if (now.status === 404) return removeObject(root, bucket, key);
      if (now.status !== 200) throw new Error(`reading ${bucket}/${key} back gave ${now.status}`);
      const metadata: Record<string, string> = {};
      for (const [name, value] of now.headers) {
        if (name.startsWith('x-amz-meta-')) metadata[name.slice('x-amz-meta-'.length)] = value;
      }
      const body = Buffer.from(await now.arrayBuffer());
      await saveObject(root, bucket, { key, contentType: now.headers.get('content-type') ?? 'application/octet-stream', metadata, body });
    });

  app.addHook('onSend', async (request, reply, payload) => {
    const { bucket, '*': key = '' } = (request.params ?? {}) as { bucket?: string; '*'?: string };
    const base = baseUrl(); // undefined while restoring: nothing to write back
    if (!base || !bucket || request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 300) return payload;
    try {
      if (key) await sync(base, bucket, key); // put, copy, complete multipart, delete
      else if (request.method === 'PUT') await saveBucket(root, bucket);
      else if (request.method === 'DELETE') await removeBucket(root, bucket);
      else if (request.method === 'POST') await Promise.all(deletedKeys(request.body).map((k) => sync(base, bucket, k)));
      return payload;
    } catch (error) {
      // The change is in memory but not on disk: say so rather than acknowledge it.
      reply.code(500).header('content-type', 'application/xml');
      return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>Local object store could not save the change: ${String(error).replace(/[<&]/g, '')}</Message></Error>`;
    }
  });
}

async function restore(app: App, root: string): Promise<void> {
  for (const bucket of await listBuckets(root)) {
    await app.inject({ method: 'PUT', url: `/${bucket}` });
    for await (const object of readObjects(root, bucket)) {
      const headers: Record<string, string> = { 'content-type': object.contentType };
      for (const [name, value] of Object.entries(object.metadata)) headers[`x-amz-meta-${name}`] = value;
      const res = await app.inject({ method: 'PUT', url: objectPath(bucket, object.key), headers, payload: object.body });
      if (res.statusCode !== 200) throw new Error(`Restoring ${bucket}/${object.key} failed: ${res.statusCode} ${res.body}`);
    }
  }
}

/** Starts the store and creates `bucket`; `dataDir` undefined = memory only (tests). */
export async function startObjectStore(options: { dataDir?: string; bucket: string; region: string; port?: number }): Promise<LocalObjectStore> {
  const app = buildApp({ logger: false, defaultRegion: options.region });
  answerVersionListings(app);
  const root = options.dataDir ? resolve(options.dataDir, 's3') : undefined;
  let endpoint: string | undefined;
  if (root) persistChanges(app, root, () => endpoint);
  try {
    if (root) await restore(app, root);
    await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
    const address = app.server.address();
    endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // Over HTTP, so the bucket's folder is written like any other change.
    const created = await fetch(`${endpoint}/${options.bucket}`, { method: 'PUT' });
    if (created.status !== 200) throw new Error(`Creating bucket ${options.bucket} failed: ${created.status} ${await created.text()}`);
  } catch (error) {
    await app.close();
    throw error;
  }
  return { endpoint, close: () => app.close() };
}

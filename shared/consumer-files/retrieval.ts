/**
 * A consumer reads one of its own files with its retrieval URL filled in. The file's URLs are
 * templates: `[tokenName]` takes a value, and a token with no value becomes empty. Apart from the
 * delivery (delivery.ts), so reading a file does not bundle the outbound HTTP client.
 */
import type { Caller } from '../http/caller.js';
import { NotFoundError } from '../http/errors.js';
import type { ConsumerFileResult } from '../schemas/consumer-file-results.js';
import { fileResult, getFile } from './file-reads.js';

const TOKEN = /\[([A-Za-z0-9_]{1,64})\]/g;

/** Fills [tokenName] placeholders, URL-encoding each value; unknown tokens become empty strings. */
export function fillTokens(template: string, values: Readonly<Record<string, string | undefined>>): string {
  // Own keys only: an inherited name (constructor, toString) is a token with no value, not the prototype's function.
  return template.replace(TOKEN, (_m, name: string) => encodeURIComponent((Object.hasOwn(values, name) ? values[name] : undefined) ?? ''));
}

/** The consumer a token speaks for; a token for no consumer owns no file (404, as for another's). */
export function ownConsumer(caller: Caller): string {
  const reference = caller.kind === 'user' ? caller.claims['ConsumerReference'] : undefined;
  if (!reference) throw new NotFoundError('The file', 'path.fileReference');
  return reference;
}

/** GET /v1/consumer/files/{fileReference}: the file, its retrieval URL filled from the query. */
export async function fileForConsumer(caller: Caller, fileReference: string, tokens: Readonly<Record<string, string>>): Promise<ConsumerFileResult> {
  const record = await getFile(ownConsumer(caller), fileReference);
  return { ...fileResult(record), retrievalUrl: record.retrievalUrl ? fillTokens(record.retrievalUrl, tokens) : null };
}

/**
 * What a consumer does with its own files: read one with its retrieval URL filled in, or have it
 * delivered by e-mail or SMS through the delivery URL configured on the file (the partner's service
 * that renders and sends it). The URLs are templates: `[tokenName]` takes a value, and a token with
 * no value becomes empty.
 */
import type { Caller } from '../http/caller.js';
import { ApiError, NotFoundError, UnprocessableError } from '../http/errors.js';
import { OutboundFailed, OutboundRefused, postJson } from '../http/outbound.js';
import { logger } from '../log.js';
import type { ConsumerFileResult } from '../schemas/consumer-file-results.js';
import { fileResult, getFile } from './file-reads.js';

const TOKEN = /\[([A-Za-z0-9_]{1,64})\]/g;

/** Fills [tokenName] placeholders, URL-encoding each value; unknown tokens become empty strings. */
export function fillTokens(template: string, values: Readonly<Record<string, string | undefined>>): string {
  return template.replace(TOKEN, (_m, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** The consumer a token speaks for; a token for no consumer owns no file (404, as for another's). */
function ownConsumer(caller: Caller): string {
  const reference = caller.kind === 'user' ? caller.claims['ConsumerReference'] : undefined;
  if (!reference) throw new NotFoundError('The file', 'path.fileReference');
  return reference;
}

/** GET /v1/consumer/files/{fileReference}: the file, its retrieval URL filled from the query. */
export async function fileForConsumer(caller: Caller, fileReference: string, tokens: Readonly<Record<string, string>>): Promise<ConsumerFileResult> {
  const record = await getFile(ownConsumer(caller), fileReference);
  return { ...fileResult(record), retrievalUrl: record.retrievalUrl ? fillTokens(record.retrievalUrl, tokens) : null };
}

export type DeliveryChannel = 'email' | 'sms';

/** POST /v1/consumer/files/{fileReference}/email and /sms: calls the file's delivery URL for that channel. */
export async function deliverFile(caller: Caller, fileReference: string, channel: DeliveryChannel, recipient: string): Promise<void> {
  const consumerReference = ownConsumer(caller);
  const record = await getFile(consumerReference, fileReference);
  const template = channel === 'email' ? record.emailDeliveryUrl : record.smsDeliveryUrl;
  const recipientKey = channel === 'email' ? 'emailAddress' : 'msisdn';
  if (!template) {
    throw new UnprocessableError(`The file has no ${channel === 'email' ? 'e-mail' : 'SMS'} delivery URL.`, [
      { field: 'path.fileReference', reason: `has no ${channel === 'email' ? 'emailDeliveryUrl' : 'smsDeliveryUrl'} configured` },
    ]);
  }
  const values = { fileReference, consumerReference, [recipientKey]: recipient };
  try {
    await postJson(fillTokens(template, values), {
      ...values, channel, fileName: record.fileName, fileType: record.fileType, mimeType: record.mimeType, checksum: record.checksum,
    });
  } catch (error) {
    if (error instanceof OutboundRefused) {
      throw new UnprocessableError('The file\'s delivery URL cannot be called.', [{ field: 'path.fileReference', reason: `its delivery URL is refused: ${error.reason}` }]);
    }
    if (error instanceof OutboundFailed) {
      logger.warn('file delivery failed', { fileReference, channel, reason: error.reason });
      throw new ApiError(502, 'BAD_GATEWAY', `The delivery service did not take the file (${error.reason}).`);
    }
    throw error;
  }
}

/**
 * A consumer has one of its own files delivered by e-mail or SMS through the delivery URL configured
 * on the file (the partner's service that renders and sends it). The URL is a template as in
 * retrieval.ts, which reads a file with its retrieval URL filled in.
 */
import type { Caller } from '../http/caller.js';
import { ApiError, UnprocessableError } from '../http/errors.js';
import { OutboundFailed, OutboundRefused, postJson } from '../http/outbound.js';
import { logger } from '../log.js';
import { getFile } from './file-reads.js';
import { fillTokens, ownConsumer } from './retrieval.js';

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
  // The file's own reference (lower case), whatever case the path named it in.
  const values = { fileReference: record.reference, consumerReference, [recipientKey]: recipient };
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

/** POST /v1/consumer/admin/files/{consumerReference}: a file belongs to a consumer that exists. */
import { getConsumer } from '../consumers/consumers.js';
import { NotFoundError } from '../http/errors.js';
import type { ConsumerFileBody } from '../schemas/consumer-file-body.js';
import type { ConsumerFileResult } from '../schemas/consumer-file-results.js';
import { uploadFile } from './upload.js';

export async function uploadFileFor(consumerReference: string, body: ConsumerFileBody): Promise<ConsumerFileResult> {
  // Lower case, as stored: the file's record and object are keyed by the consumer's own reference.
  const reference = consumerReference.toLowerCase();
  if (!(await getConsumer(reference))) throw new NotFoundError('The consumer', 'path.consumerReference');
  return uploadFile(reference, body);
}

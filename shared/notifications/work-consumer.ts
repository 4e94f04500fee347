/** The 'notifications' queue consumer (NTF-5): parses each work unit and runs its page (fan-out.ts). */
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../log.js';
import { deletePage, generatePage, redatePage } from './fan-out.js';
import { workUnit } from './work-unit.js';

async function handleRecord(record: SQSRecord): Promise<void> {
  let parsed: ReturnType<typeof workUnit.safeParse>;
  try {
    parsed = workUnit.safeParse(JSON.parse(record.body));
  } catch {
    parsed = workUnit.safeParse(undefined);
  }
  if (!parsed.success) {
    // Not ours to retry: a malformed unit would fail the same way every time.
    logger.error('notification work unit not understood; dropped', { messageId: record.messageId });
    return;
  }
  const unit = parsed.data;
  if (unit.kind === 'generate') await generatePage(unit);
  else if (unit.kind === 'redate') await redatePage(unit);
  else await deletePage(unit);
}

/** The 'notifications' queue consumer: every unit of the batch at once; a failed one is handed over again by SQS. */
export async function handleNotificationBatch(event: SQSEvent): Promise<SQSBatchResponse> {
  const results = await Promise.allSettled(event.Records.map((r) => handleRecord(r)));
  const batchItemFailures = results.flatMap((result, i) => {
    if (result.status === 'fulfilled') return [];
    logger.warn('notification work unit failed; SQS will hand it over again', { messageId: event.Records[i]!.messageId, error: result.reason instanceof Error ? result.reason.message : String(result.reason) });
    return [{ itemIdentifier: event.Records[i]!.messageId }];
  });
  return { batchItemFailures };
}

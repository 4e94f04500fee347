import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { handleWebhookBatch } from '../../shared/webhooks/sender.js';

// SQS consumer of the 'webhooks' queue; the event source mapping has ReportBatchItemFailures on.
export const handler = (event: SQSEvent): Promise<SQSBatchResponse> => handleWebhookBatch(event);

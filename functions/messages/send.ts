import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { handleMessageBatch } from '../../shared/messages/sender.js';

// SQS consumer of the 'messages' queue; the event source mapping has ReportBatchItemFailures on.
export const handler = (event: SQSEvent): Promise<SQSBatchResponse> => handleMessageBatch(event);

import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { handleNotificationBatch } from '../../shared/notifications/work-consumer.js';

// SQS consumer of the 'notifications' queue (template fan-out, re-date, delete pages); ReportBatchItemFailures is on.
export const handler = (event: SQSEvent): Promise<SQSBatchResponse> => handleNotificationBatch(event);

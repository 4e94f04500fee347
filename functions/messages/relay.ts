import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { relayOutbox } from '../../shared/messages/outbox-relay.js';

// Fed by the table's stream (new outbox items only): puts each item's id on its queue.
export const handler = (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => relayOutbox(event.Records);

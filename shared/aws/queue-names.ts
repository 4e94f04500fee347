/**
 * The names of the queues an outbox item is put on, apart from their definitions (queues.ts): a
 * writer only names its item's queue, so it need not bundle the table of queues and their consumers
 * (issue 16). test/unit/queue-names.test.ts holds them to the table.
 */
export const WEBHOOK_QUEUE_NAME = 'webhooks';
export const MESSAGE_QUEUE_NAME = 'messages';

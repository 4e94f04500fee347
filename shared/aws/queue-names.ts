/**
 * The queues' names, apart from their definitions (queues.ts, which names them from here): a writer
 * of an outbox item or a queued message only names its queue, so it need not bundle the table of
 * queues and their consumers (issue 16).
 */
export const WEBHOOK_QUEUE_NAME = 'webhooks';
export const MESSAGE_QUEUE_NAME = 'messages';
export const NOTIFICATION_QUEUE_NAME = 'notifications';

/**
 * The name of the queue an outbox item goes on when it names none, apart from the queues' settings
 * (queues.ts, which uses it), so that a function writing a message need not bundle every queue's
 * definition (issue 16).
 */
export const MESSAGE_QUEUE_NAME = 'messages';

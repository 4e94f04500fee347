/**
 * The queue names an outbox writer puts on its items (shared/aws/queue-names.ts) are queues the
 * table defines (shared/aws/queues.ts): the writers name them without bundling the table (issue 16),
 * so this holds what a lookup at their import used to.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGE_QUEUE_NAME, WEBHOOK_QUEUE_NAME } from '../../shared/aws/queue-names.js';
import { QUEUES, queueDef } from '../../shared/aws/queues.js';

describe('queue names', () => {
  it('name queues the table defines, and a name it lacks is refused', () => {
    expect(QUEUES.map((q) => q.name)).toEqual(expect.arrayContaining([WEBHOOK_QUEUE_NAME, MESSAGE_QUEUE_NAME]));
    expect(queueDef(WEBHOOK_QUEUE_NAME).name).toBe(WEBHOOK_QUEUE_NAME);
    expect(queueDef(MESSAGE_QUEUE_NAME).name).toBe(MESSAGE_QUEUE_NAME);
    expect(() => queueDef('nowhere')).toThrow('shared/aws/queues.ts defines no nowhere queue');
  });
});

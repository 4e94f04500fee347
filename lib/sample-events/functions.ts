/**
 * Every Lambda function of the platform, read from where each kind is defined: the implemented
 * routes of the route table (and their authorizer), the task functions of WORKFLOWS, the queue
 * consumers of QUEUES, STREAM_CONSUMERS and SCHEDULES in lib/resources.ts. Nothing else lists them, so a function
 * added there gets a sample event (events/) and `npm run invoke` without being listed here.
 */
import type { RouteDef } from '../../shared/http/route.js';
import { implementedRoutes } from '../../shared/routes/index.js';
import { QUEUES, SCHEDULES, STREAM_CONSUMERS, WORKFLOWS, type QueueDef, type ScheduleDef, type StreamConsumerDef, type WorkflowDef } from '../resources.js';

export type PlatformFunction =
  | { kind: 'route'; module: string; route: RouteDef }
  | { kind: 'authorizer'; module: string }
  | { kind: 'task'; module: string; workflow: WorkflowDef; placeholder: string }
  | { kind: 'queue'; module: string; queue: QueueDef }
  | { kind: 'stream'; module: string; consumer: StreamConsumerDef }
  | { kind: 'schedule'; module: string; schedule: ScheduleDef };

/** The authorizer API Gateway runs before every access and refresh route. */
export const AUTHORIZER_MODULE = 'auth/authorizer';

export function platformFunctions(routes: readonly RouteDef[] = implementedRoutes): PlatformFunction[] {
  return [
    ...routes.map((route): PlatformFunction => ({ kind: 'route', module: route.handler, route })),
    { kind: 'authorizer', module: AUTHORIZER_MODULE },
    ...WORKFLOWS.flatMap((workflow) => Object.entries(workflow.taskFunctions).map(([placeholder, module]): PlatformFunction => ({ kind: 'task', module, workflow, placeholder }))),
    ...QUEUES.flatMap((queue): PlatformFunction[] => (queue.consumer ? [{ kind: 'queue', module: queue.consumer, queue }] : [])),
    ...STREAM_CONSUMERS.map((consumer): PlatformFunction => ({ kind: 'stream', module: consumer.handler, consumer })),
    ...SCHEDULES.map((schedule): PlatformFunction => ({ kind: 'schedule', module: schedule.handler, schedule })),
  ];
}

/** Where a function's sample event is kept, relative to the repository. */
export const sampleEventPath = (module: string): string => `events/${module}.json`;

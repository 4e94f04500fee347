import { QUEUES } from '../../aws/queues.js';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { healthResult } from '../../system/schemas/health-result.js';

export const health = accessRoute({
  method: 'GET', path: '/v1/health', auth: 'access', domain: 'system', handler: 'system/health',
  schemas: { query: noQuery(), response: healthResult },
  successStatus: 200, implemented: true,
  resources: { describeAll: true, queues: QUEUES.map((q) => q.name) },
  summary: 'Checks the table, bucket, queues and workflow engine in parallel; 200 even when unhealthy.',
});

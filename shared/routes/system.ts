/** System endpoints: ping, version, health, client log intake. */
import * as z from 'zod/mini';
import { QUEUES } from '../aws/queues.js';
import { route } from '../http/route.js';
import { noQuery, SUCCESS_ONLY } from '../http/schemas.js';
import { clientLogBatch, healthResult, MAX_LOG_BODY_BYTES, versionResult } from '../system/schemas.js';

const domain = 'system';

export const ping = route({
  method: 'GET', path: '/v1/ping', auth: 'access', domain, handler: 'system/ping',
  schemas: { query: noQuery(), response: z.string() },
  successStatus: 200, implemented: true, resources: {},
  summary: 'Liveness probe; answers "pong".',
});

export const version = route({
  method: 'GET', path: '/v1/version', auth: 'access', domain, handler: 'system/version',
  schemas: { query: noQuery(), response: versionResult },
  successStatus: 200, implemented: true, resources: { routeManifest: true },
  summary: 'Environment, package version, implemented modules, rail plugins and enabled extensions.',
});

export const health = route({
  method: 'GET', path: '/v1/health', auth: 'access', domain, handler: 'system/health',
  schemas: { query: noQuery(), response: healthResult },
  successStatus: 200, implemented: true,
  resources: { describeAll: true, queues: QUEUES.map((q) => q.name) },
  summary: 'Checks the table, bucket, queues and workflow engine in parallel; 200 even when unhealthy.',
});

// Public at the gateway: anonymous pages may log. The handler checks an optional token and the Referer itself.
export const logging = route({
  method: 'POST', path: '/v1/logging', auth: 'public', domain, handler: 'system/logging',
  schemas: { query: noQuery(), body: clientLogBatch, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { signingKey: true }, maxBodyBytes: MAX_LOG_BODY_BYTES,
  summary: 'Client log intake: entries go to the structured log at their level, redacted.',
});

import { publicRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY } from '../../http/schemas.js';
import { clientLogBatch, MAX_LOG_BODY_BYTES } from '../../system/schemas/client-log-batch.js';

// Public at the gateway: anonymous pages may log. The handler checks an optional token and the Referer itself.
export const logging = publicRoute({
  method: 'POST', path: '/v1/logging', auth: 'public', domain: 'system', handler: 'system/logging',
  schemas: { query: noQuery(), body: clientLogBatch, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { signingKey: true }, maxBodyBytes: MAX_LOG_BODY_BYTES,
  summary: 'Client log intake: entries go to the structured log at their level, redacted.',
});

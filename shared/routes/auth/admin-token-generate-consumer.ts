import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { tokenResult } from '../../http/token-result.js';

export const adminTokenGenerateConsumer = adminRoute({
  method: 'POST', path: '/v1/auth/admin/token/generate/consumer/{consumerReference}', auth: 'admin', domain: 'auth',
  handler: 'auth/admin-token-generate-consumer',
  schemas: { path: uuidPath('consumerReference'), query: noQuery(), response: tokenResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Issues a token pair for an existing consumer; 404 when the consumer is unknown.',
});

import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { tokenResult } from '../../http/token-result.js';

export const adminTokenGenerateMerchant = adminRoute({
  method: 'POST', path: '/v1/auth/admin/token/generate/merchant/{merchantReference}', auth: 'admin', domain: 'auth',
  handler: 'auth/admin-token-generate-merchant',
  schemas: { path: uuidPath('merchantReference'), query: noQuery(), response: tokenResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Issues a token pair for an existing merchant; 404 when the merchant is unknown.',
});

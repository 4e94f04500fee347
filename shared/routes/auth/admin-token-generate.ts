import { adminTokenRequest } from '../../auth/admin-token-request.js';
import { adminRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { tokenResult } from '../../http/token-result.js';

export const adminTokenGenerate = adminRoute({
  method: 'POST', path: '/v1/auth/admin/token/generate', auth: 'admin', domain: 'auth', handler: 'auth/admin-token-generate',
  schemas: { query: noQuery(), body: adminTokenRequest, response: tokenResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Mints a token pair with the claims and access policies a partner vouches for.',
});

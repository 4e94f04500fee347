/** Token issuance and publication. The login, refresh, password and OTP rows are in auth-flows.ts. */
import { adminTokenRequest } from '../auth/admin-token-request.js';
import { route } from '../http/route.js';
import { noQuery, tokenResult } from '../http/schemas.js';

const domain = 'auth';

export const adminTokenGenerate = route({
  method: 'POST', path: '/v1/auth/admin/token/generate', auth: 'admin', domain, handler: 'auth/admin-token-generate',
  schemas: { query: noQuery(), body: adminTokenRequest, response: tokenResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Mints a token pair with the claims and access policies a partner vouches for.',
});

export const jwks = route({
  method: 'GET', path: '/.well-known/jwks.json', auth: 'public', domain, handler: 'auth/jwks',
  schemas: { query: noQuery() },
  successStatus: 200, implemented: true, resources: { signingKey: true }, rawResponse: true, rawContentType: 'application/jwk-set+json',
  summary: 'Public keys that verify access tokens (RFC 7517).',
});


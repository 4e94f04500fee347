import { publicRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';

export const jwks = publicRoute({
  method: 'GET', path: '/.well-known/jwks.json', auth: 'public', domain: 'auth', handler: 'auth/jwks',
  schemas: { query: noQuery() },
  successStatus: 200, implemented: true, resources: { signingKey: true }, rawResponse: true, rawContentType: 'application/jwk-set+json',
  summary: 'Public keys that verify access tokens (RFC 7517).',
});

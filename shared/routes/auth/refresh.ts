import { refreshRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { tokenResult } from '../../http/token-result.js';

export const refresh = refreshRoute({
  method: 'POST', path: '/v1/auth/refresh', auth: 'refresh', domain: 'auth', handler: 'auth/refresh',
  schemas: { query: noQuery(), response: tokenResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Exchanges a refresh token for a new token pair (rotation).',
});

import { refreshRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY } from '../../http/schemas.js';

export const logout = refreshRoute({
  method: 'POST', path: '/v1/auth/logout', auth: 'refresh', domain: 'auth', handler: 'auth/logout',
  schemas: { query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Invalidates the most recently active refresh token of the caller.',
});

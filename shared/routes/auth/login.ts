import { publicRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { tokenResult } from '../../http/token-result.js';
import { loginBody } from '../../schemas/auth/login.js';

export const login = publicRoute({
  method: 'POST', path: '/v1/auth/login', auth: 'public', domain: 'auth', handler: 'auth/login',
  schemas: { query: noQuery(), body: loginBody, response: tokenResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Exchanges a username and password for a token pair; 401 carries the must-change/must-validate flags.',
});

import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { tokenResult } from '../../http/token-result.js';
import { passwordChangeBody } from '../../schemas/auth/password-change.js';

export const passwordChange = accessRoute({
  method: 'POST', path: '/v1/auth/password/change', auth: 'access', domain: 'auth', handler: 'auth/password-change',
  schemas: { query: noQuery(), body: passwordChangeBody, response: tokenResult },
  successStatus: 200, acceptsPendingSteps: true, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Sets a new password (old password, or reset code for the anonymous flow) and issues a token pair.',
});

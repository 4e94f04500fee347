import { endpoint } from '../../shared/http/endpoint.js';
import { UnauthorizedError } from '../../shared/http/errors.js';
import { refreshSession } from '../../shared/identity/sessions.js';
import { refresh as route } from '../../shared/routes/auth/refresh.js';

export const handler = endpoint(route, async ({ caller }) => {
  if (caller.kind !== 'refresh') throw new UnauthorizedError();
  return refreshSession(caller.refreshToken);
});

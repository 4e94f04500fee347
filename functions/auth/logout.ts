import { endpoint } from '../../shared/http/endpoint.js';
import { UnauthorizedError } from '../../shared/http/errors.js';
import { endSession } from '../../shared/identity/sessions.js';
import { logout as route } from '../../shared/routes/auth/logout.js';

export const handler = endpoint(route, async ({ caller }) => {
  if (caller.kind !== 'refresh') throw new UnauthorizedError();
  await endSession(caller.refreshToken);
});

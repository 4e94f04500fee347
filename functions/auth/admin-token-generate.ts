import { generateAdminToken } from '../../shared/auth/admin-token.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { ForbiddenError } from '../../shared/http/errors.js';
import { adminTokenGenerate } from '../../shared/routes/auth/admin-token-generate.js';

export const handler = endpoint(adminTokenGenerate, async ({ body, caller }) => {
  if (caller.kind !== 'admin') throw new ForbiddenError();
  return generateAdminToken(body, caller.apiKeyId);
});

import { endpoint } from '../../shared/http/endpoint.js';
import { ForbiddenError } from '../../shared/http/errors.js';
import { merchantTokenPair } from '../../shared/merchants/merchant-token.js';
import { adminTokenGenerateMerchant as route } from '../../shared/routes/auth/admin-token-generate-merchant.js';

export const handler = endpoint(route, async ({ path, caller }) => {
  if (caller.kind !== 'admin') throw new ForbiddenError();
  return merchantTokenPair(path.merchantReference, caller.apiKeyId);
});

import { consumerTokenPair } from '../../shared/consumers/consumer-token.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { ForbiddenError } from '../../shared/http/errors.js';
import { adminTokenGenerateConsumer as route } from '../../shared/routes/auth/admin-token-generate-consumer.js';

export const handler = endpoint(route, async ({ path, caller }) => {
  if (caller.kind !== 'admin') throw new ForbiddenError();
  return consumerTokenPair(path.consumerReference, caller.apiKeyId);
});

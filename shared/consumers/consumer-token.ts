/** POST /v1/auth/admin/token/generate/consumer/{consumerReference}: a partner signs a consumer in. */
import type { TokenClaims } from '../auth/claims.js';
import { mintTokenPair } from '../auth/minted-pair.js';
import { accessTokenTtlSeconds } from '../config.js';
import { NotFoundError } from '../http/errors.js';
import type { TokenResult } from '../http/schemas.js';
import { userClaims } from '../identity/sessions.js';
import { assertNotBarred, getUser } from '../identity/users.js';
import { getConsumer } from './consumers.js';
import { assertConsumerActive } from './deactivated.js';

/**
 * The consumer's login user's claims (so refresh re-reads the user), else claims that speak for the
 * consumer alone, with the consumer as the subject. 404 when the consumer is unknown; 422 when an
 * administrator deactivated it (CON-20): it gets no tokens.
 */
export async function consumerTokenPair(consumerReference: string, apiKeyId: string): Promise<TokenResult> {
  const consumer = await getConsumer(consumerReference.toLowerCase());
  if (!consumer) throw new NotFoundError('Consumer', 'path.consumerReference');
  assertConsumerActive(consumer, 'path.consumerReference', 'it gets no tokens');
  const user = consumer.userReference ? await getUser(consumer.userReference) : undefined;
  if (user) {
    assertNotBarred(user, 'path.consumerReference');
    return mintTokenPair(apiKeyId, user.userReference, userClaims(user), accessTokenTtlSeconds(), { userReference: user.userReference });
  }
  const claims: TokenClaims = { ConsumerReference: consumer.reference };
  const name = [consumer.firstName, consumer.lastName].filter(Boolean).join(' ');
  if (name) claims.Name = name;
  if (consumer.mobileNumber) claims.MobileNumber = consumer.mobileNumber;
  if (consumer.emailAddress) claims.EmailAddress = consumer.emailAddress;
  return mintTokenPair(apiKeyId, consumer.reference, claims, accessTokenTtlSeconds());
}

/**
 * Lambda REQUEST authorizer for access- and refresh-kind routes. A bad or missing token is thrown
 * as "Unauthorized" (API Gateway answers 401); a token of the wrong type gets a policy that denies
 * the route (403). Refresh tokens are opaque: their handler checks them against the table.
 */
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { policyFor } from '../../shared/auth/authorizer-policy.js';
import { looksLikeRefreshToken, verifyAccessToken } from '../../shared/auth/tokens.js';
import { optionalEnv } from '../../shared/config.js';
import { bearerToken } from '../../shared/http/caller.js';
import { logger } from '../../shared/log.js';

const list = (name: string) => optionalEnv(name, '').split(',').filter(Boolean);
const routes = {
  refresh: list('REFRESH_ROUTES'), pendingSteps: list('PENDING_STEP_ROUTES'), paymentForm: list('PAYMENT_FORM_ROUTES'),
  refreshDeny: list('REFRESH_DENY_ROUTES'), pendingStepsDeny: list('PENDING_STEP_DENY_ROUTES'), paymentFormDeny: list('PAYMENT_FORM_DENY_ROUTES'),
};

export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v ?? undefined]));
  const token = bearerToken(headers);
  if (!token) throw new Error('Unauthorized');
  if (looksLikeRefreshToken(token)) {
    return policyFor('refresh', 'refresh-token', event.methodArn, routes, {});
  }
  const verified = await verifyAccessToken(token);
  if (!verified) {
    logger.info('access token rejected');
    throw new Error('Unauthorized');
  }
  return policyFor(verified.scope === 'full' ? 'access' : verified.scope, verified.subject, event.methodArn, routes, {
    claims: JSON.stringify(verified.claims),
    accessPolicies: verified.accessPolicies.join(','),
    tokenId: verified.tokenId,
    // The handler chain checks it on every request: this answer is cached beyond the token's life.
    expiresAt: String(verified.expiresAt),
  });
}

/**
 * The authorizer's answer as an IAM policy. API Gateway caches the answer per Authorization header
 * for every route, not per route, so the policy must hold for the whole API: an access token is
 * allowed everywhere except the refresh-kind routes (explicit Deny → 403), a refresh token only on
 * those routes (anything else is implicitly denied → 403).
 */
import type { APIGatewayAuthorizerResult, Statement } from 'aws-lambda';

/** "POST /v1/auth/refresh" → the resource part of an execute-api ARN, path parameters as wildcards. */
function routeArn(stageArn: string, routeKey: string): string {
  const [method, path = ''] = routeKey.split(' ');
  return `${stageArn}/${method}/${path.replace(/^\//, '').replace(/\{[^}]+\}/g, '*')}`;
}

/** arn:aws:execute-api:region:account:api/stage/METHOD/path → arn:aws:execute-api:region:account:api/stage */
export function stageArnOf(methodArn: string): string {
  const [prefix = '', rest = ''] = methodArn.split(/:(?=[^:]*$)/);
  const [apiId, stage] = rest.split('/');
  return `${prefix}:${apiId}/${stage}`;
}

export type TokenType = 'access' | 'refresh';

export function policyFor(
  tokenType: TokenType,
  principalId: string,
  methodArn: string,
  refreshRoutes: readonly string[],
  context: Record<string, string>,
): APIGatewayAuthorizerResult {
  const stageArn = stageArnOf(methodArn);
  const refreshArns = refreshRoutes.map((r) => routeArn(stageArn, r));
  const Statement: Statement[] =
    tokenType === 'access'
      ? [
          { Action: 'execute-api:Invoke', Effect: 'Allow' as const, Resource: [`${stageArn}/*`] },
          ...(refreshArns.length > 0 ? [{ Action: 'execute-api:Invoke', Effect: 'Deny' as const, Resource: refreshArns }] : []),
        ]
      : [{ Action: 'execute-api:Invoke', Effect: 'Allow' as const, Resource: refreshArns }];
  return { principalId, policyDocument: { Version: '2012-10-17', Statement }, context: { tokenType, ...context } };
}

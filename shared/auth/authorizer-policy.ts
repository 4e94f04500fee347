/**
 * The authorizer's answer as an IAM policy. API Gateway caches the answer per Authorization header
 * for every route, not per route, so the policy must hold for the whole API:
 * - a full access token is allowed everywhere except the refresh-kind routes (explicit Deny → 403);
 * - a pending-steps access token (login with steps outstanding) only on the routes that complete
 *   those steps;
 * - a payment-form token (a hosted form's page) only on the routes that pay with its session and
 *   follow that payment (FORM-3);
 * - a refresh token only on the refresh-kind routes.
 * Anything else is implicitly denied → 403.
 */
import type { APIGatewayAuthorizerResult, Statement } from 'aws-lambda';
import { routeKey, type RouteDef } from '../http/route.js';

/** "POST /v1/auth/refresh" → the resource part of an execute-api ARN, path parameters as wildcards. */
function routeArn(stageArn: string, key: string): string {
  const [method, path = ''] = key.split(' ');
  return `${stageArn}/${method}/${path.replace(/^\//, '').replace(/\{[^}]+\}/g, '*')}`;
}

/** arn:aws:execute-api:region:account:api/stage/METHOD/path → arn:aws:execute-api:region:account:api/stage */
export function stageArnOf(methodArn: string): string {
  const [prefix = '', rest = ''] = methodArn.split(/:(?=[^:]*$)/);
  const [apiId, stage] = rest.split('/');
  return `${prefix}:${apiId}/${stage}`;
}

export type TokenType = 'access' | 'pending-steps' | 'payment-form' | 'refresh';

/** Route keys ("POST /v1/auth/refresh") the authorizer needs to build its policies. */
export interface AuthorizerRoutes {
  refresh: readonly string[];
  pendingSteps: readonly string[];
  paymentForm: readonly string[];
}

/** The authorizer's environment, from the route table: the same in CDK and on the local platform. */
export function authorizerEnvironment(routes: readonly RouteDef[]): Record<'REFRESH_ROUTES' | 'PENDING_STEP_ROUTES' | 'PAYMENT_FORM_ROUTES', string> {
  return {
    REFRESH_ROUTES: routes.filter((r) => r.auth === 'refresh').map(routeKey).join(','),
    PENDING_STEP_ROUTES: routes.filter((r) => r.auth === 'access' && r.acceptsPendingSteps).map(routeKey).join(','),
    PAYMENT_FORM_ROUTES: routes.filter((r) => r.auth === 'access' && r.acceptsPaymentForm).map(routeKey).join(','),
  };
}

function allow(arns: string[]): Statement[] {
  return arns.length > 0 ? [{ Action: 'execute-api:Invoke', Effect: 'Allow' as const, Resource: arns }] : [];
}

export function policyFor(
  tokenType: TokenType,
  principalId: string,
  methodArn: string,
  routes: AuthorizerRoutes,
  context: Record<string, string>,
): APIGatewayAuthorizerResult {
  const stageArn = stageArnOf(methodArn);
  const arns = (keys: readonly string[]) => keys.map((k) => routeArn(stageArn, k));
  const refreshArns = arns(routes.refresh);
  let Statement: Statement[];
  switch (tokenType) {
    case 'access':
      Statement = [
        { Action: 'execute-api:Invoke', Effect: 'Allow' as const, Resource: [`${stageArn}/*`] },
        ...(refreshArns.length > 0 ? [{ Action: 'execute-api:Invoke', Effect: 'Deny' as const, Resource: refreshArns }] : []),
      ];
      break;
    case 'pending-steps':
      Statement = allow(arns(routes.pendingSteps));
      break;
    case 'payment-form':
      Statement = allow(arns(routes.paymentForm));
      break;
    case 'refresh':
      Statement = allow(refreshArns);
      break;
  }
  // An empty Allow list is still a valid policy: it denies everything.
  if (Statement.length === 0) Statement = [{ Action: 'execute-api:Invoke', Effect: 'Deny' as const, Resource: [`${stageArn}/*`] }];
  return { principalId, policyDocument: { Version: '2012-10-17', Statement }, context: { tokenType, ...context } };
}

/**
 * The authorizer's answer as an IAM policy. API Gateway caches the answer per Authorization header
 * for every route, not per route, so the policy must hold for the whole API:
 * - a full access token is allowed everywhere except the refresh-kind routes (explicit Deny → 403);
 * - a pending-steps access token (login with steps outstanding) only on the routes that complete
 *   those steps;
 * - a payment-form token (a hosted form's page) only on the routes that pay with its session and
 *   follow that payment (FORM-3);
 * - a refresh token only on the refresh-kind routes.
 * Anything else is implicitly denied → 403. A path parameter becomes '*', which IAM lets match '/'
 * too, so a restricted token's Allow can cover a longer route (GET /v1/pay/status/{ref} covers
 * GET /v1/pay/status/qrpayment/{bill}): such rows are denied explicitly (AUTH-10).
 */
import type { APIGatewayAuthorizerResult, Statement } from 'aws-lambda';
import { routeKey, type RouteDef } from '../http/route.js';

/** "POST /v1/auth/refresh" → the resource part of an execute-api ARN, path parameters as wildcards. */
function routeArn(stageArn: string, key: string): string {
  const [method, path = ''] = key.split(' ');
  return `${stageArn}/${method}/${path.replace(/^\//, '').replace(/\{[^}]+\}/g, '*')}`;
}

/**
 * arn:aws:execute-api:region:account:api/stage/METHOD/path → arn:aws:execute-api:region:account:api/stage.
 * Read from the front: the path may hold ':' (AUTH-9), the first five fields never do.
 */
export function stageArnOf(methodArn: string): string {
  const fields = methodArn.split(':');
  const [apiId, stage] = fields.slice(5).join(':').split('/');
  return `${fields.slice(0, 5).join(':')}:${apiId}/${stage}`;
}

export type TokenType = 'access' | 'pending-steps' | 'payment-form' | 'refresh';

/** Route keys ("POST /v1/auth/refresh") the authorizer needs to build its policies. */
export interface AuthorizerRoutes {
  refresh: readonly string[];
  pendingSteps: readonly string[];
  paymentForm: readonly string[];
  /** Other rows of the route table that a restricted kind's Allow patterns match: denied to it (AUTH-10). */
  refreshDeny?: readonly string[];
  pendingStepsDeny?: readonly string[];
  paymentFormDeny?: readonly string[];
}

/** The route key as the Allow pattern IAM reads it: a parameter is '*', which matches '/' too. */
const keyPattern = (key: string): RegExp =>
  new RegExp(`^${key.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

/** The route key with each parameter given one segment's value, as a real request would be. */
const sampleOf = (key: string): string => key.replace(/\{[^}]+\}/g, 'p');

/** The rows outside `allowed` that one of `allowed`'s patterns matches. */
export function shadowedRoutes(allowed: readonly string[], all: readonly string[]): string[] {
  const patterns = allowed.map(keyPattern);
  return all.filter((key) => !allowed.includes(key) && patterns.some((p) => p.test(sampleOf(key))));
}

/** The authorizer's environment, from the route table: the same in CDK and on the local platform. */
export function authorizerEnvironment(routes: readonly RouteDef[]): Record<string, string> {
  const all = routes.map(routeKey);
  const refresh = routes.filter((r) => r.auth === 'refresh').map(routeKey);
  const pendingSteps = routes.filter((r) => r.auth === 'access' && r.acceptsPendingSteps).map(routeKey);
  const paymentForm = routes.filter((r) => r.auth === 'access' && r.acceptsPaymentForm).map(routeKey);
  return {
    REFRESH_ROUTES: refresh.join(','),
    PENDING_STEP_ROUTES: pendingSteps.join(','),
    PAYMENT_FORM_ROUTES: paymentForm.join(','),
    REFRESH_DENY_ROUTES: shadowedRoutes(refresh, all).join(','),
    PENDING_STEP_DENY_ROUTES: shadowedRoutes(pendingSteps, all).join(','),
    PAYMENT_FORM_DENY_ROUTES: shadowedRoutes(paymentForm, all).join(','),
  };
}

const statement = (Effect: 'Allow' | 'Deny', arns: string[]): Statement[] =>
  arns.length > 0 ? [{ Action: 'execute-api:Invoke', Effect, Resource: arns }] : [];

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
        ...statement('Deny', refreshArns),
      ];
      break;
    case 'pending-steps':
      Statement = [...statement('Allow', arns(routes.pendingSteps)), ...statement('Deny', arns(routes.pendingStepsDeny ?? []))];
      break;
    case 'payment-form':
      Statement = [...statement('Allow', arns(routes.paymentForm)), ...statement('Deny', arns(routes.paymentFormDeny ?? []))];
      break;
    case 'refresh':
      Statement = [...statement('Allow', refreshArns), ...statement('Deny', arns(routes.refreshDeny ?? []))];
      break;
  }
  // No Allow is still a valid policy: it denies everything.
  if (!Statement.some((s) => s.Effect === 'Allow')) Statement = [{ Action: 'execute-api:Invoke', Effect: 'Deny' as const, Resource: [`${stageArn}/*`] }];
  return { principalId, policyDocument: { Version: '2012-10-17', Statement }, context: { tokenType, ...context } };
}

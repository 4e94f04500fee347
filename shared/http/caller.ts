/**
 * Who is calling, as established by API Gateway before the handler runs: the Lambda authorizer's
 * context for bearer tokens, the usage-plan API key for admin routes.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { isExpired } from './token-clock.js';
import type { AuthKind } from './route.js';
import { ForbiddenError, UNAUTHORIZED_MESSAGE, UnauthorizedError } from './errors.js';

/** Claim keys of the interface; every value is a string. */
export type Claims = Partial<Record<string, string>>;

export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'admin'; apiKeyId: string }
  | {
      kind: 'user';
      subject: string;
      claims: Claims;
      accessPolicies: string[];
      tokenId: string;
      /** True for the restricted token of a login with outstanding steps. */
      pendingSteps: boolean;
      /** The hosted payment form session a payment-form token was issued for (FORM-3); absent on other tokens. */
      formSession?: string;
    }
  | { kind: 'refresh'; refreshToken: string };

export function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const value = headers['authorization'];
  const match = value?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** The authorizer passes `exp` as a string (API Gateway stringifies context values); anything else reads as NaN. */
function expiresAtOf(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
}

function parseJsonRecord(text: unknown): Record<string, string> {
  if (typeof text !== 'string') return {};
  const parsed: unknown = JSON.parse(text);
  if (parsed === null || typeof parsed !== 'object') return {};
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** What a route accepts beyond full access tokens. */
export interface RestrictedTokens {
  acceptsPendingSteps?: boolean | undefined;
  acceptsPaymentForm?: boolean | undefined;
}

/** A payment-form token's subject: `form:` and its session reference. */
export const FORM_SUBJECT_PREFIX = 'form:';

export function callerFrom(
  event: APIGatewayProxyEvent, auth: AuthKind, headers: Record<string, string | undefined>, accepts: RestrictedTokens = {},
): Caller {
  const context = event.requestContext.authorizer ?? {};
  switch (auth) {
    case 'admin': {
      const apiKeyId = event.requestContext.identity?.apiKeyId;
      // API Gateway refuses a request without a valid key before it gets here; this guards misconfiguration.
      if (!apiKeyId) throw new UnauthorizedError('An admin API key is required.');
      return { kind: 'admin', apiKeyId };
    }
    case 'access': {
      // The gateway caches the authorizer's answer per token for minutes, so the clock is read here,
      // on every request; an answer without a readable exp fails closed. Same 401 as the authorizer's.
      if (isExpired(expiresAtOf(context['expiresAt']))) throw new UnauthorizedError(UNAUTHORIZED_MESSAGE);
      const pendingSteps = context['tokenType'] === 'pending-steps';
      const paymentForm = context['tokenType'] === 'payment-form';
      // The gateway's policy already keeps these tokens off other routes; this holds if it ever did not.
      if (pendingSteps && !accepts.acceptsPendingSteps) throw new ForbiddenError('This token only completes the outstanding login steps.');
      if (paymentForm && !accepts.acceptsPaymentForm) throw new ForbiddenError('This token only pays with its payment form session and follows that payment.');
      if ((context['tokenType'] !== 'access' && !pendingSteps && !paymentForm) || typeof context['principalId'] !== 'string') {
        throw new UnauthorizedError();
      }
      const subject = context['principalId'];
      if (paymentForm && !subject.startsWith(FORM_SUBJECT_PREFIX)) throw new UnauthorizedError();
      const policies = context['accessPolicies'];
      return {
        kind: 'user',
        subject,
        claims: parseJsonRecord(context['claims']),
        accessPolicies: typeof policies === 'string' && policies !== '' ? policies.split(',') : [],
        tokenId: String(context['tokenId'] ?? ''),
        pendingSteps,
        ...(paymentForm ? { formSession: subject.slice(FORM_SUBJECT_PREFIX.length) } : {}),
      };
    }
    case 'refresh': {
      const token = bearerToken(headers);
      if (context['tokenType'] !== 'refresh' || !token) throw new UnauthorizedError();
      return { kind: 'refresh', refreshToken: token };
    }
    case 'public':
      return { kind: 'anonymous' };
  }
}

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
      /** When the token presented ends (epoch seconds); what it grants may not outlast it (IDN-20). */
      expiresAt?: number;
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

/** Reads the caller of one auth kind from the request as API Gateway passed it on. */
export type CallerReader = (event: APIGatewayProxyEvent, headers: Record<string, string | undefined>, accepts: RestrictedTokens) => Caller;

// One reader per auth kind, so a route's bundle carries only its own kind's (issue 16): a row names
// its kind's reader through its declaration (route.ts). Each reads the authorizer's context first,
// as every kind always did: an event without API Gateway's requestContext fails alike.
const authorizerContext = (event: APIGatewayProxyEvent): Record<string, unknown> => event.requestContext.authorizer ?? {};

export const publicCaller: CallerReader = (event) => {
  authorizerContext(event);
  return { kind: 'anonymous' };
};

export const adminCaller: CallerReader = (event) => {
  authorizerContext(event);
  const apiKeyId = event.requestContext.identity?.apiKeyId;
  // API Gateway refuses a request without a valid key before it gets here; this guards misconfiguration.
  if (!apiKeyId) throw new UnauthorizedError('An admin API key is required.');
  return { kind: 'admin', apiKeyId };
};

export const accessCaller: CallerReader = (event, _headers, accepts) => {
  const context = authorizerContext(event);
  // The gateway caches the authorizer's answer per token for minutes, so the clock is read here,
  // on every request; an answer without a readable exp fails closed. Same 401 as the authorizer's.
  const expiresAt = expiresAtOf(context['expiresAt']);
  if (isExpired(expiresAt)) throw new UnauthorizedError(UNAUTHORIZED_MESSAGE);
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
    expiresAt,
    ...(paymentForm ? { formSession: subject.slice(FORM_SUBJECT_PREFIX.length) } : {}),
  };
};

export const refreshCaller: CallerReader = (event, headers) => {
  const context = authorizerContext(event);
  const token = bearerToken(headers);
  if (context['tokenType'] !== 'refresh' || !token) throw new UnauthorizedError();
  return { kind: 'refresh', refreshToken: token };
};

/** Every kind's reader, for a row declared without naming its kind's (route.ts's `route`). */
export const CALLER_READERS: Readonly<Record<AuthKind, CallerReader>> = {
  public: publicCaller, admin: adminCaller, access: accessCaller, refresh: refreshCaller,
};

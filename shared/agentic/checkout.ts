/**
 * Checkout sessions (ACP-3 to ACP-8; completing one is in complete.ts). Statuses and moves:
 *   create / update   → not_ready_for_payment (any error message, e.g. an unknown product) or ready_for_payment
 *   complete          ready_for_payment → complete_in_progress → completed (the order is created;
 *                     its ACP order events: order-events.ts, ACP-18)
 *   cancel            not_ready / ready → canceled
 *   expiry            an open session past expires_at reads as expired
 * A completed, cancelled or expired session refuses update, complete and cancel with 405; a session
 * being completed refuses them with 409 (after STALE_CLAIM_SECONDS a completion resumes it). A session belongs to the caller that opened it: anyone else 404.
 */
import { randomBytes } from 'node:crypto';
import { callerScope } from '../db/markers.js';
import type { Caller } from '../http/caller.js';
import { ValidationError } from '../http/errors.js';
import type { CancelCheckoutSessionBody } from '../schemas/agentic-cancel-session-body.js';
import type { CreateCheckoutSessionBody } from '../schemas/agentic-create-session-body.js';
import type { UpdateCheckoutSessionBody } from '../schemas/agentic-update-session-body.js';
import type { CheckoutSessionResult, OrderResult } from '../schemas/agentic-checkout-results.js';
import { negotiatedCapabilities } from './capabilities.js';
import { assertAnswerFits } from './answer-size.js';
import { AcpError } from './errors.js';
import { orderView } from './orders.js';
import { priceItems } from './pricing.js';
import { getSession, putSession, requestFieldOf, type CheckoutSessionRecord, type SessionStatus } from './sessions.js';
import { ACP_VERSION } from './versions.js';
import { apiBaseUrl, enabledCurrencies } from '../config.js';
import { discountsAnswer, discountWarnings, requestedCodes } from './discounts.js';

/** How long a claim may stay complete_in_progress before the next completion takes it over (ACP-8). */
export const STALE_CLAIM_SECONDS = 30;

/** How long a session stays open after it is created (ACP-3). */
export const SESSION_LIFETIME_SECONDS = 60 * 60;

const newSessionId = (): string => `cs_${randomBytes(18).toString('base64url')}`;

/** The status as read: an open session past its expiry is expired. */
export function statusAt(session: CheckoutSessionRecord, now: Date): SessionStatus {
  const open = session.status === 'not_ready_for_payment' || session.status === 'ready_for_payment';
  return open && Date.parse(session.expiresAt) <= now.getTime() ? 'expired' : session.status;
}

const links = () => [
  { type: 'terms_of_use', title: 'Terms of use', url: `${apiBaseUrl()}/v1/content/terms-of-use?format=html` },
  { type: 'privacy_policy', title: 'Privacy policy', url: `${apiBaseUrl()}/v1/content/privacy-policy?format=html` },
];

/**
 * The session in ACP's shape; currencies in lower case as ACP writes them. `order` is the session's
 * order as its payment shows it (sessionWithOrder): only a completed session has one, and create,
 * update and cancel answer open sessions only (assertOpen), so their bundles need not read the
 * payment (issue 16).
 */
export function sessionView(session: CheckoutSessionRecord, now = new Date(), order?: OrderResult): CheckoutSessionResult {
  const metadata: Record<string, string> = {};
  if (session.merchantReference) metadata['merchant_reference'] = session.merchantReference;
  if (session.merchantName) metadata['merchant_name'] = session.merchantName;
  if (session.order) metadata['payment_reference'] = session.order.paymentReference;
  return {
    id: session.id,
    protocol: { version: ACP_VERSION },
    capabilities: session.capabilities,
    ...(session.buyer ? { buyer: session.buyer } : {}),
    status: statusAt(session, now),
    currency: session.currency.toLowerCase(),
    ...(session.locale ? { locale: session.locale } : {}),
    line_items: session.lineItems,
    fulfillment_options: [],
    totals: session.totals,
    messages: session.messages,
    links: links(),
    created_at: session.createdAt,
    updated_at: session.updatedAt,
    expires_at: session.expiresAt,
    metadata,
    ...(order ? { order } : {}),
    ...(session.discountCodes?.length ? { discounts: discountsAnswer(session.discountCodes) } : {}),
  };
}

/** The session with its order read through from the payment, for a session that has one (GET, complete). */
export async function sessionWithOrder(session: CheckoutSessionRecord, now = new Date()): Promise<CheckoutSessionResult> {
  return sessionView(session, now, session.order ? await orderView(session, session.order) : undefined);
}

/** The codes a request sends replace the session's (an empty list clears them); none sent keeps them. */
function withCodes(body: Parameters<typeof requestedCodes>[0]): { discountCodes?: string[] } {
  const codes = requestedCodes(body);
  return codes === undefined ? {} : { discountCodes: codes };
}

/** Prices the items into the session and sets its open status. */
export async function priced(session: CheckoutSessionRecord, now: Date): Promise<CheckoutSessionRecord> {
  const price = await priceItems(session.items, session.currency, now);
  const { merchantReference: _r, merchantName: _n, ...rest } = session;
  return {
    ...rest,
    lineItems: price.lineItems, totals: price.totals, messages: [...price.messages, ...discountWarnings(session.discountCodes ?? [])], amountInCents: price.amountInCents,
    ...(price.merchant ? { merchantReference: price.merchant.reference, merchantName: price.merchant.name } : {}),
    status: price.messages.some((m) => m.type === 'error') || price.amountInCents <= 0 ? 'not_ready_for_payment' : 'ready_for_payment',
  };
}

export async function createSession(caller: Caller, body: CreateCheckoutSessionBody, now = new Date()): Promise<CheckoutSessionResult> {
  const currency = body.currency.toUpperCase();
  if (!enabledCurrencies().includes(currency)) throw new ValidationError([{ field: 'body.currency', reason: `is not a currency served here (${enabledCurrencies().join(', ').toLowerCase()})` }]);
  const at = now.toISOString();
  const draft: CheckoutSessionRecord = {
    id: newSessionId(), createdBy: callerScope(caller), status: 'not_ready_for_payment', currency, items: body.line_items,
    lineItems: [], totals: [], messages: [], amountInCents: 0, capabilities: negotiatedCapabilities(body.capabilities, undefined),
    ...(body.buyer ? { buyer: body.buyer } : {}), ...(body.locale ? { locale: body.locale } : {}), ...(body.order_notes ? { orderNotes: body.order_notes } : {}),
    ...withCodes(body),
    createdAt: at, updatedAt: at, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000).toISOString(), version: 1,
  };
  const session = await priced(draft, now);
  session.capabilities = negotiatedCapabilities(body.capabilities, session.merchantReference);
  return saved(session, undefined, now);
}

/**
 * Writes the session and answers it, once both are known to fit (ACP-21): the item (putSession) and
 * the answer as its Idempotency-Key keeps it; either too large is a 422 with nothing written.
 */
async function saved(next: CheckoutSessionRecord, readVersion: number | undefined, now: Date): Promise<CheckoutSessionResult> {
  const answer = sessionView(next, now);
  assertAnswerFits(answer, 'checkout session answer', requestFieldOf);
  if (!(await putSession(next, readVersion))) throw changed();
  return answer;
}

/** The caller's session, or 404 (another caller's session is not revealed). */
export async function ownSession(caller: Caller, id: string): Promise<CheckoutSessionRecord> {
  const session = await getSession(id);
  if (!session || session.createdBy !== callerScope(caller)) throw new AcpError(404, 'session_not_found', `Checkout session ${id} was not found.`);
  return session;
}

/** 405 for a finished session, 409 for one being completed (see the header). */
export function assertOpen(session: CheckoutSessionRecord, now: Date, action: string): void {
  const status = statusAt(session, now);
  if (status === 'completed' || status === 'canceled' || status === 'expired') {
    throw new AcpError(405, `session_${status}`, `The checkout session is ${status}; it cannot be ${action}.`);
  }
  if (status === 'complete_in_progress') throw new AcpError(409, 'session_in_progress', 'The checkout session is being completed; read it again shortly.', undefined, { 'Retry-After': '1' });
}

export const changed = (): AcpError => new AcpError(409, 'session_changed', 'The checkout session changed while this request ran; read it and try again.');

export async function getOwnSession(caller: Caller, id: string, now = new Date()): Promise<CheckoutSessionResult> {
  return sessionWithOrder(await ownSession(caller, id), now);
}

export async function updateSession(caller: Caller, id: string, body: UpdateCheckoutSessionBody, now = new Date()): Promise<CheckoutSessionResult> {
  const read = await ownSession(caller, id);
  assertOpen(read, now, 'updated');
  const next = await priced({
    ...read,
    ...(body.line_items ? { items: body.line_items } : {}),
    ...(body.buyer ? { buyer: body.buyer } : {}),
    ...(body.order_notes ? { orderNotes: body.order_notes } : {}),
    ...withCodes(body),
    updatedAt: now.toISOString(), version: read.version + 1,
  }, now);
  next.capabilities = { ...next.capabilities, payment: negotiatedCapabilities({}, next.merchantReference).payment };
  return saved(next, read.version, now);
}

export async function cancelSession(caller: Caller, id: string, body: CancelCheckoutSessionBody, now = new Date()): Promise<CheckoutSessionResult> {
  const read = await ownSession(caller, id);
  assertOpen(read, now, 'cancelled');
  const trace = body?.intent_trace;
  const next: CheckoutSessionRecord = {
    ...read, status: 'canceled',
    ...(trace ? { cancelReason: trace.reason_code } : {}),
    ...(trace?.trace_summary ? { cancelTraceSummary: trace.trace_summary } : {}),
    ...(trace?.metadata ? { cancelMetadata: trace.metadata as Record<string, string | number | boolean> } : {}),
    updatedAt: now.toISOString(), version: read.version + 1,
  };
  return saved(next, read.version, now);
}

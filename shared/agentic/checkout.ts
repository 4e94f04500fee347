/**
 * Checkout sessions (ACP-3 to ACP-8). Statuses and moves:
 *   create / update   → not_ready_for_payment (any error message, e.g. an unknown product) or ready_for_payment
 *   complete          ready_for_payment → complete_in_progress → completed (the order is created;
 *                     its ACP order events: order-events.ts, ACP-18)
 *   cancel            not_ready / ready → canceled
 *   expiry            an open session past expires_at reads as expired
 * A completed, cancelled or expired session refuses update, complete and cancel with 405; a session
 * being completed refuses them with 409 (after STALE_CLAIM_SECONDS a completion resumes it). A session belongs to the caller that opened it: anyone else 404.
 */
import { randomBytes } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { callerScope } from '../db/markers.js';
import { db } from '../db/client.js';
import { isTransactionCancelled } from '../db/transactions.js';
import type { Caller } from '../http/caller.js';
import { ValidationError } from '../http/errors.js';
import { newShortReference } from '../payments/submit.js';
import type {
  CancelCheckoutSessionBody, CheckoutSessionResult, CompleteCheckoutSessionBody, CreateCheckoutSessionBody, UpdateCheckoutSessionBody,
} from '../schemas/agentic.js';
import { negotiatedCapabilities } from './capabilities.js';
import { AcpError } from './errors.js';
import { orderView } from './orders.js';
import { payWithToken, resumePayment } from './payment.js';
import { priceItems } from './pricing.js';
import { getSession, putSession, sessionItem, type CheckoutSessionRecord, type SessionOrder, type SessionStatus } from './sessions.js';
import { ACP_VERSION } from './versions.js';
import { config } from '../config.js';
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
  { type: 'terms_of_use', title: 'Terms of use', url: `https://${config.apiDomain}/v1/content/terms-of-use?format=html` },
  { type: 'privacy_policy', title: 'Privacy policy', url: `https://${config.apiDomain}/v1/content/privacy-policy?format=html` },
];

/** The session in ACP's shape; currencies in lower case as ACP writes them. */
export async function sessionView(session: CheckoutSessionRecord, now = new Date()): Promise<CheckoutSessionResult> {
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
    ...(session.order ? { order: await orderView(session, session.order) } : {}),
    ...(session.discountCodes?.length ? { discounts: discountsAnswer(session.discountCodes) } : {}),
  };
}

/** The codes a request sends replace the session's (an empty list clears them); none sent keeps them. */
function withCodes(body: Parameters<typeof requestedCodes>[0]): { discountCodes?: string[] } {
  const codes = requestedCodes(body);
  return codes === undefined ? {} : { discountCodes: codes };
}

/** Prices the items into the session and sets its open status. */
async function priced(session: CheckoutSessionRecord, now: Date): Promise<CheckoutSessionRecord> {
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
  if (!config.enabledCurrencies.includes(currency)) throw new ValidationError([{ field: 'body.currency', reason: `is not a currency served here (${config.enabledCurrencies.join(', ').toLowerCase()})` }]);
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
  await putSession(session, undefined);
  return sessionView(session, now);
}

/** The caller's session, or 404 (another caller's session is not revealed). */
async function ownSession(caller: Caller, id: string): Promise<CheckoutSessionRecord> {
  const session = await getSession(id);
  if (!session || session.createdBy !== callerScope(caller)) throw new AcpError(404, 'session_not_found', `Checkout session ${id} was not found.`);
  return session;
}

/** 405 for a finished session, 409 for one being completed (see the header). */
function assertOpen(session: CheckoutSessionRecord, now: Date, action: string): void {
  const status = statusAt(session, now);
  if (status === 'completed' || status === 'canceled' || status === 'expired') {
    throw new AcpError(405, `session_${status}`, `The checkout session is ${status}; it cannot be ${action}.`);
  }
  if (status === 'complete_in_progress') throw new AcpError(409, 'session_in_progress', 'The checkout session is being completed; read it again shortly.', undefined, { 'Retry-After': '1' });
}

const changed = () => new AcpError(409, 'session_changed', 'The checkout session changed while this request ran; read it and try again.');

export async function getOwnSession(caller: Caller, id: string, now = new Date()): Promise<CheckoutSessionResult> {
  return sessionView(await ownSession(caller, id), now);
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
  if (!(await putSession(next, read.version))) throw changed();
  return sessionView(next, now);
}

export async function cancelSession(caller: Caller, id: string, body: CancelCheckoutSessionBody, now = new Date()): Promise<CheckoutSessionResult> {
  const read = await ownSession(caller, id);
  assertOpen(read, now, 'cancelled');
  const reason = body?.intent_trace?.reason_code;
  const next: CheckoutSessionRecord = { ...read, status: 'canceled', ...(reason ? { cancelReason: reason } : {}), updatedAt: now.toISOString(), version: read.version + 1 };
  if (!(await putSession(next, read.version))) throw changed();
  return sessionView(next, now);
}

/**
 * The catalog may have changed since the session was priced (a product re-priced, deactivated, a
 * future price now due): the session is priced again before paying, and if what would be charged
 * differs it is saved re-priced and the completion refused, so the buyer pays only a total the agent
 * has seen (ACP-16).
 */
async function assertPricesHold(read: CheckoutSessionRecord, now: Date): Promise<void> {
  const fresh = await priced(read, now);
  // What is charged, item by item (stored maps do not keep key order, so compare values, not JSON).
  const charged = (session: CheckoutSessionRecord) => session.lineItems.map((l) => `${l.product_id ?? ''}:${l.quantity}x${l.unit_amount}`).join('|');
  const same = fresh.status === read.status && fresh.amountInCents === read.amountInCents && fresh.merchantReference === read.merchantReference
    && charged(fresh) === charged(read);
  if (same) return;
  const next: CheckoutSessionRecord = { ...fresh, updatedAt: now.toISOString(), version: read.version + 1 };
  if (!(await putSession(next, read.version))) throw changed();
  throw new AcpError(422, 'session_repriced', `The checkout session's items changed since it was priced (the total is now ${next.amountInCents}, status ${next.status}); read it, review and complete again.`, '$.line_items');
}

/**
 * Complete (ACP-8): the session must be ready; the token is checked against its allowance and
 * claimed in ONE transaction with the session's move to complete_in_progress; the payment goes
 * through the payments engine; the order is written with the session's move to completed.
 */
export async function completeSession(caller: Caller, id: string, body: CompleteCheckoutSessionBody, now = new Date()): Promise<CheckoutSessionResult> {
  const read = await ownSession(caller, id);
  // A completion that stopped after its claim is finished by the next one with the same token.
  if (read.status === 'complete_in_progress' && now.getTime() - Date.parse(read.updatedAt) >= STALE_CLAIM_SECONDS * 1000) {
    // A claim written before claims named their order gets one now.
    const resuming: CheckoutSessionRecord = read.pendingOrder ? read : { ...read, pendingOrder: newOrder() };
    return completed(resuming, await resumePayment(caller, resuming, body.payment_data), now);
  }
  assertOpen(read, now, 'completed');
  if (read.status !== 'ready_for_payment' || !read.merchantReference) {
    throw new AcpError(422, 'session_not_ready', 'The checkout session is not ready for payment; resolve its error messages first.', '$.messages');
  }
  await assertPricesHold(read, now);
  const claimed: CheckoutSessionRecord = {
    ...read, status: 'complete_in_progress', pendingOrder: newOrder(), ...(body.buyer ? { buyer: body.buyer } : {}), ...(body.order_notes ? { orderNotes: body.order_notes } : {}),
    updatedAt: now.toISOString(), version: read.version + 1,
  };
  const paymentReference = await payWithToken(caller, claimed, body.payment_data, now, async (consume) => {
    try {
      await db.send(new TransactWriteCommand({
        TransactItems: [consume, { Put: { TableName: config.tableName, Item: sessionItem(claimed), ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': read.version } } }],
      }));
      return true;
    } catch (error) {
      if (!isTransactionCancelled(error)) throw error;
      return false;
    }
  });
  return completed(claimed, paymentReference, now);
}

/** A new order's names; each claim names its own, so an order whose payment could not start is never reused. */
const newOrder = (): Pick<SessionOrder, 'id' | 'orderNumber'> => ({ id: `ord_${randomBytes(12).toString('base64url')}`, orderNumber: newShortReference() });

/** The session's move to completed with its order (the one its claim named: the payment carries it). */
async function completed(claimed: CheckoutSessionRecord, paymentReference: string, now: Date): Promise<CheckoutSessionResult> {
  const { pendingOrder, ...rest } = claimed;
  const done: CheckoutSessionRecord = {
    ...rest, status: 'completed', updatedAt: new Date().toISOString(), version: claimed.version + 1,
    order: { ...(pendingOrder ?? newOrder()), paymentReference, createdAt: now.toISOString() },
  };
  if (!(await putSession(done, claimed.version))) throw changed();
  return sessionView(done, now);
}

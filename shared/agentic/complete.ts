/**
 * Completing a checkout session (ACP-8, ACP-16): apart from checkout.ts so only the complete
 * function bundles the payments engine it pays through.
 */
import { randomBytes } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { isTransactionCancelled } from '../db/transactions.js';
import type { Caller } from '../http/caller.js';
import { newShortReference } from '../payments/short-reference.js';
import type { CheckoutSessionResult } from '../schemas/agentic-checkout-results.js';
import type { CompleteCheckoutSessionBody } from '../schemas/agentic-complete-session-body.js';
import { assertAnswerFits } from './answer-size.js';
import { assertOpen, changed, ownSession, priced, sessionView, sessionWithOrder, STALE_CLAIM_SECONDS } from './checkout.js';
import { AcpError, afterCommit } from './errors.js';
import { orderObject } from './order-object.js';
import { orderRefOf } from './orders.js';
import { payWithToken, resumePayment } from './payment.js';
import { assertSessionFits, putSession, requestFieldOf, sessionItem, type CheckoutSessionRecord, type SessionOrder } from './sessions.js';

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
  // The session was rewritten: a retry under the key must get this answer, not pay the new total (ACP-7).
  throw afterCommit(new AcpError(422, 'session_repriced', `The checkout session's items changed since it was priced (the total is now ${next.amountInCents}, status ${next.status}); read it, review and complete again.`, '$.line_items'));
}

/**
 * Complete (ACP-8): the session must be ready; the token is checked against its allowance and
 * claimed in ONE transaction with the session's move to complete_in_progress; the payment goes
 * through the payments engine; the order is written with the session's move to completed.
 */
export async function completeSession(caller: Caller, id: string, body: CompleteCheckoutSessionBody, now = new Date()): Promise<CheckoutSessionResult> {
  const read = await ownSession(caller, id);
  // A completion that stopped after its claim is finished by the next one with the same token
  // (one that made no payment yet is re-checked first: ACP-20).
  if (read.status === 'complete_in_progress' && now.getTime() - Date.parse(read.updatedAt) >= STALE_CLAIM_SECONDS * 1000) {
    // A claim written before claims named their order gets one now.
    const resuming: CheckoutSessionRecord = read.pendingOrder ? read : { ...read, pendingOrder: newOrder() };
    return completed(resuming, await resumePayment(caller, resuming, body.payment_data, now), now);
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
  assertCompletionFits(claimed, now);
  let claimHeld = false;
  try {
    const paymentReference = await payWithToken(caller, claimed, body.payment_data, now, async (consume) => {
      try {
        await db.send(new TransactWriteCommand({
          TransactItems: [consume, { Put: { TableName: config.tableName, Item: sessionItem(claimed), ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': read.version } } }],
        }));
        claimHeld = true;
        return true;
      } catch (error) {
        if (!isTransactionCancelled(error)) throw error;
        return false;
      }
    });
    return await completed(claimed, paymentReference, now);
  } catch (error) {
    // From the claim on, whatever went wrong is the key's answer (ACP-7).
    throw claimHeld ? afterCommit(error) : error;
  }
}

/** A new order's names; each claim names its own, so an order whose payment could not start is never reused. */
const newOrder = (): Pick<SessionOrder, 'id' | 'orderNumber'> => ({ id: `ord_${randomBytes(12).toString('base64url')}`, orderNumber: newShortReference() });

/** The session completed with its order (the one its claim named: the payment carries it). */
function completedRecord(claimed: CheckoutSessionRecord, paymentReference: string, now: Date): CheckoutSessionRecord & { order: SessionOrder } {
  const { pendingOrder, ...rest } = claimed;
  return {
    ...rest, status: 'completed', updatedAt: new Date().toISOString(), version: claimed.version + 1,
    order: { ...(pendingOrder ?? newOrder()), paymentReference, createdAt: now.toISOString() },
  };
}

/** A payment reference as long as any (a UUID), to size the completion before its payment has one. */
const UNPAID_REFERENCE = '00000000-0000-4000-8000-000000000000';

/**
 * Before anything is claimed or paid (ACP-21): the claim, the completed session and the completion's
 * answer (its order at the longest status it can read) must each fit, else 422 — not a 500 for a
 * paid order when the answer could not be kept under its Idempotency-Key.
 */
function assertCompletionFits(claimed: CheckoutSessionRecord, now: Date): void {
  assertSessionFits(claimed);
  const done = completedRecord(claimed, UNPAID_REFERENCE, now);
  assertSessionFits(done);
  const order = orderObject(orderRefOf(done, done.order), { status: 'processing', refundedInCents: 0 });
  assertAnswerFits(sessionView(done, now, order), 'checkout session answer', requestFieldOf);
}

/** The session's move to completed with its order. */
async function completed(claimed: CheckoutSessionRecord, paymentReference: string, now: Date): Promise<CheckoutSessionResult> {
  const done = completedRecord(claimed, paymentReference, now);
  if (!(await putSession(done, claimed.version))) throw changed();
  return sessionWithOrder(done, now);
}

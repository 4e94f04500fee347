/**
 * Paying a checkout session with a delegated token (ACP-8, ACP-9). Input: the caller, the session
 * being completed, ACP's payment_data, and the write that claims the token with the session's move.
 * Output: the payment's reference. Steps:
 *   1. the handler is ours (card_tokenized) and the credential a vt_ token this caller delegated,
 *      else 422 invalid_payment_token
 *   2. the caller's token claims (AllowedCurrencies, amount caps), as POST /v1/pay applies them:
 *      403 payment_not_allowed
 *   3. the allowance, each refusal with its own code (422, param the token): payment_token_used,
 *      payment_token_expired, payment_token_session_mismatch, payment_token_merchant_mismatch,
 *      payment_token_currency_mismatch, payment_token_allowance_exceeded
 *   4. the card: the consumer the caller pays for, found as POST /v1/pay finds it, must be active
 *      (CON-20) and must not have stored the delegated card (BIN and last four) stopped, inactive or
 *      expired: 422 payment_declined. Checked when the card pays, since it can be stopped after
 *      delegation (ACP-19)
 *   5. the claim: one conditional write re-checks all of step 3 and marks the token used, so a
 *      token pays once even when two completions race
 *   6. submit(): the same payment record, workflow and ledger postings as POST /v1/pay (no
 *      paymentStatusWebhook: ACP-17) — source the vaulted card, destination the merchant, the consumer
 *      of step 4; the record carries the order the claim named and the deployment's order-events
 *      endpoint, and its insert writes order_create (ACP-18); yourReference `checkout:<session id>`
 *      makes a retried completion find the first payment instead of paying twice
 *   If the payment could not start, the token and the session are given back (nothing was taken).
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { listAccounts, storedCardRefusal } from '../accounts/accounts.js';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { callerScope } from '../db/markers.js';
import type { Caller } from '../http/caller.js';
import { InactiveConsumerError, tokenConsumer } from '../payments/paying-consumer.js';
import { paymentReferenceUnder } from '../payments/payments.js';
import type { PaymentPlan } from '../payments/plan.js';
import { submit, type Submission } from '../payments/submission.js';
import { CHECKOUT_REFERENCE_PREFIX } from '../payments/references.js';
import type { PaymentData } from '../schemas/agentic-complete-session-body.js';
import type { PaymentConsumerResult } from '../schemas/payment-status-result.js';
import { CARD_HANDLER_ID } from './capabilities.js';
import { consumeToken, DELEGATED_TOKEN_PREFIX, getDelegatedToken, releaseToken, type DelegatedTokenRecord } from './delegated-tokens.js';
import { assertPayAllowed } from '../auth/claim-policy.js';
import { ApiError } from '../http/errors.js';
import { AcpError } from './errors.js';
import { orderCreated, orderEventsUrl, orderUpdated } from './order-events.js';
import { orderRefOf } from './orders.js';
import { sessionItem, type CheckoutSessionRecord } from './sessions.js';

const TOKEN_PARAM = '$.payment_data.instrument.credential.token';

const refused = (code: string, message: string) => new AcpError(422, code, message, TOKEN_PARAM);

/** Step 3: the allowance's expires_at, past. */
function expiredRefusal(token: DelegatedTokenRecord, now: Date): AcpError | undefined {
  const a = token.allowance;
  return a.expiresAtEpoch * 1000 <= now.getTime() ? refused('payment_token_expired', `This payment token's allowance expired at ${a.expiresAt}.`) : undefined;
}

/** Step 3: the first rule of the allowance the use breaks, or undefined. */
function allowanceRefusal(token: DelegatedTokenRecord, session: CheckoutSessionRecord, now: Date): AcpError | undefined {
  const a = token.allowance;
  if (token.used) return refused('payment_token_used', 'This payment token was already used; a delegated token pays once.');
  const expired = expiredRefusal(token, now);
  if (expired) return expired;
  if (a.checkoutSessionId !== session.id) return refused('payment_token_session_mismatch', 'This payment token was delegated for another checkout session.');
  if (a.merchantId !== session.merchantReference) return refused('payment_token_merchant_mismatch', 'This payment token was delegated for another merchant.');
  if (a.currency !== session.currency) return refused('payment_token_currency_mismatch', `This payment token allows ${a.currency.toLowerCase()}, the session is in ${session.currency.toLowerCase()}.`);
  if (a.maxAmount < session.amountInCents) return refused('payment_token_allowance_exceeded', `The session's total ${session.amountInCents} is above the token's max_amount ${a.maxAmount}.`);
  return undefined;
}

/** Step 2: the token's claims limit an agent's payment as they limit POST /v1/pay (ACP-13). */
function assertClaimsAllow(caller: Caller, session: CheckoutSessionRecord): void {
  const money = { amountInCents: session.amountInCents, currency: session.currency };
  try {
    assertPayAllowed(caller, { paymentSources: { cards: [money] }, paymentDestinations: { merchants: [money] } });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403) throw error;
    const claims = error.details.map((d) => d.reason).join('; ');
    throw new AcpError(403, 'payment_not_allowed', `The caller's token does not allow this payment: ${claims}.`, '$.payment_data');
  }
}

/** Steps 1 to 3: the token record, if the use is allowed. */
async function allowedToken(caller: Caller, session: CheckoutSessionRecord, data: PaymentData, now: Date): Promise<DelegatedTokenRecord> {
  if (data.handler_id !== CARD_HANDLER_ID) {
    throw new AcpError(422, 'unsupported_payment_handler', `The payment handler ${data.handler_id.slice(0, 64)} is not offered; use ${CARD_HANDLER_ID}.`, '$.payment_data.handler_id');
  }
  const value = data.instrument.credential.token;
  const token = value.startsWith(DELEGATED_TOKEN_PREFIX) ? await getDelegatedToken(value) : undefined;
  if (!token || token.createdBy !== callerScope(caller)) throw refused('invalid_payment_token', 'The payment token is not a delegated token (vt_) of this caller.');
  const refusal = allowanceRefusal(token, session, now);
  if (refusal) throw refusal;
  return token;
}

/**
 * Step 4: the consumer the caller pays for, as POST /v1/pay finds it (none for a caller that speaks
 * for no consumer), after its stored cards' verdict on the delegated card.
 */
async function cardConsumer(caller: Caller, token: DelegatedTokenRecord, now: Date): Promise<PaymentConsumerResult | undefined> {
  const consumer = await tokenConsumer(caller).catch((error: unknown) => {
    // Deactivated by an administrator (CON-20): it pays nothing, here as through POST /v1/pay.
    throw error instanceof InactiveConsumerError ? new AcpError(422, 'payment_declined', 'The consumer this caller pays for is not active; it cannot pay.', '$.payment_data') : error;
  });
  if (!consumer) return undefined;
  const reason = storedCardRefusal((await listAccounts(consumer.reference)).cards, token.card, now);
  if (reason) throw refused('payment_declined', `The delegated card cannot pay: ${reason} on the consumer's profile; delegate another card.`);
  return consumer;
}

function planOf(token: DelegatedTokenRecord, session: CheckoutSessionRecord, consumer: PaymentConsumerResult | undefined): PaymentPlan {
  const money = { amountInCents: session.amountInCents, currency: session.currency, groupIndex: 0 };
  const merchantReference = session.merchantReference ?? '';
  return {
    sources: [{ ...money, group: 'cards', kind: 'ready', leg: { rail: 'card', instrument: token.card }, display: `Card ${token.card.maskedPan}` }],
    destinations: [{ ...money, group: 'merchants', kind: 'ready', leg: { rail: 'merchant', instrument: { merchantReference } }, display: session.merchantName ?? 'Merchant' }],
    ...(consumer ? { consumerReference: consumer.reference, consumer } : {}),
    merchantReferences: [merchantReference],
    amountTotals: [{ currency: session.currency, amountInCents: session.amountInCents }],
  };
}

/** completeSession names the order with every claim and resume; a session without one here is a bug. */
function missingOrder(session: CheckoutSessionRecord): never {
  throw new Error(`checkout session ${session.id} is paid without the order its claim names`);
}

/**
 * Step 6: the payment, or the one an earlier attempt for the session already made (yourReference);
 * `plan` is asked only when there is none.
 */
async function submitFor(caller: Caller, session: CheckoutSessionRecord, plan: Submission['plan']): Promise<string> {
  const eventsUrl = orderEventsUrl();
  const result = await submit(caller, {
    hashed: { checkoutSession: session.id },
    yourReference: `${CHECKOUT_REFERENCE_PREFIX}${session.id}`,
    plan,
    fields: () => ({
      channel: 'Unknown', description: `Checkout session ${session.id}`,
      lineItems: session.lineItems.map((l) => ({ productReference: l.product_id ?? l.item.id, quantity: l.quantity, unitAmountInCents: l.unit_amount })),
      checkoutOrder: { ...orderRefOf(session, session.pendingOrder ?? missingOrder(session)), ...(eventsUrl ? { eventsUrl } : {}) },
    }),
    created: (payment, now) => orderCreated(payment, now),
    notStarted: (failed, read) => orderUpdated(failed, read),
  }, undefined);
  return result.paymentReference;
}

/** Nothing was taken: the token may pay again and the session is ready again (a lost race changes nothing). */
async function giveBack(session: CheckoutSessionRecord, token: string): Promise<void> {
  const ready: CheckoutSessionRecord = { ...session, status: 'ready_for_payment', version: session.version + 1 };
  await db.send(new TransactWriteCommand({
    TransactItems: [releaseToken(token, session.id), { Put: { TableName: config.tableName, Item: sessionItem(ready), ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': session.version } } }],
  })).catch(() => undefined);
}

/**
 * A completion that stopped after its claim (the session left complete_in_progress): the same token,
 * already used by this session, pays through step 6 again. A payment made before is found by its
 * yourReference and finished, so nothing is paid twice. With none, the token pays only as a new
 * completion could now (steps 2, 3's expiry and 4; the claim may be days old), and a refusal gives
 * the token and the session back so the agent can act on it (ACP-20).
 */
export async function resumePayment(caller: Caller, session: CheckoutSessionRecord, data: PaymentData, now: Date): Promise<string> {
  const value = data.instrument.credential.token;
  const token = await getDelegatedToken(value);
  if (!token || token.createdBy !== callerScope(caller) || !token.used || token.usedBySession !== session.id) {
    throw new AcpError(409, 'session_in_progress', 'The checkout session is being completed with another payment token; read it again shortly.', undefined, { 'Retry-After': '1' });
  }
  return submitFor(caller, session, async () => {
    try {
      assertClaimsAllow(caller, session);
      const expired = expiredRefusal(token, now);
      if (expired) throw expired;
      return planOf(token, session, await cardConsumer(caller, token, now));
    } catch (error) {
      // Planned before any insert: no payment exists, so nothing was taken.
      await giveBack(session, value);
      throw error;
    }
  });
}

/** See the steps above; `claim` writes the token's use with the session's move and says whether it held. */
export async function payWithToken(
  caller: Caller, session: CheckoutSessionRecord, data: PaymentData, now: Date, claim: (consume: Record<string, unknown>) => Promise<boolean>,
): Promise<string> {
  assertClaimsAllow(caller, session);
  const token = await allowedToken(caller, session, data, now);
  const consumer = await cardConsumer(caller, token, now);
  const value = data.instrument.credential.token;
  const use = { sessionId: session.id, merchantId: session.merchantReference ?? '', currency: session.currency, amountInCents: session.amountInCents, now };
  if (!(await claim(consumeToken(value, use)))) {
    // Someone else moved first: the token's use or the session's change explains it.
    const again = await getDelegatedToken(value);
    const refusal = again ? allowanceRefusal(again, session, now) : undefined;
    throw refusal ?? new AcpError(409, 'session_changed', 'The checkout session changed while this request ran; read it and try again.');
  }
  try {
    return await submitFor(caller, session, () => Promise.resolve(planOf(token, session, consumer)));
  } catch (error) {
    // A payment the insert did commit (its answer lost, or the record of its failed start) keeps
    // the claim: given back, the token and session would let a later completion adopt that payment
    // at this total while the session's items changed (ACP-24). The resume path finishes it.
    if (!(await paymentMadeFor(caller, session))) await giveBack(session, value);
    throw error;
  }
}

/** Whether a payment exists under the session's reference; a read that fails counts as yes (keep the claim). */
function paymentMadeFor(caller: Caller, session: CheckoutSessionRecord): Promise<boolean> {
  return paymentReferenceUnder(callerScope(caller), `${CHECKOUT_REFERENCE_PREFIX}${session.id}`).then((found) => found !== undefined, () => true);
}

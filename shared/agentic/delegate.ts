/**
 * POST /v1/agentic_commerce/delegate_payment (ACP-9, ACP-10). Input: the caller and ACP's
 * DelegatePaymentRequest. Output: the vt_ token, when it was made, and metadata (the request's,
 * plus merchant_id, checkout_session_id and expires_at). Steps:
 *   1. the card: a raw card number (fpan) passing Luhn, an expiry not past, a CVC of its scheme's
 *      length; any failure 400 invalid_card naming the field
 *   2. the allowance: expires in the future, at most 30 days ahead
 *   3. the answer must fit under its Idempotency-Key (its metadata is the agent's: ACP-21), else 422
 *   4. the card goes to the card vault (never the table, a workflow or a log line)
 *   5. the token record: the vault's token and the allowance, keyed by the token's hash
 * The allowance is enforced when a session is completed with the token (checkout.ts).
 */
import type { Caller } from '../http/caller.js';
import { UnprocessableError, ValidationError, type FieldIssue } from '../http/errors.js';
import { callerScope } from '../db/markers.js';
import { logger } from '../log.js';
import { cardNumberParts, isCvvShape, isExpired, isLuhnValid, parseExpiry } from '../rails/card-checks.js';
import type { CardVault } from '../rails/card-vault.js';
import { cardVault, railIsServed } from '../rails/registry.js';
import type { DelegatePaymentBody, DelegatePaymentResult } from '../schemas/agentic-delegate.js';
import { assertAnswerFits } from './answer-size.js';
import { newDelegatedToken, putDelegatedToken, tokenHash } from './delegated-tokens.js';

const MAX_ALLOWANCE_SECONDS = 30 * 24 * 60 * 60;

function cardIssues(method: DelegatePaymentBody['payment_method'], now: Date): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const at = 'body.payment_method';
  if (method.card_number_type !== 'fpan') issues.push({ field: `${at}.card_number_type`, reason: 'only fpan (a card number) is accepted here; network tokens are not' });
  if (!isLuhnValid(method.number)) issues.push({ field: `${at}.number`, reason: 'is not a valid card number (Luhn check)' });
  const expiry = parseExpiry(method.exp_month, method.exp_year);
  if (!expiry) issues.push({ field: `${at}.exp_month`, reason: 'is not a valid expiry' });
  else if (isExpired(expiry, now)) issues.push({ field: `${at}.exp_year`, reason: 'the card has expired' });
  if (method.cvc !== undefined && !isCvvShape(method.cvc, method.number)) issues.push({ field: `${at}.cvc`, reason: 'must be 4 digits for American Express, 3 otherwise' });
  if (method.display_last4 !== undefined && method.display_last4 !== method.number.slice(-4)) issues.push({ field: `${at}.display_last4`, reason: 'is not the last four digits of the number' });
  return issues;
}

function allowanceIssues(allowance: DelegatePaymentBody['allowance'], now: Date): FieldIssue[] {
  const expires = Date.parse(allowance.expires_at);
  if (expires <= now.getTime()) return [{ field: 'body.allowance.expires_at', reason: 'must be in the future' }];
  if (expires - now.getTime() > MAX_ALLOWANCE_SECONDS * 1000) return [{ field: 'body.allowance.expires_at', reason: 'must be at most 30 days ahead' }];
  return [];
}

/**
 * The agent's risk signals (ACP-15): a card its own assessment blocked gets no token. `manual_review`
 * gets one (ACP's curated request carries such a signal), with the signals kept on the token record
 * and a warning logged (no card data) so operations review it; `authorized` passes.
 */
function riskIssues(signals: DelegatePaymentBody['risk_signals']): FieldIssue[] {
  return signals.flatMap((signal, i) => (signal.action !== 'blocked' ? [] : [{
    field: `body.risk_signals[${i}].action`,
    reason: `the agent's ${signal.type} signal (score ${signal.score}) says blocked`,
  }]));
}

const reviewSignals = (signals: DelegatePaymentBody['risk_signals']) =>
  signals.filter((signal) => signal.action === 'manual_review').map(({ type, score }) => ({ type, score }));

export async function delegatePayment(caller: Caller, body: DelegatePaymentBody, vault: CardVault = cardVault(), now = new Date()): Promise<DelegatePaymentResult> {
  const issues = [...cardIssues(body.payment_method, now), ...allowanceIssues(body.allowance, now)];
  if (issues.length > 0) throw new ValidationError(issues);
  const risks = riskIssues(body.risk_signals);
  if (risks.length > 0) throw new UnprocessableError('The agent\'s own risk assessment does not authorize this card; no token is issued.', risks);
  if (!railIsServed('card')) throw new UnprocessableError('No card processor serves this environment.', [{ field: 'body.payment_method', reason: 'cards cannot be vaulted here' }]);

  const token = newDelegatedToken();
  const created = now.toISOString();
  const expiresAt = new Date(Date.parse(body.allowance.expires_at)).toISOString();
  const answer: DelegatePaymentResult = {
    id: token,
    created,
    metadata: { ...body.metadata, merchant_id: body.allowance.merchant_id, checkout_session_id: body.allowance.checkout_session_id, expires_at: expiresAt },
  };
  // Before the card is vaulted: an answer too large to keep under the key would be a 500 after it (ACP-21).
  assertAnswerFits(answer, 'delegate_payment answer');

  const method = body.payment_method;
  const vaulted = await vault.tokenizeCard({
    cardNumber: method.number, expiryMonth: method.exp_month, expiryYear: method.exp_year,
    ...(method.cvc !== undefined ? { cvv: method.cvc } : {}), ...(method.name !== undefined ? { nameOnCard: method.name } : {}),
  });
  const expiry = parseExpiry(method.exp_month, method.exp_year);
  const review = reviewSignals(body.risk_signals);
  const { bin, lastFour } = cardNumberParts(method.number);
  await putDelegatedToken({
    tokenHash: tokenHash(token),
    createdBy: callerScope(caller),
    card: { ...vaulted, bin, lastFour, expiryMonth: expiry?.month ?? 0, expiryYear: expiry?.year ?? 0 },
    allowance: {
      maxAmount: body.allowance.max_amount,
      currency: body.allowance.currency.toUpperCase(),
      checkoutSessionId: body.allowance.checkout_session_id,
      merchantId: body.allowance.merchant_id,
      expiresAt,
      expiresAtEpoch: Math.floor(Date.parse(expiresAt) / 1000),
    },
    used: false,
    ...(review.length > 0 ? { reviewSignals: review } : {}),
    createdAt: created,
  });
  if (review.length > 0) logger.warn('delegated token issued with risk signals asking for a manual review', { createdBy: callerScope(caller), checkoutSessionId: body.allowance.checkout_session_id, signals: review });
  return answer;
}

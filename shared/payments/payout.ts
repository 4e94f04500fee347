/**
 * Merchant payouts (docs/decisions/wallets.md, WAL-6): what the platform owes a merchant (its ledger
 * account MERCHANT#<ref>) paid out to one of its bank accounts, on demand, as a payment through the
 * same workflow as POST /v1/pay — the same saga, compensation, race guard and reconciliation.
 * Input: the caller, the merchant (the token's, or admin's path), the body, an Idempotency-Key.
 * Output: the payment's references and status URL. Steps:
 *   1. the merchant: the token's MerchantReference or, for admin, the path's; anyone else 404; a
 *      deactivated merchant's own payout 422 (MER-22: an administrator's still goes, so money owed is not trapped)
 *   2. the bank account: the named one (404 unknown), else the settlement account (422 when none);
 *      a merchant's own token only the settlement account (403, WAL-10); inactive or in another currency 422
 *   3. the balance in that currency covers the amount, else 422 INSUFFICIENT_FUNDS (body.amountInCents)
 *   4. a connector serves the bank rail here, else 422
 *   5. submitted as a payment (channel Settlement): source the merchant's balance (ledger only),
 *      destination the bank account through the bank rail; the merchant may read it
 * The debit's own guard (the merchant account may not go negative) holds if the balance changed
 * since step 3: the payout then fails insufficient_funds and nothing moves.
 */
import { assertOwnsMerchant, assertPayoutAllowed } from '../auth/claim-policy.js';
import type { Caller } from '../http/caller.js';
import { ForbiddenError, InsufficientFundsError, NotFoundError, UnprocessableError, type FieldIssue } from '../http/errors.js';
import { accountBalance, ledgerAccountKey } from '../ledger/balances.js';
import { assertMerchantActive } from '../merchants/deactivated.js';
import { getMerchant, type MerchantRecord, type StoredObject } from '../merchants/merchants.js';
import { maskAccountNumber } from '../rails/masking.js';
import type { PayResult } from '../schemas/pay-result.js';
import type { PayoutBody } from '../schemas/wallet-payout-body.js';
import { bankAccountNumber } from './bank-account-number.js';
import type { DestinationDraft, PaymentPlan, SourceDraft } from './plan.js';
import { unservedRailIssues } from './unserved-rails.js';
import { submit, type PayDeps } from './submission.js';

const ACCOUNT_FIELD = 'body.bankAccountReference';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Step 2: the bank account paid into. A merchant's own token pays out only to the settlement account,
 * which an administrator names (WAL-10): a token alone, stolen or not, cannot add an account and
 * send the balance there.
 */
function payoutAccount(caller: Caller, merchant: MerchantRecord, body: PayoutBody): StoredObject {
  const named = body.bankAccountReference?.toLowerCase();
  const account = named
    ? merchant.bankAccounts.find((a) => text(a['reference'])?.toLowerCase() === named)
    : merchant.bankAccounts.find((a) => a['isSettlementAccount'] === true);
  if (named && !account) throw new NotFoundError('Bank account', ACCOUNT_FIELD);
  if (!account) throw new UnprocessableError('The merchant has no settlement bank account; an administrator names one.', [{ field: ACCOUNT_FIELD, reason: 'required: the merchant has no settlement bank account' }]);
  if (caller.kind !== 'admin' && account['isSettlementAccount'] !== true) {
    throw new ForbiddenError('A merchant\'s own payout goes only to its settlement bank account, which an administrator names.', [
      { field: ACCOUNT_FIELD, reason: 'not the settlement account: only an administrator pays out to another account' },
    ]);
  }
  const issues: FieldIssue[] = [];
  if (account['isActive'] === false) issues.push({ field: ACCOUNT_FIELD, reason: 'this bank account is inactive' });
  if (!text(account['accountNumber']) || !text(account['bank'])) issues.push({ field: ACCOUNT_FIELD, reason: 'this bank account has no account number or bank' });
  const currency = text(account['currency']);
  if (currency && currency !== body.currency) issues.push({ field: 'body.currency', reason: `the bank account holds ${currency}` });
  if (issues.length > 0) throw new UnprocessableError('The payout cannot be made as requested.', issues);
  return account;
}

/** Steps 1–4, then the plan of step 5. */
async function planPayout(caller: Caller, merchantReference: string, merchantField: string, body: PayoutBody): Promise<PaymentPlan> {
  assertOwnsMerchant(caller, merchantReference, merchantField);
  assertPayoutAllowed(caller, body);
  const merchant = await getMerchant(merchantReference);
  if (!merchant) throw new NotFoundError('Merchant', merchantField);
  // Deactivated (MER-22): its own token moves nothing; an administrator pays out what it is owed.
  if (caller.kind !== 'admin') assertMerchantActive(merchant, merchantField, 'it cannot pay out its balance (an administrator can)');
  const account = payoutAccount(caller, merchant, body);
  const balance = await accountBalance(ledgerAccountKey.merchant(merchant.reference), body.currency);
  if (balance.currentAmountInCents < body.amountInCents) {
    throw new InsufficientFundsError([{ field: 'body.amountInCents', reason: `insufficient_funds: the merchant's ${body.currency} balance is ${balance.currentAmountInCents}` }]);
  }
  const accountNumber = bankAccountNumber(String(account['accountNumber']));
  const bank = String(account['bank']);
  const money = { amountInCents: body.amountInCents, currency: body.currency, groupIndex: 0 };
  const source: SourceDraft = {
    ...money, group: 'merchantBalance', kind: 'ready', ledgerAccount: ledgerAccountKey.merchant(merchant.reference),
    leg: { rail: 'merchant', instrument: { merchantReference: merchant.reference } }, display: `Balance of ${merchant.name}`,
  };
  const destination: DestinationDraft = {
    ...money, group: 'bankAccounts', kind: 'ready', leg: { rail: 'bankAccount', instrument: { accountNumber, bank } }, display: `${bank} ${maskAccountNumber(accountNumber)}`,
  };
  const unserved = unservedRailIssues([{ path: ACCOUNT_FIELD, draft: destination }]);
  if (unserved.length > 0) throw new UnprocessableError('The payout cannot be made in this environment.', unserved);
  return {
    sources: [source], destinations: [destination], merchantReferences: [merchant.reference],
    amountTotals: [{ currency: body.currency, amountInCents: body.amountInCents }],
  };
}

/** A payout's Idempotency-Key lives apart from POST /v1/pay's, as a refund's does (REF-6): one key may name one of each (PAY-51). */
export const payoutIdempotencyScope = (callerScope: string): string => `payout|${callerScope}`;

/**
 * POST /v1/merchant/payout (merchantReference undefined: the token's) and
 * POST /v1/merchant/admin/payout/{merchantReference}: see the steps above.
 */
export function submitPayout(caller: Caller, merchantReference: string | undefined, body: PayoutBody, idempotencyKey: string | undefined, deps?: PayDeps): Promise<PayResult> {
  const own = caller.kind === 'user' ? caller.claims['MerchantReference'] : undefined;
  const reference = (merchantReference ?? own)?.toLowerCase();
  const field = merchantReference === undefined ? 'header.authorization' : 'path.merchantReference';
  if (reference === undefined) throw new NotFoundError('Merchant', field);
  return submit(caller, {
    hashed: { payout: reference, ...body },
    plan: () => planPayout(caller, reference, field, body),
    fields: () => ({ channel: 'Settlement', description: `Payout to the merchant's bank account` }),
    keyScope: payoutIdempotencyScope,
  }, idempotencyKey, deps);
}

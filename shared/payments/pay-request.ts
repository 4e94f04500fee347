/**
 * Pure checks of a pay request that need nothing but the body and the clock: card details, codes,
 * MSISDNs, totals per currency, the limit type. None of them keeps or logs what it is given (bills: shared/products/bills.ts).
 */
import type { FieldIssue } from '../http/errors.js';
import { normaliseMsisdn } from '../identity/usernames.js';
import { BANK_CODES, MOBILE_WALLET_OPERATOR_CODES } from '../lookups/account-codes.js';
import { isCvvShape, isExpired, isLuhnValid, parseExpiry } from '../rails/card-checks.js';
import type { EnforcedLimitType } from '../schemas/account-limit-types.js';
import type { BankAccountItem, MobileWalletItem, PayBody } from '../schemas/pay-body.js';
import { BANK_ACCOUNT_NUMBER, BANK_ACCOUNT_NUMBER_RULE } from './bank-account-number.js';
import { destinationItems, sourceItems, type DestinationItem, type SourceItem } from './pay-items.js';
import { MAX_LEGS } from './payments.js';
import { callbackUrlProblem } from '../webhooks/url.js';

const BANKS: ReadonlySet<string> = new Set(BANK_CODES);
const OPERATORS: ReadonlySet<string> = new Set(MOBILE_WALLET_OPERATOR_CODES);

export interface MoneyItem {
  amountInCents: number;
  currency: string;
}

/** Sums per currency, in the order currencies first appear; BigInt so 20 items near 2^53 cannot wrap. */
export function totalsByCurrency(items: readonly { item: MoneyItem }[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const { item } of items) totals.set(item.currency, (totals.get(item.currency) ?? 0n) + BigInt(item.amountInCents));
  return totals;
}

function cardNumberIssues(path: string, cardNumber: string): FieldIssue[] {
  return isLuhnValid(cardNumber) ? [] : [{ field: `${path}.cardNumber`, reason: 'is not a valid card number (Luhn check failed)' }];
}

function mobileWalletIssues(path: string, wallet: MobileWalletItem): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!OPERATORS.has(wallet.mobileWalletOperator)) issues.push({ field: `${path}.mobileWalletOperator`, reason: 'is not an operator code of GET /v1/lookup/mobile-wallet-operator' });
  if (!normaliseMsisdn(wallet.msisdn)) issues.push({ field: `${path}.msisdn`, reason: 'is not a valid mobile number' });
  return issues;
}

function bankAccountIssues(path: string, account: BankAccountItem): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!BANKS.has(account.bank)) issues.push({ field: `${path}.bank`, reason: 'is not a bank code of GET /v1/lookup/bank' });
  if (!BANK_ACCOUNT_NUMBER.test(account.accountNumber)) issues.push({ field: `${path}.accountNumber`, reason: BANK_ACCOUNT_NUMBER_RULE });
  return issues;
}

function sourceShapeIssues(source: SourceItem, now: Date): FieldIssue[] {
  const { path } = source;
  switch (source.group) {
    case 'cards': {
      const card = source.item;
      const issues = cardNumberIssues(path, card.cardNumber);
      const expiry = parseExpiry(card.expiryMonth, card.expiryYear);
      if (!expiry) issues.push({ field: `${path}.expiryYear`, reason: 'is not a valid expiry' });
      else if (isExpired(expiry, now)) issues.push({ field: `${path}.expiryYear`, reason: 'the card has expired' });
      if (!isCvvShape(card.cvv, card.cardNumber)) {
        issues.push({ field: `${path}.cvv`, reason: /^3[47]/.test(card.cardNumber) ? 'must be 4 digits for this card' : 'must be 3 digits for this card' });
      }
      return issues;
    }
    case 'mobileWallets':
      return mobileWalletIssues(path, source.item);
    case 'bankAccounts':
      return bankAccountIssues(path, source.item);
    default:
      return [];
  }
}

function destinationShapeIssues(destination: DestinationItem): FieldIssue[] {
  switch (destination.group) {
    case 'cards':
      return cardNumberIssues(destination.path, destination.item.cardNumber);
    case 'mobileWallets':
      return mobileWalletIssues(destination.path, destination.item);
    case 'bankAccounts':
      return bankAccountIssues(destination.path, destination.item);
    default:
      return [];
  }
}

/** 400 issues: card numbers (Luhn), expiry (well-formed, not past), CVV shape, bank and operator codes, MSISDNs. */
export function shapeIssues(body: PayBody, now = new Date()): FieldIssue[] {
  const sources = sourceItems(body);
  const destinations = destinationItems(body);
  const issues = [...sources.flatMap((s) => sourceShapeIssues(s, now)), ...destinations.flatMap(destinationShapeIssues)];
  if (sources.length + destinations.length > MAX_LEGS) {
    issues.push({
      field: sources.length > MAX_LEGS ? 'body.paymentSources' : 'body.paymentDestinations',
      reason: `a payment has at most ${MAX_LEGS} sources and destinations together; this one has ${sources.length} and ${destinations.length}: split it into several payments`,
    });
  }
  // Refused here, with the field, rather than when the first status change tries to write the webhook.
  const callbackUrl = body.paymentStatusWebhook?.callbackUrl;
  const callbackProblem = callbackUrl ? callbackUrlProblem(callbackUrl) : undefined;
  if (callbackProblem) issues.push({ field: 'body.paymentStatusWebhook.callbackUrl', reason: callbackProblem });
  return [...issues, ...unsupportedIssues(body)];
}

/**
 * Fields the platform does not act on yet are refused rather than validated and dropped (PAY-23);
 * null means none and passes.
 */
function unsupportedIssues(body: PayBody): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (body.recurrenceSchedule) {
    issues.push({ field: 'body.recurrenceSchedule', reason: 'recurring payments are not supported yet: submit each payment on its own' });
  }
  return issues;
}

/** 422 issues: the sources of each currency must equal its destinations (no currency on one side only). */
export function totalsIssues(body: PayBody): FieldIssue[] {
  const sources = totalsByCurrency(sourceItems(body));
  const destinations = totalsByCurrency(destinationItems(body));
  const issues: FieldIssue[] = [];
  for (const currency of new Set([...sources.keys(), ...destinations.keys()])) {
    const given = sources.get(currency) ?? 0n;
    const taken = destinations.get(currency) ?? 0n;
    if (given !== taken) {
      issues.push({ field: 'body.paymentDestinations', reason: `the ${currency} destinations total ${taken} cents but the ${currency} sources total ${given}` });
    } else if (given > BigInt(Number.MAX_SAFE_INTEGER)) {
      // Each amount is exact, but the payment's totals, held amounts and ledger balances add them up as numbers (PAY-34).
      issues.push({ field: 'body.paymentSources', reason: `the ${currency} sources total ${given} cents; one payment moves at most ${Number.MAX_SAFE_INTEGER} of a currency` });
    }
  }
  return issues;
}

/** The transaction limit type of each kind of destination: bills, purchases, cash out; any other is a transfer. */
const LIMIT_TYPE_OF: Partial<Record<DestinationItem['group'], EnforcedLimitType>> = { bills: 'BillPayment', merchants: 'Purchase', qrCodes: 'Purchase', cash: 'CashWithdrawal' };

/**
 * The transaction limit types a payment is held to, one per kind of destination it pays (PAY-3): a
 * mix is held to the limits of every type it contains, so a purchase cannot pass as a transfer by
 * adding a cent to a mobile wallet. In the order of the destinations.
 */
export function paymentLimitTypes(body: PayBody): EnforcedLimitType[] {
  return [...new Set(destinationItems(body).map((d) => LIMIT_TYPE_OF[d.group] ?? 'Transfer'))];
}

/**
 * Pure checks of a pay request that need nothing but the body and the clock: card details, codes,
 * MSISDNs, totals per currency, a bill's product rules. None of them keeps or logs what it is given.
 */
import type { FieldIssue } from '../http/errors.js';
import { normaliseMsisdn } from '../identity/usernames.js';
import { BANK_DATA } from '../lookups/data/banks.js';
import { MOBILE_WALLET_OPERATOR_DATA } from '../lookups/data/mobile-wallet-operators.js';
import type { ProductRecord } from '../products/products.js';
import { isCvvShape, isExpired, isLuhnValid, parseExpiry } from '../rails/card-checks.js';
import type { TransactionLimitType } from '../schemas/account.js';
import type { BankAccountItem, MobileWalletItem, PayBody } from '../schemas/payment.js';
import { destinationItems, sourceItems, type DestinationItem, type SourceItem } from './pay-items.js';
import { callbackUrlProblem } from '../webhooks/url.js';

const BANKS: ReadonlySet<string> = new Set(BANK_DATA.map((b) => b.code));
const OPERATORS: ReadonlySet<string> = new Set(MOBILE_WALLET_OPERATOR_DATA.map((o) => o.code));

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
  if (!/^[A-Za-z0-9]{3,34}$/.test(bankAccountNumber(account.accountNumber))) {
    issues.push({ field: `${path}.accountNumber`, reason: 'must be 3 to 34 letters and digits (spaces and hyphens allowed)' });
  }
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
  const issues = [...sourceItems(body).flatMap((s) => sourceShapeIssues(s, now)), ...destinationItems(body).flatMap(destinationShapeIssues)];
  // Refused here, with the field, rather than when the first status change tries to write the webhook.
  const callbackUrl = body.paymentStatusWebhook?.callbackUrl;
  const callbackProblem = callbackUrl ? callbackUrlProblem(callbackUrl) : undefined;
  if (callbackProblem) issues.push({ field: 'body.paymentStatusWebhook.callbackUrl', reason: callbackProblem });
  return issues;
}

/** Account numbers compare without spaces and hyphens, as shared/accounts stores them. */
export const bankAccountNumber = (value: string): string => value.replace(/[\s-]/g, '');

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
    }
  }
  return issues;
}

/** The product's price at `now`: the future price once its date has passed (as products answer it). */
export function productPrice(product: ProductRecord, now = new Date()): number | undefined {
  const switched = product.futureAmountInCents !== undefined && product.futureAmountEffectiveFromDate !== undefined
    && Date.parse(product.futureAmountEffectiveFromDate) <= now.getTime();
  return switched ? product.futureAmountInCents : product.amountInCents;
}

interface ProductField {
  name: string;
  fieldType?: string;
  isRequired?: boolean;
  minimumLength?: number | null;
  maximumLength?: number | null;
}

function fieldValueIssue(field: ProductField, value: string): string | undefined {
  if (field.minimumLength !== undefined && field.minimumLength !== null && value.length < field.minimumLength) return `must be at least ${field.minimumLength} characters`;
  if (field.maximumLength !== undefined && field.maximumLength !== null && value.length > field.maximumLength) return `must be at most ${field.maximumLength} characters`;
  switch (field.fieldType) {
    case 'Number':
      return /^-?\d+(\.\d+)?$/.test(value) ? undefined : 'must be a number';
    case 'Msisdn':
      return normaliseMsisdn(value) ? undefined : 'must be a valid mobile number';
    case 'EmailAddress':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : 'must be an e-mail address';
    case 'AccountNumber':
      return /^[A-Za-z0-9 -]{1,34}$/.test(value) ? undefined : 'must be an account number (letters, digits, spaces, hyphens)';
    case 'Date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? undefined : 'must be a date YYYY-MM-DD';
    default:
      return undefined;
  }
}

/** 422 issues of one bill destination against its (active) product: currency, amount rules, product fields. */
export function billIssues(
  product: ProductRecord, item: MoneyItem & { productFields?: Record<string, string> | null }, path: string, now = new Date(),
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (item.currency !== product.currency) issues.push({ field: `${path}.currency`, reason: `the product is priced in ${product.currency}` });
  const price = productPrice(product, now);
  if (product.fullAmountRequired && price !== undefined && item.amountInCents !== price) {
    issues.push({ field: `${path}.amountInCents`, reason: `the product requires its full amount of ${price} cents` });
  }
  if (product.maximumAmountInCents !== undefined && product.maximumAmountInCents !== null && item.amountInCents > product.maximumAmountInCents) {
    issues.push({ field: `${path}.amountInCents`, reason: `exceeds the product's maximum of ${product.maximumAmountInCents} cents` });
  }
  const fields = (product.fields ?? []) as unknown as ProductField[];
  const given = item.productFields ?? {};
  const known = new Set(fields.map((f) => f.name));
  for (const name of Object.keys(given)) {
    if (!known.has(name)) issues.push({ field: `${path}.productFields.${name}`, reason: 'is not a field of this product' });
  }
  for (const field of fields) {
    const value = given[field.name];
    if (value === undefined || value === '') {
      if (field.isRequired) issues.push({ field: `${path}.productFields.${field.name}`, reason: 'is required by the product' });
      continue;
    }
    const reason = fieldValueIssue(field, value);
    if (reason) issues.push({ field: `${path}.productFields.${field.name}`, reason });
  }
  return issues;
}

/**
 * The transaction limit type a payment counts against, from what it pays: bills → BillPayment,
 * merchants and QR codes → Purchase, cash out → CashWithdrawal, anything else (or a mix) → Transfer.
 */
export function paymentLimitType(body: PayBody): TransactionLimitType {
  const groups = new Set(destinationItems(body).map((d) => d.group));
  const only = (...names: DestinationItem['group'][]) => [...groups].every((g) => names.includes(g));
  if (only('bills')) return 'BillPayment';
  if (only('merchants', 'qrCodes')) return 'Purchase';
  if (only('cash')) return 'CashWithdrawal';
  return 'Transfer';
}

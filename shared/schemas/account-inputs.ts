/**
 * A consumer's accounts as they arrive in a consumer body (docs/decisions/consumers-accounts.md):
 * bank accounts with their debit orders, mobile wallets and cards. The bank and operator codes are
 * checked against the short code lists (lookups/account-codes.ts), not the full tables (issue 16).
 */
import * as z from 'zod/mini';
import { amountInCents, uuid } from '../http/schemas.js';
import { BANK_CODES, MOBILE_WALLET_OPERATOR_CODES } from '../lookups/account-codes.js';
import { BANK_ACCOUNT_NUMBER, BANK_ACCOUNT_NUMBER_RULE } from '../payments/bank-account-number.js';
import { currencyCode, isoDate, msisdn, opt, requiredText, text } from './common.js';

const bankCodes = new Set<string>(BANK_CODES);
const operatorCodes = new Set<string>(MOBILE_WALLET_OPERATOR_CODES);

export const BANK_ACCOUNT_TYPES = ['Current', 'Savings', 'Transmission', 'Business'] as const;
export const DEBIT_ORDER_FREQUENCIES = ['OnceOff', 'Weekly', 'Monthly', 'Quarterly', 'Yearly'] as const;
export const DEBIT_ORDER_STATUSES = ['Active', 'Disputed', 'Stopped'] as const;
export type DebitOrderStatus = (typeof DEBIT_ORDER_STATUSES)[number];
export const CARD_STATUSES = ['Active', 'Stopped'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** A key that must never arrive: a full card number or a security code (the platform never holds them). */
const refusedCardData = (what: string) =>
  z.optional(z.unknown().check(z.refine(() => false, `${what} is never accepted: send the card vault's token with bin and lastFour`)));

/** Fields every account item shares; reference names an existing account on update, absent = a new one. */
const accountItemFields = {
  reference: opt(uuid()),
  yourReference: opt(text()),
  isActive: z.optional(z.boolean()),
  // Server-set; accepted so a fetched profile can be sent back, then ignored (CON-16).
  createdDate: opt(z.string()),
};

export const debitOrderInput = z.strictObject({
  reference: opt(uuid()),
  yourReference: opt(text()),
  // Required for a new mandate (no reference); checked by the domain, which knows which is new.
  creditorName: z.optional(requiredText(140)),
  /** The mandate's reference at the creditor, as it appears on the bank statement. */
  creditorReference: opt(text(64)),
  amountInCents: z.optional(amountInCents()),
  currency: z.optional(currencyCode()),
  frequency: z.optional(z.enum(DEBIT_ORDER_FREQUENCIES)),
  firstCollectionDate: opt(isoDate()),
  // Server-owned, accepted so a fetched profile can be sent back, then ignored.
  status: z.optional(z.enum(DEBIT_ORDER_STATUSES)),
  createdDate: opt(z.string()),
  disputedAt: opt(z.string()),
  stoppedAt: opt(z.string()),
  // The account it hangs under is the one it is listed in; the answer's copy is ignored.
  bankAccountReference: opt(uuid()),
});
export type DebitOrderInput = z.infer<typeof debitOrderInput>;

export const bankAccountInput = z.strictObject({
  ...accountItemFields,
  // IBANs reach 34 characters; spaces and hyphens are dropped before storing.
  // Required for a new account; fixed once stored (with bank and currency: they name the ledger account).
  accountNumber: z.optional(z.string().check(z.maxLength(64, BANK_ACCOUNT_NUMBER_RULE), z.regex(BANK_ACCOUNT_NUMBER, BANK_ACCOUNT_NUMBER_RULE))),
  bank: z.optional(z.string().check(z.refine((c) => bankCodes.has(c), 'must be a bank code from GET /v1/lookup/bank'))),
  branchCode: opt(z.string().check(z.regex(/^[A-Za-z0-9]{1,11}$/, 'must be up to 11 letters and digits'))),
  accountName: opt(text(140)),
  accountType: z.optional(z.enum(BANK_ACCOUNT_TYPES)),
  currency: z.optional(currencyCode()),
  debitOrders: opt(z.array(debitOrderInput).check(z.maxLength(20, 'must hold at most 20 debit orders'))),
  // Derived from `bank` in answers; accepted so a fetched profile can be sent back, then ignored.
  bankName: opt(text(140)),
});
export type BankAccountInput = z.infer<typeof bankAccountInput>;

export const mobileWalletInput = z.strictObject({
  ...accountItemFields,
  // Required for a new wallet; fixed once stored.
  msisdn: z.optional(msisdn()),
  mobileWalletOperator: z.optional(z.string().check(z.refine((c) => operatorCodes.has(c), 'must be an operator code from GET /v1/lookup/mobile-wallet-operator'))),
  /** Defaults to the operator's currency; another one is refused. */
  currency: z.optional(currencyCode()),
  accountName: opt(text(140)),
  // Derived from the operator in answers; accepted so a fetched profile can be sent back, then ignored.
  operatorName: opt(text(140)),
});
export type MobileWalletInput = z.infer<typeof mobileWalletInput>;

/** A card as the vault describes it: never the number or the security code. */
export const cardInput = z.strictObject({
  ...accountItemFields,
  // vaultToken, bin, lastFour and the expiry are required for a new card; bin and lastFour are fixed once stored.
  vaultToken: z.optional(requiredText(256)),
  bin: z.optional(z.string().check(z.regex(/^\d{6}(\d{2})?$/, 'must be the first 6 or 8 digits of the card number'))),
  lastFour: z.optional(z.string().check(z.regex(/^\d{4}$/, 'must be the last 4 digits of the card number'))),
  expiryMonth: z.optional(z.number().check(z.int('must be 1 to 12'), z.gte(1, 'must be 1 to 12'), z.lte(12, 'must be 1 to 12'))),
  expiryYear: z.optional(z.number().check(z.int('must be a four-digit year'), z.gte(2000, 'must be a four-digit year'), z.lte(2100, 'must be a four-digit year'))),
  cardholderName: opt(text(140)),
  scheme: opt(text(32)),
  // Server-owned, accepted so a fetched profile can be sent back, then ignored.
  maskedPan: opt(text(32)),
  status: z.optional(z.enum(CARD_STATUSES)),
  stoppedReason: opt(text(512)),
  stoppedAt: opt(z.string()),
  cardNumber: refusedCardData('a full card number'),
  pan: refusedCardData('a full card number'),
  cvv: refusedCardData('a card security code'),
  cvc: refusedCardData('a card security code'),
});
export type CardInput = z.infer<typeof cardInput>;

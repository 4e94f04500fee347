/**
 * Payments: the pay request (sources and destinations), payment status and receipt, receipt
 * delivery, the PIN and confirmation answers, and the hosted payment form queries.
 */
import * as z from 'zod/mini';
import { amountInCents, uuid } from '../http/schemas.js';
import { consumerBasic } from './consumer.js';
import {
  countryIsoCode, currencyCode, dateTime, emailAddress, httpUrl, location, locationResult, looseResult, msisdn, objectList, opt, requiredText,
  text,
} from './common.js';
import { merchantBasic } from './merchant.js';

export const CHANNELS = [
  'Unknown', 'Web', 'USSD', 'Callback', 'Generated', 'Settlement', 'Scheduled', 'MobileApplication', 'SDK', 'POS', 'SuperPOS',
] as const;
export const channel = z.enum(CHANNELS);
export type Channel = z.infer<typeof channel>;

export const RECEIPT_TYPES = ['Consumer', 'Merchant'] as const;
export const receiptType = z.enum(RECEIPT_TYPES);
export type ReceiptType = z.infer<typeof receiptType>;

/** Every source and destination item carries its own amount and currency. */
const money = { amountInCents: amountInCents(), currency: currencyCode() };

const cardNumber = () => z.string().check(z.regex(/^\d{12,19}$/, 'must be 12 to 19 digits'));

const cardHolder = z.strictObject({
  firstName: opt(text(100)),
  lastName: opt(text(100)),
  emailAddress: opt(emailAddress()),
  phoneNumber: opt(msisdn()),
  countryIsoCode: z.optional(countryIsoCode()),
});

const billingAddress = z.strictObject({
  addressLine1: opt(text()),
  addressLine2: opt(text()),
  postalCode: opt(text(20)),
  city: opt(text(128)),
  state: opt(text(128)),
  countryIsoCode: z.optional(countryIsoCode()),
});

export const cardSource = z.strictObject({
  ...money,
  nameOnCard: requiredText(100),
  cardNumber: cardNumber(),
  cvv: z.string().check(z.regex(/^\d{3,4}$/, 'must be 3 or 4 digits')),
  expiryMonth: z.string().check(z.regex(/^(0?[1-9]|1[0-2])$/, 'must be a month 01 to 12')),
  expiryYear: z.string().check(z.regex(/^(\d{2}|\d{4})$/, 'must be a year of 2 or 4 digits')),
  cardHolder: opt(cardHolder),
  billingAddress: opt(billingAddress),
});
export type CardSource = z.infer<typeof cardSource>;

export const mobileWalletItem = z.strictObject({
  ...money,
  /** Operator code from GET /v1/lookup/mobile-wallet-operator. */
  mobileWalletOperator: requiredText(32),
  msisdn: msisdn(),
});
export type MobileWalletItem = z.infer<typeof mobileWalletItem>;

export const bankAccountItem = z.strictObject({
  ...money,
  accountNumber: requiredText(34),
  /** Bank code from GET /v1/lookup/bank. */
  bank: requiredText(32),
});
export type BankAccountItem = z.infer<typeof bankAccountItem>;

/** Designed: a stored-value wallet held on this platform, named by its reference. */
export const walletItem = z.strictObject({ ...money, walletReference: uuid() });
export type WalletItem = z.infer<typeof walletItem>;

/** Designed: cash handed over at the counter; only the amount is known. */
export const cashItem = z.strictObject({ ...money });
export type CashItem = z.infer<typeof cashItem>;

/** Designed: Apple Pay or Google Pay; the token is the device's payment token, serialised, passed on to the processor untouched. */
export const digitalWalletSource = z.strictObject({ ...money, paymentToken: requiredText(16 * 1024) });
export type DigitalWalletSource = z.infer<typeof digitalWalletSource>;

export const merchantDestination = z.strictObject({
  ...money,
  // A UUID of ours, or the source system's reference when merchantSource is given.
  merchantReference: requiredText(128),
  merchantSource: opt(text(128)),
});
export type MerchantDestination = z.infer<typeof merchantDestination>;

export const qrCodeDestination = z.strictObject({ ...money, qrCode: requiredText(1024) });
export type QrCodeDestination = z.infer<typeof qrCodeDestination>;

/** Designed: a push to a card, named by its number. */
export const cardDestination = z.strictObject({ ...money, cardNumber: cardNumber(), nameOnCard: opt(text(100)) });
export type CardDestination = z.infer<typeof cardDestination>;

export const billDestination = z.strictObject({
  ...money,
  productReference: uuid(),
  /** Values of the product's custom fields, e.g. the account number being paid. */
  productFields: opt(z.record(requiredText(64), text(512))),
});
export type BillDestination = z.infer<typeof billDestination>;

const MAX_ITEMS = 20;
const items = <T extends z.ZodMiniType>(item: T) => opt(z.array(item).check(z.maxLength(MAX_ITEMS, `must hold at most ${MAX_ITEMS} items`)));

/** True when at least one key holds an object or a non-empty array. */
const namesOne = (value: Record<string, unknown>): boolean =>
  Object.values(value).some((v) => v !== null && v !== undefined && (!Array.isArray(v) || v.length > 0));

export const paymentSources = z
  .strictObject({
    cards: items(cardSource),
    mobileWallets: items(mobileWalletItem),
    bankAccounts: items(bankAccountItem),
    wallets: items(walletItem),
    cash: opt(cashItem),
    applePay: opt(digitalWalletSource),
    googlePay: opt(digitalWalletSource),
  })
  .check(z.refine(namesOne, 'must name at least one source'));
export type PaymentSources = z.infer<typeof paymentSources>;

export const paymentDestinations = z
  .strictObject({
    merchants: items(merchantDestination),
    mobileWallets: items(mobileWalletItem),
    bankAccounts: items(bankAccountItem),
    qrCodes: items(qrCodeDestination),
    cards: items(cardDestination),
    wallets: items(walletItem),
    bills: items(billDestination),
    cash: opt(cashItem),
  })
  .check(z.refine(namesOne, 'must name at least one destination'));
export type PaymentDestinations = z.infer<typeof paymentDestinations>;

export const paymentStatusWebhook = z.strictObject({
  callbackUrl: httpUrl(),
  onPaymentCompleteOnly: z._default(z.boolean(), false),
});
export type PaymentStatusWebhook = z.infer<typeof paymentStatusWebhook>;

export const RECURRENCE_INTERVALS = ['Daily', 'Weekly', 'Monthly', 'Yearly'] as const;

/** Designed: every intervalCount intervals from startDate, until endDate or maxOccurrences. */
export const recurrenceSchedule = z.strictObject({
  interval: z.enum(RECURRENCE_INTERVALS),
  intervalCount: z.optional(z.number().check(z.int('must be a whole number'), z.gte(1, 'must be 1 to 366'), z.lte(366, 'must be 1 to 366'))),
  startDate: opt(dateTime()),
  endDate: opt(dateTime()),
  maxOccurrences: opt(z.number().check(z.int('must be a whole number'), z.positive('must be positive'))),
  // Runs so far; kept by the server and ignored on input.
  history: opt(objectList()),
});
export type RecurrenceSchedule = z.infer<typeof recurrenceSchedule>;

/** Body of POST /v1/pay. */
export const payBody = z.strictObject({
  paymentSources: paymentSources,
  paymentDestinations: paymentDestinations,
  channel: z.optional(channel),
  /** Detects duplicate submissions. */
  yourReference: opt(text()),
  /** Shared by all transaction batches of one split bill; generated by the client. */
  splitReference: opt(uuid()),
  /** The single-use hosted form session this payment came from. */
  paymentFormSessionReference: opt(uuid()),
  consumer: opt(consumerBasic),
  // A merchant named in a pay request needs none of the fields its profile requires.
  merchant: opt(z.partial(merchantBasic)),
  location: opt(location),
  paymentStatusWebhook: opt(paymentStatusWebhook),
  description: opt(text(512)),
  recurrenceSchedule: opt(recurrenceSchedule),
  lineItems: opt(objectList(100)),
});
export type PayBody = z.infer<typeof payBody>;

/** Designed (not shown by the interface): the submitted payment's references, or the first payment's for a duplicate. */
export const payResult = z.object({
  paymentReference: z.string(),
  shortPaymentReference: z.string(),
  /** The payment's status now: Pending for a new one (the workflow runs after the answer). */
  status: z.string(),
  /** True when yourReference (or the Idempotency-Key) named an earlier payment and nothing new was started. */
  isDuplicate: z.boolean(),
  /** Where to poll: GET /v1/pay/status/{paymentReference}. */
  statusUrl: z.string(),
});
export type PayResult = z.infer<typeof payResult>;

/** Designed: one source or destination item of a payment, with its own transaction and status. */
export const paymentLegResult = z.object({
  transactionReference: z.string(),
  rail: z.string(),
  status: z.string(),
  amountInCents: z.number(),
  currency: z.string(),
  /** For people, never a full number: "Card 424242******4242", "MTN_GH +*******0202". */
  display: z.string(),
  awaiting: opt(z.enum(['pin', 'confirmation'])),
  declineCode: opt(z.string()),
  failureReason: opt(z.string()),
  /** Designed: what completed refunds gave back to this source, or took back from this destination. */
  refundedInCents: opt(z.number()),
});
export type PaymentLegResult = z.infer<typeof paymentLegResult>;

/** Keyed like the request (cards, mobileWallets, ..., cash): a list where the request had a list, one item where it had one. */
const legGroups = z.record(z.string(), z.union([paymentLegResult, z.array(paymentLegResult)]));

/**
 * Designed: the paying consumer as the payment shows it (PAY-21): its reference and name as they
 * stood when it paid, nothing to reach it by (merchants read payments too).
 */
export const paymentConsumerResult = z.object({ reference: z.string(), firstName: opt(z.string()), lastName: opt(z.string()) });
export type PaymentConsumerResult = z.infer<typeof paymentConsumerResult>;

const paymentStatusFields = {
  isComplete: z.boolean(),
  percentageComplete: z.number(),
  /** Designed: the payment's state (GET /v1/lookup/transaction-status). */
  status: z.string(),
  paymentStartedDate: opt(z.string()),
  paymentCompletedDate: opt(z.string()),
  yourReference: opt(z.string()),
  description: opt(z.string()),
  paymentReference: z.string(),
  shortPaymentReference: opt(z.string()),
  splitReference: opt(z.string()),
  verificationCode: opt(z.string()),
  channel: opt(channel),
  consumerReference: opt(z.string()),
  notificationFileReference: opt(z.string()),
  /** Designed: the request's description of the consumer overlaid by its profile's reference and name (PAY-21, PAY-22). */
  consumer: opt(looseResult()),
  /** Designed: the request's location and merchant description, as given (PAY-22). */
  location: opt(locationResult),
  merchant: opt(looseResult()),
  paymentSources: legGroups,
  paymentDestinations: legGroups,
  amountTotals: z.array(z.object({ currency: z.string(), amountInCents: z.number() })),
  /** Designed: per currency, what completed refunds gave back (status PartiallyRefunded, or Refunded once all of it). */
  refundedAmountTotals: opt(z.array(z.object({ currency: z.string(), amountInCents: z.number() }))),
  /** Designed: present while a source waits for the payer; answer with POST /v1/transaction/{pin|confirm}/{transactionReference}. */
  awaiting: opt(z.object({ kind: z.enum(['pin', 'confirmation']), transactionReference: z.string() })),
  /** Designed: why a payment failed, was cancelled or expired. */
  failureReason: opt(z.string()),
};

export const paymentStatusResult = z.object(paymentStatusFields);
export type PaymentStatusResult = z.infer<typeof paymentStatusResult>;

export const paymentReceiptResult = z.object({ ...paymentStatusFields, lineItems: z.array(looseResult()) });
export type PaymentReceiptResult = z.infer<typeof paymentReceiptResult>;

/** Bill references of QR payments are the scheme's own, not UUIDs. */
export const qrPaymentPath = z.strictObject({ billReference: requiredText(128) });

/** Body of POST /v1/notification/sms/{paymentReference}; no body = the consumer's receipt to the number on file. */
export const smsReceiptBody = z._default(
  z.strictObject({ toNumber: opt(msisdn()), receiptType: z._default(receiptType, 'Consumer') }),
  { receiptType: 'Consumer' },
);
export type SmsReceiptBody = z.infer<typeof smsReceiptBody>;

/** Templates a receipt may name (entries of shared/messages/templates.ts; a unit test holds them there). */
export const RECEIPT_TEMPLATE_NAMES = ['receipt-consumer', 'receipt-merchant'] as const;
export type ReceiptTemplateName = (typeof RECEIPT_TEMPLATE_NAMES)[number];
const receiptTemplateName = z.enum(RECEIPT_TEMPLATE_NAMES, `must be one of ${RECEIPT_TEMPLATE_NAMES.join(', ')}`);

/** Body of POST /v1/notification/email/{paymentReference}; a null template = the receipt type's default. */
export const emailReceiptBody = z._default(
  z.strictObject({ toEmailAddress: opt(emailAddress()), templateName: opt(receiptTemplateName), receiptType: z._default(receiptType, 'Consumer') }),
  { receiptType: 'Consumer' },
);
export type EmailReceiptBody = z.infer<typeof emailReceiptBody>;

/** A PIN or a voucher code. */
export const transactionPinBody = z.optional(z.strictObject({ pin: opt(text(32)) }));
export type TransactionPinBody = z.infer<typeof transactionPinBody>;

/** true confirms the transaction, false cancels it. */
export const transactionConfirmBody = z.strictObject({ confirm: z.boolean() });
export type TransactionConfirmBody = z.infer<typeof transactionConfirmBody>;

export const paymentFormQuery = z.strictObject({
  clientReference: z.optional(text(128)),
  timestamp: z.optional(text(64)),
  templateName: z.optional(text(64)),
  notificationEmailTemplateName: z.optional(text(64)),
  options: z.optional(text(1024)),
});
export type PaymentFormQuery = z.infer<typeof paymentFormQuery>;

/** ?x=ClientTimestamp|…: pipe-delimited values, the first a client timestamp. */
export const offlinePaymentFormQuery = z.strictObject({ x: requiredText(4096) });
export type OfflinePaymentFormQuery = z.infer<typeof offlinePaymentFormQuery>;

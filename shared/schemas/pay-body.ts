/** The pay request (POST /v1/pay): its sources and destinations, status webhook and recurrence. */
import * as z from 'zod/mini';
import { amountInCents, uuid } from '../http/schemas.js';
import { consumerBasic } from './consumer-basic.js';
import { countryIsoCode, currencyCode, dateTime, emailAddress, httpUrl, msisdn, objectList, opt, requiredText, text } from './common.js';
import { location } from './location.js';
import { merchantBasic } from './merchant-basic.js';
import { channel } from './payment-channel.js';
import { yourReference } from './your-reference.js';

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
  yourReference: opt(yourReference()),
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

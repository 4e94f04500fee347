/**
 * Request bodies of the merchant profile (self-service and admin, create and update) and their
 * nested objects. Server-owned fields (createdDate, category, kybStatusSummary, verification flags,
 * vCard) are accepted so a fetched profile can be sent back as is, and then ignored.
 */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { address } from './address-input.js';
import { base64Data, currencyCode, emailAddress, httpUrl, languageIsoCode, msisdn, opt, requiredText, text } from './common.js';
import { loginCredentials } from './login-credentials.js';
import { location } from './location.js';
import { categoryCode, merchantBasicFields } from './merchant-basic.js';
import { fuelPurchaseMethod, industry, settlementTime } from './merchant-enums.js';

/**
 * Largest decoded logo image. The whole profile is one DynamoDB item (400 KB at most), so the logo
 * (stored as base64 text) and the body limit leave room for the rest of the profile.
 */
export const MAX_LOGO_BYTES = 96 * 1024;
export const MAX_MERCHANT_BODY_BYTES = 256 * 1024;

const hostedPaymentOptions = z.strictObject({
  cardNotPresentMID: opt(z.number().check(z.int('must be a whole number'))),
  isVisaEnabled: z.optional(z.boolean()),
  isMastercardEnabled: z.optional(z.boolean()),
  isAmericanExpressEnabled: z.optional(z.boolean()),
  isDinersEnabled: z.optional(z.boolean()),
  settlementTime: z.optional(settlementTime),
});

const posOptions = z.strictObject({
  isRefundsEnabled: z.optional(z.boolean()),
  isCancellationsEnabled: z.optional(z.boolean()),
  isPurchaseWithCashbackEnabled: z.optional(z.boolean()),
  isWithdrawalsEnabled: z.optional(z.boolean()),
  isBalanceCheckEnabled: z.optional(z.boolean()),
  isCurrencyConversionEnabled: z.optional(z.boolean()),
  isRcsPaymentEnabled: z.optional(z.boolean()),
  isDebiCheckEnabled: z.optional(z.boolean()),
  isPreAuthorizationEnabled: z.optional(z.boolean()),
  isManualCardEntryEnabled: z.optional(z.boolean()),
  isInvoiceNumberEnabled: z.optional(z.boolean()),
  isPasscodeAlwaysRequired: z.optional(z.boolean()),
  fuelPurchaseMethod: z.optional(fuelPurchaseMethod),
});

const business = z.strictObject({
  reference: opt(uuid()),
  parentBusinessReference: opt(uuid()),
  createdDate: opt(z.string()),
  yourReference: opt(text()),
  source: opt(text(128)),
  name: opt(text(200)),
  emailAddress: opt(emailAddress()),
  mobileNumber: opt(msisdn()),
  phoneNumber: opt(msisdn()),
  isEmailVerified: z.optional(z.boolean()),
  isMobileNumberVerified: z.optional(z.boolean()),
  isActive: z.optional(z.boolean()),
});

// ---- nested objects the interface shows only as {} (fields designed here; docs/decisions/merchants-products.md) ----

/** Bounds keep every create or update within one TransactWriteItems (100 items): see shared/merchants/profile.ts. */
export const MAX_TERMINALS = 25;
export const MAX_EMPLOYEES = 25;
export const MAX_MOBILE_WALLETS = 10;
export const MAX_ATTRIBUTES = 10;

const bounded = <T extends z.ZodMiniType>(item: T, max: number, what: string) =>
  opt(z.array(item).check(z.maxLength(max, `must hold at most ${max} ${what}`)));

/** A point-of-sale device of the merchant; `reference` is platform-assigned (omit it for a new terminal). */
export const terminal = z.strictObject({
  reference: opt(uuid()),
  yourReference: opt(text(128)),
  serialNumber: opt(text(64)),
  name: opt(text(200)),
  model: opt(text(128)),
  location: opt(location),
  isActive: z.optional(z.boolean()),
  createdDate: opt(z.string()),
});
export type Terminal = z.infer<typeof terminal>;

export const EMPLOYEE_ROLES = ['Owner', 'Manager', 'Cashier', 'Attendant'] as const;

/** A person who signs in at the merchant's terminals with a passcode (write-only: never returned in a profile). */
export const employee = z.strictObject({
  reference: opt(uuid()),
  yourReference: opt(text(128)),
  name: requiredText(200),
  mobileNumber: opt(msisdn()),
  emailAddress: opt(emailAddress()),
  role: z.optional(z.enum(EMPLOYEE_ROLES)),
  passcode: opt(z.string().check(z.regex(/^\d{4,8}$/, 'must be 4 to 8 digits'))),
  isActive: z.optional(z.boolean()),
  // Server-populated; accepted so a fetched profile can be sent back.
  hasPasscode: z.optional(z.boolean()),
  createdDate: opt(z.string()),
});
export type Employee = z.infer<typeof employee>;

/** A mobile money wallet the merchant is paid into; GET /v1/merchant/admin/lookup/wallet/{msisdn} finds it. */
export const mobileWallet = z.strictObject({
  reference: opt(uuid()),
  msisdn: msisdn(),
  mobileWalletOperator: opt(text(64)),
  accountName: opt(text(200)),
  currency: z.optional(currencyCode()),
  isActive: z.optional(z.boolean()),
  // Server-set when the item is first stored; accepted so a fetched profile can be sent back, then ignored.
  createdDate: opt(z.string()),
});

/** A name/value pair another system knows the merchant by; each pair belongs to one merchant. */
export const attribute = z.strictObject({ name: requiredText(128), value: requiredText(512) });

export const bankAccount = z.strictObject({
  reference: opt(uuid()),
  accountName: opt(text(200)),
  accountNumber: z.string().check(z.regex(/^[A-Za-z0-9 -]{4,34}$/, 'must be 4 to 34 letters, digits, spaces or hyphens')),
  bank: requiredText(64),
  branchCode: opt(text(32)),
  currency: z.optional(currencyCode()),
  // Server-owned: set by the admin update's settlementBankAccount.
  isSettlementAccount: z.optional(z.boolean()),
  // Server-set when the item is first stored; accepted so a fetched profile can be sent back, then ignored.
  createdDate: opt(z.string()),
});

export const DAYS_OF_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const clockTime = () => z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm'));

export const operatingTime = z.strictObject({
  dayOfWeek: z.enum(DAYS_OF_WEEK),
  openTime: clockTime(),
  closeTime: clockTime(),
  isClosed: z.optional(z.boolean()),
});

export const device = z.strictObject({
  reference: opt(uuid()),
  deviceType: opt(z.enum(['Phone', 'Tablet', 'Terminal', 'Computer', 'Other'])),
  name: opt(text(200)),
  serialNumber: opt(text(64)),
  operatingSystemVersion: opt(text(64)),
  pushNotificationToken: opt(text(1024)),
  isActive: z.optional(z.boolean()),
  // Server-set when the item is first stored; accepted so a fetched profile can be sent back, then ignored.
  createdDate: opt(z.string()),
});

export const notificationSetting = z.strictObject({
  eventType: z.enum(['PaymentReceived', 'RefundProcessed', 'SettlementPaid', 'DailySummary', 'KybStatusChanged']),
  channel: z.enum(['Email', 'Sms', 'Push']),
  destination: opt(text(254)),
  isEnabled: z.boolean(),
});

export const merchantFile = z.strictObject({
  reference: opt(uuid()),
  fileType: opt(text(64)),
  fileName: opt(text(256)),
  description: opt(text(512)),
  url: opt(httpUrl()),
  createdDate: opt(z.string()),
});

export const merchantQrCode = z.strictObject({
  reference: opt(uuid()),
  qrCodeType: opt(z.enum(['NONE', 'V2QR', 'GHQR', 'NIBSSQR', 'ZapperQR', 'SnapScanQR', 'PayShapQR', 'MtnMoMoQR'])),
  qrCode: opt(text(1024)),
  terminalReference: opt(uuid()),
  description: opt(text(512)),
  // Server-set when the item is first stored; accepted so a fetched profile can be sent back, then ignored.
  createdDate: opt(z.string()),
});

const merchantFullFields = {
  ...merchantBasicFields,
  createdDate: opt(z.string()),
  loginCredentials: opt(loginCredentials),
  tradingName: opt(text(200)),
  franchiseName: opt(text(200)),
  capturedBy: opt(text(200)),
  capturedFrom: opt(text(200)),
  industry: z.optional(industry),
  phoneNumber: opt(msisdn()),
  notificationEmailAddress: opt(emailAddress()),
  notificationMobileNumber: opt(msisdn()),
  city: opt(text(128)),
  state: opt(text(128)),
  languageIsoCode: opt(languageIsoCode()),
  webSiteUrl: opt(httpUrl()),
  isRegistrationComplete: z.optional(z.boolean()),
  isEmailVerified: z.optional(z.boolean()),
  isMobileNumberVerified: z.optional(z.boolean()),
  vCard: opt(text(8192)),
  logoImage: opt(base64Data(MAX_LOGO_BYTES)),
  taxNumber: opt(text(64)),
  companyRegistrationNumber: opt(text(64)),
  companyRegistrationDate: opt(text(32)),
  // Write-only: kept sealed, answered as hasAdminPasscode (accepted so an answer can be sent back).
  adminPasscode: opt(text(32)),
  hasAdminPasscode: z.optional(z.boolean()),
  logoUrl: opt(httpUrl()),
  hostedPaymentUrl: opt(httpUrl()),
  hostedPaymentOptions: opt(hostedPaymentOptions),
  posOptions: opt(posOptions),
  business: opt(business),
  addresses: opt(z.array(address).check(z.maxLength(50, 'must hold at most 50 addresses'))),
  employees: bounded(employee, MAX_EMPLOYEES, 'employees'),
  terminals: bounded(terminal, MAX_TERMINALS, 'terminals'),
  files: bounded(merchantFile, 50, 'files'),
  notificationSettings: bounded(notificationSetting, 50, 'settings'),
  attributes: bounded(attribute, MAX_ATTRIBUTES, 'attributes'),
  bankAccounts: bounded(bankAccount, 10, 'bank accounts'),
  mobileWallets: bounded(mobileWallet, MAX_MOBILE_WALLETS, 'mobile wallets'),
  operatingTimes: bounded(operatingTime, 14, 'operating times'),
  devices: bounded(device, 50, 'devices'),
  qrCodes: bounded(merchantQrCode, 50, 'QR codes'),
  // Admin update: omitted or null = unchanged, [] = clear all, else replace. Self-service ignores it.
  assignedProductReferences: opt(z.array(uuid()).check(z.maxLength(1000, 'must hold at most 1000 references'))),
};

/** Body of POST /v1/merchant. */
export const merchantBody = z.strictObject(merchantFullFields);
export type MerchantBody = z.infer<typeof merchantBody>;

/** Body of POST /v1/merchant/admin: the sample also carries the first bank account. */
export const merchantAdminCreateBody = z.strictObject({ ...merchantFullFields, bankAccount: opt(bankAccount) });

export type MerchantAdminCreateBody = z.infer<typeof merchantAdminCreateBody>;

/**
 * On the updates name, category code and currency may be left out (unchanged, MER-7); they cannot be
 * cleared, so null stays a 400 naming them.
 */
const updatableFields = {
  ...merchantFullFields,
  name: z.optional(requiredText(200)),
  categoryCode: z.optional(categoryCode()),
  currency: z.optional(currencyCode()),
};

/** Body of PUT /v1/merchant: the caller's token names the merchant (body.reference may be left out). */
export const merchantUpdateBody = z.strictObject(updatableFields);
export type MerchantUpdateBody = z.infer<typeof merchantUpdateBody>;

/** Body of PUT /v1/merchant/admin: the reference names the merchant; the sample also carries the settlement account. */
export const merchantAdminUpdateBody = z.strictObject({ ...updatableFields, reference: uuid(), settlementBankAccount: opt(bankAccount) });
export type MerchantAdminUpdateBody = z.infer<typeof merchantAdminUpdateBody>;

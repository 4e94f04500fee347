/**
 * Merchant profile schemas, gathered from the modules that hold them so that a function bundles
 * only the ones its route names (issue 16, cold start): enumerations (merchant-enums.ts), the basic
 * request fields (merchant-basic.ts), request bodies (merchant-bodies.ts), the basic and full
 * results (merchant-basic-result.ts, merchant-full-result.ts) and the balance (merchant-balance.ts).
 * The lookup paths live in their route rows (shared/routes/merchants/). Importing this module
 * builds all of them: code inside a function imports the module it needs.
 */
export {
  FUEL_PURCHASE_METHODS, fuelPurchaseMethod, INDUSTRIES, industry, KYB_STATUSES, kybStatusSummary, SETTLEMENT_TIMES, settlementTime,
} from './merchant-enums.js';
export type { Industry, KybStatusSummary } from './merchant-enums.js';
export { merchantBasic, merchantBasicFields } from './merchant-basic.js';
export type { MerchantBasic } from './merchant-basic.js';
export {
  attribute, bankAccount, DAYS_OF_WEEK, device, employee, EMPLOYEE_ROLES, MAX_ATTRIBUTES, MAX_EMPLOYEES, MAX_LOGO_BYTES,
  MAX_MERCHANT_BODY_BYTES, MAX_MOBILE_WALLETS, MAX_TERMINALS, merchantAdminCreateBody, merchantAdminUpdateBody, merchantBody, merchantFile,
  merchantQrCode, merchantUpdateBody, mobileWallet, notificationSetting, operatingTime, terminal,
} from './merchant-bodies.js';
export type {
  Employee, MerchantAdminCreateBody, MerchantAdminUpdateBody, MerchantBody, MerchantUpdateBody, Terminal,
} from './merchant-bodies.js';
export { merchantBasicResult } from './merchant-basic-result.js';
export type { MerchantBasicResult } from './merchant-basic-result.js';
export { merchantFullResult } from './merchant-full-result.js';
export type { MerchantFullResult } from './merchant-full-result.js';
export { merchantBalanceResult } from './merchant-balance.js';
export type { MerchantBalanceResult } from './merchant-balance.js';

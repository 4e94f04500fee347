/** The full merchant profile as answered by the updates, the admin reads and the lookups. */
import * as z from 'zod/mini';
import { addressResult } from './address-result.js';
import { looseResult, opt } from './common.js';
import { loginCredentialsResult } from './login-credentials.js';
import { merchantBasicResultFields } from './merchant-basic-result.js';
import { industry } from './merchant-enums.js';

const objects = () => z.array(looseResult());

export const merchantFullResult = z.object({
  ...merchantBasicResultFields,
  createdDate: z.string(),
  loginCredentials: opt(loginCredentialsResult),
  tradingName: opt(z.string()),
  franchiseName: opt(z.string()),
  capturedBy: opt(z.string()),
  capturedFrom: opt(z.string()),
  industry: industry,
  phoneNumber: opt(z.string()),
  notificationEmailAddress: opt(z.string()),
  notificationMobileNumber: opt(z.string()),
  city: opt(z.string()),
  state: opt(z.string()),
  languageIsoCode: opt(z.string()),
  webSiteUrl: opt(z.string()),
  isRegistrationComplete: z.boolean(),
  isEmailVerified: z.boolean(),
  isMobileNumberVerified: z.boolean(),
  vCard: opt(z.string()),
  logoImage: opt(z.string()),
  taxNumber: opt(z.string()),
  companyRegistrationNumber: opt(z.string()),
  companyRegistrationDate: opt(z.string()),
  hasAdminPasscode: z.boolean(),
  logoUrl: opt(z.string()),
  hostedPaymentUrl: opt(z.string()),
  hostedPaymentOptions: opt(looseResult()),
  posOptions: opt(looseResult()),
  business: opt(looseResult()),
  addresses: z.array(addressResult),
  employees: objects(),
  terminals: objects(),
  files: objects(),
  notificationSettings: objects(),
  attributes: objects(),
  bankAccounts: objects(),
  mobileWallets: objects(),
  operatingTimes: objects(),
  devices: objects(),
  qrCodes: objects(),
  assignedProductReferences: z.array(z.string()),
});
export type MerchantFullResult = z.infer<typeof merchantFullResult>;

/** The full consumer profile as the updates, the admin create and the admin read answer it. */
import * as z from 'zod/mini';
import { addressResult } from './address-result.js';
import { looseResult, opt } from './common.js';
import { loginCredentialsResult } from './login-credentials.js';
import { consumerBasicResultFields } from './consumer-basic-result.js';

const objects = () => z.array(looseResult());

export const consumerFullResult = z.object({
  ...consumerBasicResultFields,
  createdDate: z.string(),
  loginCredentials: opt(loginCredentialsResult),
  preferredName: opt(z.string()),
  fullNameOfNextOfKin: opt(z.string()),
  contactNumberForNextOfKin: opt(z.string()),
  alternateContactNumber: opt(z.string()),
  invitationCode: opt(z.string()),
  isRegistrationComplete: z.boolean(),
  isEmailVerified: z.boolean(),
  isMobileNumberVerified: z.boolean(),
  identityDocuments: objects(),
  kycLookupResults: objects(),
  files: objects(),
  devices: objects(),
  addresses: z.array(addressResult),
  beneficiaries: objects(),
  attributes: objects(),
  accounts: z.object({
    bankAccounts: objects(),
    mobileWallets: objects(),
    loanAccounts: objects(),
    insurancePolicies: objects(),
    genericAccounts: objects(),
    cards: objects(),
  }),
  rewardPointsInfo: z.object({ pointsBalance: z.number(), rewardTier: z.number(), creditTransactionCount: z.number() }),
});
export type ConsumerFullResult = z.infer<typeof consumerFullResult>;

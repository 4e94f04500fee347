/**
 * Consumer profile request body: one shape for create and update, self-service and admin.
 * Server-owned fields (createdDate, kycStatusSummary, verification flags, rewardPointsInfo) are
 * accepted so a fetched profile can be sent back as is, and then ignored.
 */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { bankAccountInput, cardInput, mobileWalletInput } from './account-inputs.js';
import { address } from './address-input.js';
import { integer, msisdn, objectList, opt, text } from './common.js';
import { loginCredentials } from './login-credentials.js';
import { consumerBasicFields } from './consumer-basic.js';

/**
 * Bank accounts, mobile wallets and cards are records the payments engine debits and credits, so
 * their fields are designed (shared/schemas/account-inputs.ts); loan, insurance and generic accounts
 * are descriptive and stay bounded objects.
 */
const consumerAccounts = z.strictObject({
  bankAccounts: opt(z.array(bankAccountInput).check(z.maxLength(20, 'must hold at most 20 bank accounts'))),
  mobileWallets: opt(z.array(mobileWalletInput).check(z.maxLength(20, 'must hold at most 20 mobile wallets'))),
  loanAccounts: opt(objectList(50)),
  insurancePolicies: opt(objectList(50)),
  genericAccounts: opt(objectList(50)),
  cards: opt(z.array(cardInput).check(z.maxLength(20, 'must hold at most 20 cards'))),
});
export type ConsumerAccountsInput = z.infer<typeof consumerAccounts>;

const rewardPointsInfo = z.strictObject({
  pointsBalance: z.optional(integer()),
  rewardTier: z.optional(integer()),
  creditTransactionCount: z.optional(integer()),
});

/** Body of POST /v1/consumer and POST /v1/consumer/admin. */
export const consumerBody = z.strictObject({
  ...consumerBasicFields,
  createdDate: opt(z.string()),
  loginCredentials: opt(loginCredentials),
  preferredName: opt(text(100)),
  fullNameOfNextOfKin: opt(text(200)),
  contactNumberForNextOfKin: opt(msisdn()),
  alternateContactNumber: opt(msisdn()),
  invitationCode: opt(text(64)),
  isRegistrationComplete: z.optional(z.boolean()),
  isEmailVerified: z.optional(z.boolean()),
  isMobileNumberVerified: z.optional(z.boolean()),
  identityDocuments: opt(objectList()),
  kycLookupResults: opt(objectList()),
  files: opt(objectList()),
  devices: opt(objectList()),
  addresses: opt(z.array(address).check(z.maxLength(50, 'must hold at most 50 addresses'))),
  beneficiaries: opt(objectList()),
  attributes: opt(objectList()),
  accounts: opt(consumerAccounts),
  rewardPointsInfo: opt(rewardPointsInfo),
});
export type ConsumerBody = z.infer<typeof consumerBody>;

/** Body of the PUT variants: the reference names the consumer to update. */
export const consumerUpdateBody = z.extend(consumerBody, { reference: uuid() });
export type ConsumerUpdateBody = z.infer<typeof consumerUpdateBody>;

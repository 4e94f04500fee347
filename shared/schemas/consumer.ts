/**
 * Consumer profile: request body (one shape for create and update, self-service and admin) and the
 * basic and full results. Server-owned fields (createdDate, kycStatusSummary, verification flags,
 * rewardPointsInfo) are accepted so a fetched profile can be sent back as is, and then ignored.
 */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { bankAccountInput, cardInput, mobileWalletInput } from './account.js';
import { address, addressResult } from './address.js';
import {
  countryIsoCodeOrNone, emailAddress, integer, isoDate, languageIsoCodeOrNone, loginCredentials, loginCredentialsResult, looseResult, msisdn,
  objectList, opt, text,
} from './common.js';

export const GENDERS = ['Male', 'Female'] as const;
export const gender = z.enum(GENDERS);
export type Gender = z.infer<typeof gender>;

export const KYC_STATUSES = ['Unverified', 'Verified', 'Rejected'] as const;
export const kycStatusSummary = z.enum(KYC_STATUSES);
export type KycStatusSummary = z.infer<typeof kycStatusSummary>;

/**
 * Bank accounts, mobile wallets and cards are records the payments engine debits and credits, so
 * their fields are designed (shared/schemas/account.ts); loan, insurance and generic accounts are
 * descriptive and stay bounded objects.
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

/** Fields of the basic part; the pay request reuses them to describe its consumer. */
export const consumerBasicFields = {
  reference: opt(uuid()),
  yourReference: opt(text()),
  source: opt(text(128)),
  userReference: opt(uuid()),
  firstName: opt(text(100)),
  lastName: opt(text(100)),
  middleName: opt(text(100)),
  emailAddress: opt(emailAddress()),
  mobileNumber: opt(msisdn()),
  // None (what a profile without one answers) and null clear it (CON-5, CON-16).
  countryIsoCode: opt(countryIsoCodeOrNone()),
  dateOfBirth: opt(isoDate()),
  gender: z.optional(gender),
  preferredLanguage: opt(languageIsoCodeOrNone()),
  kycStatusSummary: z.optional(kycStatusSummary),
  isActive: z.optional(z.boolean()),
};

export const consumerBasic = z.strictObject(consumerBasicFields);
export type ConsumerBasic = z.infer<typeof consumerBasic>;

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

const consumerBasicResultFields = {
  reference: opt(z.string()),
  yourReference: opt(z.string()),
  source: opt(z.string()),
  userReference: opt(z.string()),
  firstName: opt(z.string()),
  lastName: opt(z.string()),
  middleName: opt(z.string()),
  emailAddress: opt(z.string()),
  mobileNumber: opt(z.string()),
  countryIsoCode: z.string(),
  dateOfBirth: opt(z.string()),
  gender: opt(gender),
  preferredLanguage: z.string(),
  kycStatusSummary: kycStatusSummary,
  isActive: z.boolean(),
};

export const consumerBasicResult = z.object(consumerBasicResultFields);
export type ConsumerBasicResult = z.infer<typeof consumerBasicResult>;

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

/**
 * A consumer's profile as the routes answer it: the basic part, the full profile, and the admin
 * read of one. Apart from the writes in profiles.ts, so the read does not bundle the login user's
 * write path (password policy, token signing).
 */
import { accountsResult, listAccounts, type ConsumerAccounts } from '../accounts/accounts.js';
import { listFiles } from '../consumer-files/file-reads.js';
import { NotFoundError } from '../http/errors.js';
import { getUser, isLockedNow, type User } from '../identity/users.js';
import type { ConsumerBasicResult } from '../schemas/consumer-basic-result.js';
import type { ConsumerFileResult } from '../schemas/consumer-file-results.js';
import type { ConsumerFullResult } from '../schemas/consumer-full-result.js';
import { getConsumer, type ConsumerRecord } from './consumers.js';

/**
 * GET /v1/consumer/admin/{consumerReference} (ours): the full profile as the updates answer it, read
 * from the profile, its accounts, its login user and its files; 404 naming `field` when unknown.
 */
export async function readConsumerProfile(reference: string, field: string): Promise<ConsumerFullResult> {
  const record = await getConsumer(reference.toLowerCase());
  if (!record) throw new NotFoundError('Consumer', field);
  const user = record.userReference ? await getUser(record.userReference) : undefined;
  return fullProfile(record, await listAccounts(record.reference), user, await listFiles(record.reference));
}

export function basicProfile(record: ConsumerRecord): ConsumerBasicResult {
  return {
    reference: record.reference,
    yourReference: record.yourReference,
    source: record.source,
    userReference: record.userReference,
    firstName: record.firstName,
    lastName: record.lastName,
    middleName: record.middleName,
    emailAddress: record.emailAddress,
    mobileNumber: record.mobileNumber,
    countryIsoCode: record.countryIsoCode,
    dateOfBirth: record.dateOfBirth,
    gender: record.gender,
    preferredLanguage: record.preferredLanguage,
    kycStatusSummary: record.kycStatusSummary,
    isActive: record.isActive,
  };
}

/** The full profile; credentials and verification come from the login user (never a password). */
export function fullProfile(
  record: ConsumerRecord, accounts: ConsumerAccounts, user: User | undefined, files: ConsumerFileResult[] = [], now = new Date(),
): ConsumerFullResult {
  return {
    ...basicProfile(record),
    createdDate: record.createdDate,
    loginCredentials: user ? { username: user.username, isLockedOut: isLockedNow(user, now), reasonForLockout: isLockedNow(user, now) ? user.reasonForLockout : undefined } : undefined,
    preferredName: record.preferredName,
    fullNameOfNextOfKin: record.fullNameOfNextOfKin,
    contactNumberForNextOfKin: record.contactNumberForNextOfKin,
    alternateContactNumber: record.alternateContactNumber,
    invitationCode: record.invitationCode,
    isRegistrationComplete: record.isRegistrationComplete,
    isEmailVerified: user?.isEmailVerified ?? false,
    isMobileNumberVerified: user?.isMobileNumberVerified ?? false,
    identityDocuments: record.identityDocuments,
    kycLookupResults: record.kycLookupResults,
    files,
    devices: record.devices,
    addresses: record.addresses,
    beneficiaries: record.beneficiaries,
    attributes: record.attributes,
    accounts: {
      ...accountsResult(accounts),
      loanAccounts: record.loanAccounts,
      insurancePolicies: record.insurancePolicies,
      genericAccounts: record.genericAccounts,
    },
    rewardPointsInfo: { pointsBalance: 0, rewardTier: 0, creditTransactionCount: 0 },
  };
}

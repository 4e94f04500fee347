/**
 * Consumers: the profile record. Login credentials and verification flags live on the linked user
 * (shared/identity/users.ts); accounts, limits and KYC files are items under the same partition.
 *
 * Keys and access patterns (single table):
 *   consumer   PK = CONSUMER#<consumerReference>   SK = PROFILE   get by reference
 *   yourRef    marker 'consumer-ref' [callerScope, source ?? '', yourReference]
 *              keeps yourReference + source unique per caller (shared/db/markers.ts)
 *   (accounts, limits: shared/accounts/accounts.ts; files: shared/consumer-files/files.ts;
 *    all of a consumer's items are one Query on PK = CONSUMER#<consumerReference>)
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import type { Address } from '../schemas/address.js';
import type { Gender, KycStatusSummary } from '../schemas/consumer.js';

/** The consumer's partition holds its accounts, limits and files too: their modules key under it. */
const partition = (reference: string) => `CONSUMER#${reference}`;

export const consumerKeys = {
  consumer: (reference: string) => ({ PK: partition(reference), SK: 'PROFILE' }),
  partition,
};

/** The stored consumer profile (without keys). */
export interface ConsumerRecord {
  reference: string;
  yourReference?: string;
  source?: string;
  /** Scope (shared/db/markers.ts callerScope) the yourReference marker was claimed in; to free it on change. */
  referenceScope?: string;
  /** The token subject or admin key that created the consumer. */
  createdBy: string;
  userReference?: string;
  firstName?: string;
  lastName?: string;
  middleName?: string;
  emailAddress?: string;
  mobileNumber?: string;
  countryIsoCode: string;
  dateOfBirth?: string;
  gender?: Gender;
  preferredLanguage: string;
  kycStatusSummary: KycStatusSummary;
  isActive: boolean;
  preferredName?: string;
  fullNameOfNextOfKin?: string;
  contactNumberForNextOfKin?: string;
  alternateContactNumber?: string;
  invitationCode?: string;
  isRegistrationComplete: boolean;
  identityDocuments: Record<string, unknown>[];
  kycLookupResults: Record<string, unknown>[];
  devices: Record<string, unknown>[];
  addresses: Address[];
  beneficiaries: Record<string, unknown>[];
  attributes: Record<string, unknown>[];
  /** Descriptive accounts (not debited by the engine), each with a platform reference. */
  loanAccounts: Record<string, unknown>[];
  insurancePolicies: Record<string, unknown>[];
  genericAccounts: Record<string, unknown>[];
  createdDate: string;
  updatedAt: string;
  kycDecidedAt?: string;
}

/** The consumer with this reference, or undefined when there is none. */
export async function getConsumer(reference: string): Promise<ConsumerRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: consumerKeys.consumer(reference), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const { PK: _pk, SK: _sk, entity: _entity, ...record } = out.Item;
  return record as ConsumerRecord;
}

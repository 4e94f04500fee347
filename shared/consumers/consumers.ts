/**
 * Consumers: the profile record. Login credentials and verification flags live on the linked user
 * (shared/identity/users.ts); accounts, limits and KYC files are items under the same partition.
 *
 * Keys and access patterns (single table):
 *   consumer   PK = CONSUMER#<consumerReference>   SK = PROFILE   get by reference (getConsumer);
 *              created or replaced in one transaction with its marker, login user and accounts
 *              (consumerPut + writeConsumerTransaction); KYC decision: conditional update (setKycStatus);
 *              latest liveness check: update of livenessCheck on the profile (recordLivenessCheck)
 *   yourRef    marker 'consumer-ref' [callerScope, source ?? '', yourReference]
 *              keeps yourReference + source unique per caller (shared/db/markers.ts)
 *   (accounts, limits: shared/accounts/accounts.ts; files: shared/consumer-files/file-records.ts;
 *    all of a consumer's items are one Query on PK = CONSUMER#<consumerReference>)
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { conditionHeld } from '../db/transactions.js';
import type { Address } from '../schemas/address-input.js';
import type { LivenessLevel } from '../schemas/auth/liveness.js';
import type { Gender, KycStatusSummary } from '../schemas/consumer-status.js';

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
  /** The latest POST /v1/auth/liveness by this consumer, for KYC (never the images). */
  livenessCheck?: LivenessCheck;
}

/** What a liveness check leaves on the consumer (docs/decisions/liveness.md, LIV-9). */
export interface LivenessCheck {
  level: LivenessLevel;
  checkedAt: string;
  frameCount: number;
  /** Frames that showed exactly one face. */
  usableFrameCount: number;
  detector: string;
}

/** The consumer with this reference, or undefined when there is none. */
export async function getConsumer(reference: string): Promise<ConsumerRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: consumerKeys.consumer(reference), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const { PK: _pk, SK: _sk, entity: _entity, ...record } = out.Item;
  return record as ConsumerRecord;
}

/**
 * The profile as a Put for a TransactWriteItems: a new one must not exist yet; an update must find
 * the stored version it started from (`updatedAt` as read), so a concurrent update cancels it.
 */
export function consumerPut(record: ConsumerRecord, condition: { new: true } | { updatedAt: string }): Record<string, unknown> {
  const conditional = 'new' in condition
    ? { ConditionExpression: 'attribute_not_exists(PK)' }
    : { ConditionExpression: 'updatedAt = :read', ExpressionAttributeValues: { ':read': condition.updatedAt } };
  return { Put: { TableName: config.tableName, Item: { ...consumerKeys.consumer(record.reference), entity: 'Consumer', ...record }, ...conditional } };
}

/**
 * Writes the profile and what changes with it (marker, login user, accounts) in one transaction:
 * all or nothing. A cancellation is thrown as it came, for the caller to read with cancelledAt.
 */
export async function writeConsumerTransaction(items: Record<string, unknown>[]): Promise<void> {
  await db.send(new TransactWriteCommand({ TransactItems: items }));
}

/**
 * Moves the consumer's kycStatusSummary from `from` to `to`, stamping kycDecidedAt and updatedAt with
 * `at`. False, and nothing written, when the status is no longer `from` (a concurrent decision).
 */
export async function setKycStatus(consumerReference: string, from: KycStatusSummary, to: KycStatusSummary, at: Date): Promise<boolean> {
  return conditionHeld(db.send(new UpdateCommand({
    TableName: config.tableName,
    Key: consumerKeys.consumer(consumerReference),
    UpdateExpression: 'SET kycStatusSummary = :to, kycDecidedAt = :now, updatedAt = :now',
    ConditionExpression: 'kycStatusSummary = :from',
    ExpressionAttributeValues: { ':to': to, ':from': from, ':now': at.toISOString() },
  })));
}

/**
 * Sets the consumer's latest liveness check and bumps updatedAt, so a profile update that read the
 * consumer before this write fails its condition instead of writing the old check back. False, and
 * nothing written, when there is no such consumer.
 */
export async function recordLivenessCheck(consumerReference: string, check: LivenessCheck): Promise<boolean> {
  return conditionHeld(db.send(new UpdateCommand({
    TableName: config.tableName,
    Key: consumerKeys.consumer(consumerReference),
    UpdateExpression: 'SET livenessCheck = :check, updatedAt = :now',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':check': check, ':now': check.checkedAt },
  })));
}

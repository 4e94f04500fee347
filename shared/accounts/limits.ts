/**
 * The limits entity: a consumer's bank account's transaction limits, one per transaction limit type
 * and reset period, in the account's currency (the rules are in limit-rules.ts).
 *
 * Keys and access patterns (single table):
 *   limit   PK = CONSUMER#<consumerReference>   SK = LIMIT#<bankAccountReference>#<transactionLimitType>#<resetPeriod>
 *           get one limit; the limits of one account: Query PK, SK begins_with LIMIT#<bankAccountReference>#
 *           (limitsOfAccount); set or replaced by a Put (putLimit), removed by removeLimit: a per
 *           transaction limit is deleted; a period limit stays as a removal mark (removedAt, no
 *           amount), so its period's spend counter keeps counting (PAY-46)
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { consumerKeys } from '../consumers/consumers.js';
import { db } from '../db/client.js';
import { queryPrefix } from '../db/query.js';
import { isConditionFailure } from '../db/transactions.js';
import { isEnforcedLimitType, type ResetPeriod, type TransactionLimitType } from '../schemas/account-limit-types.js';

export const limitKeys = {
  limit: (consumerReference: string, bankAccountReference: string, type: TransactionLimitType, period: ResetPeriod) => ({
    PK: consumerKeys.partition(consumerReference), SK: `LIMIT#${bankAccountReference}#${type}#${period}`,
  }),
  accountPrefix: (bankAccountReference: string) => `LIMIT#${bankAccountReference}#`,
};

export interface LimitRecord {
  consumerReference: string;
  bankAccountReference: string;
  transactionLimitType: TransactionLimitType;
  resetPeriod: ResetPeriod;
  limitAmountInCents: number;
  currency: string;
  updatedAt: string;
}

/** A period limit its owner removed: no longer in force, but its period is still counted (PAY-46). */
export type RemovedLimit = Omit<LimitRecord, 'limitAmountInCents'> & { removedAt: string };

/** What one bank account of a consumer has: the limits in force, and the period limits removed. */
export interface AccountLimits {
  inForce: LimitRecord[];
  removed: RemovedLimit[];
}

/**
 * The limits of one bank account of a consumer, of the types payments are held to. A limit of
 * another type stored before CON-21 stays in the table, unlisted and unenforced, as it always was.
 */
export async function accountLimits(consumerReference: string, bankAccountReference: string): Promise<AccountLimits> {
  const items = (await queryPrefix(consumerKeys.partition(consumerReference), limitKeys.accountPrefix(bankAccountReference))) as unknown as (LimitRecord | RemovedLimit)[];
  const enforced = items.filter((l) => isEnforcedLimitType(l.transactionLimitType));
  return {
    inForce: enforced.filter((l): l is LimitRecord => !('removedAt' in l)),
    removed: enforced.filter((l): l is RemovedLimit => 'removedAt' in l),
  };
}

/** Every limit in force on one bank account of a consumer. */
export const limitsOfAccount = async (consumerReference: string, bankAccountReference: string): Promise<LimitRecord[]> =>
  (await accountLimits(consumerReference, bankAccountReference)).inForce;

/** Sets the limit the record names (its account, type and period), replacing one that was there. */
export async function putLimit(record: LimitRecord): Promise<void> {
  const key = limitKeys.limit(record.consumerReference, record.bankAccountReference, record.transactionLimitType, record.resetPeriod);
  await db.send(new PutCommand({ TableName: config.tableName, Item: { ...key, entity: 'Limit', ...record } }));
}

/**
 * Removes that limit of the account; nothing happens when there is none. A period limit is kept as a
 * removal mark: payments made while it is gone must still reach its period's counter, or a limit
 * set again in the same period would meet a counter that missed them (PAY-46).
 */
export async function removeLimit(consumerReference: string, bankAccountReference: string, type: TransactionLimitType, period: ResetPeriod, now: Date): Promise<void> {
  const Key = limitKeys.limit(consumerReference, bankAccountReference, type, period);
  if (period === 'PerTransaction') {
    await db.send(new DeleteCommand({ TableName: config.tableName, Key }));
    return;
  }
  try {
    await db.send(new UpdateCommand({
      TableName: config.tableName, Key,
      UpdateExpression: 'SET removedAt = :now, updatedAt = :now REMOVE limitAmountInCents',
      ConditionExpression: 'attribute_exists(limitAmountInCents)',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    }));
  } catch (error) {
    // No such limit in force (never set, or already removed): nothing to remove.
    if (!isConditionFailure(error)) throw error;
  }
}

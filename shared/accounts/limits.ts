/**
 * The limits entity: a consumer's bank account's transaction limits, one per transaction limit type
 * and reset period, in the account's currency (the rules are in limit-rules.ts).
 *
 * Keys and access patterns (single table):
 *   limit   PK = CONSUMER#<consumerReference>   SK = LIMIT#<bankAccountReference>#<transactionLimitType>#<resetPeriod>
 *           get one limit; the limits of one account: Query PK, SK begins_with LIMIT#<bankAccountReference>#
 *           (limitsOfAccount); set or replaced by a Put (putLimit), removed by a Delete (deleteLimit)
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { consumerKeys } from '../consumers/consumers.js';
import { db } from '../db/client.js';
import { queryPrefix } from '../db/query.js';
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

/**
 * Every limit in force on one bank account of a consumer: of a type payments are held to. A limit of
 * another type stored before CON-21 stays in the table, unlisted and unenforced, as it always was.
 */
export async function limitsOfAccount(consumerReference: string, bankAccountReference: string): Promise<LimitRecord[]> {
  const items = (await queryPrefix(consumerKeys.partition(consumerReference), limitKeys.accountPrefix(bankAccountReference))) as unknown as LimitRecord[];
  return items.filter((l) => isEnforcedLimitType(l.transactionLimitType));
}

/** Sets the limit the record names (its account, type and period), replacing one that was there. */
export async function putLimit(record: LimitRecord): Promise<void> {
  const key = limitKeys.limit(record.consumerReference, record.bankAccountReference, record.transactionLimitType, record.resetPeriod);
  await db.send(new PutCommand({ TableName: config.tableName, Item: { ...key, entity: 'Limit', ...record } }));
}

/** Removes that limit of the account; nothing happens when there is none. */
export async function deleteLimit(consumerReference: string, bankAccountReference: string, type: TransactionLimitType, period: ResetPeriod): Promise<void> {
  await db.send(new DeleteCommand({ TableName: config.tableName, Key: limitKeys.limit(consumerReference, bankAccountReference, type, period) }));
}

/**
 * Ledger balances: what the postings leave behind for each account and currency (keys.ts: PK =
 * LEDGER#<accountKey>, SK = BALANCE#<currency>), and the overdraft hook.
 *
 * Balance item fields, integers in minor units, all changed by ADD in the posting's transaction:
 *   currentAmountInCents    the sum of the account's entries in that currency
 *   availableAmountInCents  current minus holds; the ledger keeps no holds (a payment's money
 *                           waits in its holding account), so it equals current
 *   headroomInCents         current + overdraftLimitInCents: what the guard of an account that may
 *                           not go negative compares (DynamoDB conditions cannot add)
 *   overdraftLimitInCents   only where set (consumer accounts); default none
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { getItemsByKey, queryPrefix } from '../db/query.js';
import { accountPolicy, railClearingShards, type ClearingRail } from './accounts.js';
import { InvalidLedgerTransaction } from './errors.js';
import { BALANCE_SK_PREFIX, ledgerKeys } from './keys.js';

export { ledgerAccountKey } from './accounts.js';

export const balanceKeys = {
  balance: ledgerKeys.balance,
};

export interface Balance {
  currency: string;
  availableAmountInCents: number;
  currentAmountInCents: number;
}

/** The ledger balance of one account in one currency; zeros when the ledger holds nothing for it yet. */
export async function accountBalance(accountKey: string, currency: string): Promise<Balance> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: balanceKeys.balance(accountKey, currency), ConsistentRead: true }));
  const item = out.Item;
  return {
    currency,
    availableAmountInCents: Number(item?.['availableAmountInCents'] ?? 0),
    currentAmountInCents: Number(item?.['currentAmountInCents'] ?? 0),
  };
}

/** A rail's clearing balance in one currency: the sum over its shards (accounts.ts, LED-12); reporting only, three transactional batch reads. */
export async function railClearingBalance(rail: ClearingRail, currency: string): Promise<Balance> {
  const items = await getItemsByKey(railClearingShards(rail).map((account) => balanceKeys.balance(account, currency)));
  const sum = (field: string) => items.reduce((total, item) => total + Number(item[field] ?? 0), 0);
  return { currency, availableAmountInCents: sum('availableAmountInCents'), currentAmountInCents: sum('currentAmountInCents') };
}

/** Every currency an account holds a balance in (one Query of its partition's balance items). */
export async function accountBalances(accountKey: string): Promise<Balance[]> {
  const items = await queryPrefix(balanceKeys.balance(accountKey, '').PK, BALANCE_SK_PREFIX);
  return items.map((item) => ({
    currency: String(item['SK']).slice(BALANCE_SK_PREFIX.length),
    availableAmountInCents: Number(item['availableAmountInCents'] ?? 0),
    currentAmountInCents: Number(item['currentAmountInCents'] ?? 0),
  }));
}

/**
 * Sets how far below zero a consumer account may go (0 removes the overdraft). Conditioned on the
 * limit it read, so two changes cannot both apply their difference to the headroom.
 */
export async function setOverdraftLimit(accountKey: string, currency: string, limitInCents: number, now = new Date()): Promise<void> {
  if (!accountPolicy(accountKey).overdraftAllowed) throw new InvalidLedgerTransaction(`${accountKey} may not have an overdraft`);
  if (!Number.isSafeInteger(limitInCents) || limitInCents < 0) throw new InvalidLedgerTransaction(`overdraft ${limitInCents} is not a whole number of cents ≥ 0`);
  const key = balanceKeys.balance(accountKey, currency);
  const read = await db.send(new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: true }));
  const previous = Number(read.Item?.['overdraftLimitInCents'] ?? 0);
  const hadLimit = read.Item?.['overdraftLimitInCents'] !== undefined;
  await db.send(new UpdateCommand({
    TableName: config.tableName,
    Key: key,
    UpdateExpression: 'ADD headroomInCents :delta, currentAmountInCents :zero, availableAmountInCents :zero SET overdraftLimitInCents = :limit, account = :account, currency = :currency, entity = :entity, updatedAt = :at',
    ConditionExpression: hadLimit ? 'overdraftLimitInCents = :previous' : 'attribute_not_exists(overdraftLimitInCents)',
    ExpressionAttributeValues: {
      ':delta': limitInCents - previous, ':zero': 0, ':limit': limitInCents, ':account': accountKey, ':currency': currency,
      ':entity': 'LedgerBalance', ':at': now.toISOString(), ...(hadLimit ? { ':previous': previous } : {}),
    },
  }));
}

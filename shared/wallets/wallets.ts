/**
 * Wallets held on the platform (docs/decisions/wallets.md): a consumer's or a merchant's store of
 * money in one currency. The record says whose it is and whether it may be used; its money is its
 * ledger account (`WALLET#<walletReference>`, shared/ledger/accounts.ts), never a field here.
 *
 * Keys and access patterns (single table):
 *   wallet   PK = STOREDWALLET#<walletReference>   SK = WALLET
 *            get by reference (the wallet routes, payment planning)
 *   owner    PK = WALLETOWNER#<Consumer|Merchant>#<ownerReference>   SK = CURRENCY#<currency>
 *            → walletReference. Query: an owner's wallets; GetItem: its wallet in one currency (a
 *            merchant copy of a receipt, shared/payments/receipts.ts). One per owner and currency: it is put
 *            under attribute_not_exists in the same transaction as the wallet, so a second wallet
 *            in a currency writes nothing (WalletExists names the first).
 * (`WALLET#<msisdn digits>` partitions belong to merchants' mobile wallets: shared/merchants/merchants.ts.)
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { getItemsByKey, queryPrefix } from '../db/query.js';
import { cancelledAt, isConditionFailure } from '../db/transactions.js';
import type { WalletOwnerType } from '../schemas/wallet-owner-type.js';

export type { WalletOwnerType };

export interface WalletRecord {
  walletReference: string;
  ownerType: WalletOwnerType;
  ownerReference: string;
  currency: string;
  isActive: boolean;
  createdDate: string;
  updatedAt: string;
  /** Token subject or admin key that created it. */
  createdBy: string;
}

const OWNER_SK_PREFIX = 'CURRENCY#';
const ownerPartition = (ownerType: WalletOwnerType, ownerReference: string) => `WALLETOWNER#${ownerType}#${ownerReference}`;

export const walletKeys = {
  wallet: (walletReference: string) => ({ PK: `STOREDWALLET#${walletReference}`, SK: 'WALLET' }),
  owner: (ownerType: WalletOwnerType, ownerReference: string, currency: string) => ({ PK: ownerPartition(ownerType, ownerReference), SK: `${OWNER_SK_PREFIX}${currency}` }),
};

/**
 * A transaction item holding the wallet active where money moves out of or into it: a wallet frozen
 * after the request's own check is neither emptied nor filled (WAL-2; REF-11 for refunds, WAL-11
 * for payments). Put it last, so a cancelled transaction's last reason tells it failed.
 */
export const activeWalletCheck = (walletReference: string): Record<string, unknown> => ({
  ConditionCheck: {
    TableName: config.tableName, Key: walletKeys.wallet(walletReference.toLowerCase()),
    ConditionExpression: 'isActive = :active', ExpressionAttributeValues: { ':active': true },
  },
});

/** A second wallet for the same owner and currency: nothing was written; the first one's reference. */
export class WalletExists extends Error {
  override readonly name = 'WalletExists';
  constructor(readonly walletReference: string | undefined) {
    super('The owner already holds a wallet in this currency.');
  }
}

function recordOf(item: Record<string, unknown> | undefined): WalletRecord | undefined {
  if (!item) return undefined;
  const { PK: _pk, SK: _sk, entity: _entity, ...record } = item;
  return record as unknown as WalletRecord;
}

/** The wallet with this reference, or undefined. */
export async function getWallet(walletReference: string): Promise<WalletRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: walletKeys.wallet(walletReference.toLowerCase()), ConsistentRead: true }));
  return recordOf(out.Item);
}

/** Several wallets by reference (missing ones left out), in one transactional read per 100. */
export async function getWallets(walletReferences: readonly string[]): Promise<WalletRecord[]> {
  const unique = [...new Set(walletReferences.map((r) => r.toLowerCase()))];
  const items = await getItemsByKey(unique.map((r) => walletKeys.wallet(r)));
  return items.map((item) => recordOf(item)).filter((w): w is WalletRecord => w !== undefined);
}

/** An owner's wallets, by currency. */
export async function ownerWallets(ownerType: WalletOwnerType, ownerReference: string): Promise<WalletRecord[]> {
  const index = await queryPrefix(ownerPartition(ownerType, ownerReference), OWNER_SK_PREFIX);
  return getWallets(index.map((item) => String(item['walletReference'])));
}

/** Writes a new wallet and its owner item together; WalletExists when the owner holds one in that currency. */
export async function insertWallet(wallet: WalletRecord): Promise<void> {
  const owner = walletKeys.owner(wallet.ownerType, wallet.ownerReference, wallet.currency);
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: config.tableName, Item: { ...owner, entity: 'WalletOwner', walletReference: wallet.walletReference }, ConditionExpression: 'attribute_not_exists(PK)' } },
        { Put: { TableName: config.tableName, Item: { ...walletKeys.wallet(wallet.walletReference), entity: 'Wallet', ...wallet }, ConditionExpression: 'attribute_not_exists(PK)' } },
      ],
    }));
  } catch (error) {
    if (!cancelledAt(error)?.includes(0)) throw error;
    throw new WalletExists(await ownerWalletReference(wallet.ownerType, wallet.ownerReference, wallet.currency));
  }
}

/** The wallet an owner holds in a currency, by its owner item alone; undefined when it holds none. */
export async function ownerWalletReference(ownerType: WalletOwnerType, ownerReference: string, currency: string): Promise<string | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: walletKeys.owner(ownerType, ownerReference, currency), ConsistentRead: true }));
  const reference = out.Item?.['walletReference'];
  return typeof reference === 'string' ? reference : undefined;
}

/** Sets whether the wallet may be used; undefined when there is no such wallet. */
export async function setWalletActive(walletReference: string, isActive: boolean, now = new Date()): Promise<WalletRecord | undefined> {
  try {
    const out = await db.send(new UpdateCommand({
      TableName: config.tableName, Key: walletKeys.wallet(walletReference.toLowerCase()),
      UpdateExpression: 'SET isActive = :active, updatedAt = :at', ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':active': isActive, ':at': now.toISOString() }, ReturnValues: 'ALL_NEW',
    }));
    return recordOf(out.Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

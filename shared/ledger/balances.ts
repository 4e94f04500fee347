/**
 * Ledger balances: what the payments issue's double-entry postings leave behind for each account
 * and currency. Nothing writes them yet; readers get zeros until the first posting, never made-up data.
 *
 * Keys and access patterns (single table):
 *   balance   PK = LEDGER#<accountKey>   SK = BALANCE#<currency>
 *             get the balance of one ledger account in one currency; the payments issue updates it in
 *             the same transaction as the postings, with
 *             availableAmountInCents (current minus holds) and currentAmountInCents (posted), integers
 *             in minor units (negative only where the account type allows an overdraft)
 *   accountKey: ledgerAccountKey.* below, so writers and readers name an account one way.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';

export const ledgerAccountKey = {
  consumerBankAccount: (bankAccountReference: string) => `BANKACCOUNT#${bankAccountReference}`,
  consumerMobileWallet: (mobileWalletReference: string) => `MOBILEWALLET#${mobileWalletReference}`,
};

export const balanceKeys = {
  balance: (accountKey: string, currency: string) => ({ PK: `LEDGER#${accountKey}`, SK: `BALANCE#${currency}` }),
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

/**
 * Ledger accounts: one naming function per kind, and what each kind's balance may do. An account key
 * names one account in every currency; its balance is kept per currency (keys.ts), so a clearing
 * account is in effect one per rail and currency.
 *
 *   kind                  key                        may go negative
 *   consumerBankAccount   BANKACCOUNT#<reference>    no, unless an overdraft limit is set (balances.ts)
 *   consumerMobileWallet  MOBILEWALLET#<reference>   no, unless an overdraft limit is set
 *   merchant              MERCHANT#<reference>       no (what the platform owes the merchant)
 *   wallet                WALLET#<walletReference>   no, never an overdraft (a wallet held on the platform)
 *   paymentHold           HOLD#<paymentReference>    never; kept by the payment's legs (LED-14)
 *   refundHold            REFUNDHOLD#<refundReference>  never
 *   railClearing          CLEARING#<rail>#<shard>    yes: it mirrors the outside world
 *
 * The one exception to "no": compensation's reversal of a payment credit is posted unguarded and
 * may leave a destination below its floor, a debt to the platform (transaction.ts, LED-15).
 *
 * A rail's clearing account is split into CLEARING_SHARDS accounts (LED-12): every payment through a
 * rail moves its clearing balance, and one DynamoDB key takes about 1,000 writes/s, so one key per
 * rail would cap the platform at that. The shard follows the leg's transaction reference, so a
 * leg's posting, its reversal and its refunds move the same shard; the rail's balance is the sum of
 * its shards (balances.ts, railClearingBalance).
 */
import { createHash } from 'node:crypto';
import type { Rail } from '../rails/types.js';
import { InvalidLedgerTransaction } from './errors.js';

/** Shards per rail clearing account: at 10,000 payments/s one shard sees under 40 legs/s, far under a partition's 1,000 writes/s, and in a sample of 200 payments no shard carries more than 1/32 of them (docs/benchmarks.md). */
export const CLEARING_SHARDS = 256;

/**
 * The shard of a clearing posting: the first 32 bits of SHA-256 of the leg's transaction reference,
 * so the same leg always lands on the same shard and references that share a prefix still spread (a
 * multiplicative hash such as FNV taken mod a power of two keeps only its low bits, which mix poorly).
 */
export function clearingShard(shardKey: string): number {
  return createHash('sha256').update(shardKey).digest().readUInt32BE(0) % CLEARING_SHARDS;
}

/** Rails money enters or leaves the platform through; a merchant destination stays inside (its own account). */
export type ClearingRail = Exclude<Rail, 'merchant'>;

/**
 * A merchant's settlement account: what the platform owes the merchant (paid out by a payout payment,
 * docs/decisions/wallets.md). Apart from ledgerAccountKey so a reader that only matches legs to their
 * merchant (receipt-text.ts) carries none of the clearing shards (issue 16).
 */
export const merchantLedgerAccount = (merchantReference: string): string => `MERCHANT#${merchantReference}`;

export const ledgerAccountKey = {
  consumerBankAccount: (bankAccountReference: string) => `BANKACCOUNT#${bankAccountReference}`,
  consumerMobileWallet: (mobileWalletReference: string) => `MOBILEWALLET#${mobileWalletReference}`,
  merchant: merchantLedgerAccount,
  /** A wallet held on the platform (shared/wallets): its balance is the wallet's money. */
  wallet: (walletReference: string) => `WALLET#${walletReference}`,
  /** Money a payment took from its sources and has not yet given to its destinations. */
  paymentHold: (paymentReference: string) => `HOLD#${paymentReference}`,
  /** Money a refund took back from a destination and has not yet given back to the source. */
  refundHold: (refundReference: string) => `REFUNDHOLD#${refundReference}`,
  /** Money entering or leaving the platform through a rail (cards, mobile wallets, banks, cash, Apple/Google Pay, bills, QR): the shard of `shardKey` (the leg's transaction reference). */
  railClearing: (rail: ClearingRail, shardKey: string) => railClearingShard(rail, clearingShard(shardKey)),
};

/** One shard of a rail's clearing account. */
export const railClearingShard = (rail: ClearingRail, shard: number) => `CLEARING#${rail}#${shard}`;

/** Every shard of a rail's clearing account, for reading the rail's whole balance. */
export function railClearingShards(rail: ClearingRail): string[] {
  return Array.from({ length: CLEARING_SHARDS }, (_, shard) => railClearingShard(rail, shard));
}

export type LedgerAccountKind = keyof typeof ledgerAccountKey;

export interface AccountPolicy {
  kind: LedgerAccountKind;
  /** No guard at all: the balance mirrors money outside the platform. */
  mayGoNegative: boolean;
  /** May be given an overdraft limit (the guard then allows the balance down to minus that limit). */
  overdraftAllowed: boolean;
  /**
   * Kept by the caller's own items, not by ledger items (LED-14): a payment's holding account is its
   * legs. Each such item names the account (`heldAccount`) and carries its part of the balance
   * (`heldInCents`, in its `currency`), changed in the posting's transaction; the ledger writes no
   * entry and no balance item for it, and only a posting made once by the caller may move it.
   */
  keptByCaller?: true;
}

const POLICIES: Record<string, AccountPolicy> = {
  BANKACCOUNT: { kind: 'consumerBankAccount', mayGoNegative: false, overdraftAllowed: true },
  MOBILEWALLET: { kind: 'consumerMobileWallet', mayGoNegative: false, overdraftAllowed: true },
  MERCHANT: { kind: 'merchant', mayGoNegative: false, overdraftAllowed: false },
  WALLET: { kind: 'wallet', mayGoNegative: false, overdraftAllowed: false },
  HOLD: { kind: 'paymentHold', mayGoNegative: false, overdraftAllowed: false, keptByCaller: true },
  REFUNDHOLD: { kind: 'refundHold', mayGoNegative: false, overdraftAllowed: false },
  CLEARING: { kind: 'railClearing', mayGoNegative: true, overdraftAllowed: false },
};

/** The policy of an account key; a key not made by ledgerAccountKey is a programming error. */
export function accountPolicy(accountKey: string): AccountPolicy {
  const hash = accountKey.indexOf('#');
  const policy = hash > 0 && hash < accountKey.length - 1 ? POLICIES[accountKey.slice(0, hash)] : undefined;
  if (!policy) throw new InvalidLedgerTransaction(`${accountKey} is not a ledger account`);
  return policy;
}

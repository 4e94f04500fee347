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
 *   paymentHold           HOLD#<paymentReference>    never
 *   refundHold            REFUNDHOLD#<refundReference>  never
 *   railClearing          CLEARING#<rail>            yes: it mirrors the outside world
 */
import type { Rail } from '../rails/types.js';
import { InvalidLedgerTransaction } from './errors.js';

/** Rails money enters or leaves the platform through; a merchant destination stays inside (its own account). */
export type ClearingRail = Exclude<Rail, 'merchant'>;

export const ledgerAccountKey = {
  consumerBankAccount: (bankAccountReference: string) => `BANKACCOUNT#${bankAccountReference}`,
  consumerMobileWallet: (mobileWalletReference: string) => `MOBILEWALLET#${mobileWalletReference}`,
  /** A merchant's settlement account: what the platform owes the merchant (paid out by a payout payment, docs/decisions/wallets.md). */
  merchant: (merchantReference: string) => `MERCHANT#${merchantReference}`,
  /** A wallet held on the platform (shared/wallets): its balance is the wallet's money. */
  wallet: (walletReference: string) => `WALLET#${walletReference}`,
  /** Money a payment took from its sources and has not yet given to its destinations. */
  paymentHold: (paymentReference: string) => `HOLD#${paymentReference}`,
  /** Money a refund took back from a destination and has not yet given back to the source. */
  refundHold: (refundReference: string) => `REFUNDHOLD#${refundReference}`,
  /** Money entering or leaving the platform through a rail (cards, mobile wallets, banks, cash, Apple/Google Pay, bills, QR). */
  railClearing: (rail: ClearingRail) => `CLEARING#${rail}`,
};

export type LedgerAccountKind = keyof typeof ledgerAccountKey;

export interface AccountPolicy {
  kind: LedgerAccountKind;
  /** No guard at all: the balance mirrors money outside the platform. */
  mayGoNegative: boolean;
  /** May be given an overdraft limit (the guard then allows the balance down to minus that limit). */
  overdraftAllowed: boolean;
}

const POLICIES: Record<string, AccountPolicy> = {
  BANKACCOUNT: { kind: 'consumerBankAccount', mayGoNegative: false, overdraftAllowed: true },
  MOBILEWALLET: { kind: 'consumerMobileWallet', mayGoNegative: false, overdraftAllowed: true },
  MERCHANT: { kind: 'merchant', mayGoNegative: false, overdraftAllowed: false },
  WALLET: { kind: 'wallet', mayGoNegative: false, overdraftAllowed: false },
  HOLD: { kind: 'paymentHold', mayGoNegative: false, overdraftAllowed: false },
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

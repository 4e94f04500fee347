/**
 * What decides who a wallet belongs to and whether a payment may use it (docs/decisions/wallets.md):
 * plain functions over a caller, a wallet record and a balance; no reads or writes.
 */
import type { Caller } from '../http/caller.js';
import type { FieldIssue } from '../http/errors.js';
import { UUID } from '../uuid.js';
import type { WalletOwnerType, WalletRecord } from './wallets.js';

export interface WalletOwner {
  ownerType: WalletOwnerType;
  ownerReference: string;
}

/** The owners a token speaks for: its consumer (ConsumerReference) and its merchant (MerchantReference). */
export function ownersOf(caller: Caller): WalletOwner[] {
  if (caller.kind !== 'user') return [];
  const owners: WalletOwner[] = [];
  const consumer = caller.claims['ConsumerReference'];
  const merchant = caller.claims['MerchantReference'];
  if (consumer !== undefined && UUID.test(consumer)) owners.push({ ownerType: 'Consumer', ownerReference: consumer.toLowerCase() });
  if (merchant !== undefined && UUID.test(merchant)) owners.push({ ownerType: 'Merchant', ownerReference: merchant.toLowerCase() });
  return owners;
}

const isOwner = (owner: WalletOwner, wallet: WalletRecord) => owner.ownerType === wallet.ownerType && owner.ownerReference === wallet.ownerReference;

/** Admin, or a token speaking for the wallet's owner; anyone else is told the wallet does not exist. */
export function mayReadWallet(caller: Caller, wallet: WalletRecord): boolean {
  return caller.kind === 'admin' || ownersOf(caller).some((o) => isOwner(o, wallet));
}

/**
 * Who may pay out of a wallet: admin, the payment's consumer for a consumer's wallet (the token's,
 * or the one it may name), the token's merchant for a merchant's.
 */
export function mayDebitWallet(caller: Caller, payingConsumer: string | undefined, wallet: WalletRecord): boolean {
  if (caller.kind === 'admin') return true;
  if (wallet.ownerType === 'Consumer') return payingConsumer !== undefined && payingConsumer.toLowerCase() === wallet.ownerReference;
  return ownersOf(caller).some((o) => isOwner(o, wallet));
}

/** A wallet named in a payment, at a field path, for an amount. */
export interface WalletUse {
  path: string;
  walletReference: string;
  amountInCents: number;
  currency: string;
}

/** Why a frozen wallet (isActive false, WAL-2) is refused, by a payment or a refund (REF-11). */
export const WALLET_NOT_ACTIVE = 'this wallet is not active';

/** Inactive or in another currency: the payment cannot use it (422 naming the field). */
export function usabilityIssues(use: WalletUse, wallet: WalletRecord): FieldIssue[] {
  if (!wallet.isActive) return [{ field: `${use.path}.walletReference`, reason: WALLET_NOT_ACTIVE }];
  if (wallet.currency !== use.currency) return [{ field: `${use.path}.currency`, reason: `this wallet holds ${wallet.currency}` }];
  return [];
}

/** Every debit of one wallet in a payment, against its balance: each of them named when their sum exceeds it. */
export function fundsIssues(uses: readonly WalletUse[], balanceInCents: number): FieldIssue[] {
  const total = uses.reduce((sum, u) => sum + u.amountInCents, 0);
  if (total <= balanceInCents) return [];
  return uses.map((u) => ({ field: `${u.path}.amountInCents`, reason: 'insufficient_funds: the wallet holds less than this' }));
}

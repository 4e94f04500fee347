/**
 * Who may refund (docs/decisions/refunds.md, REF-2): an operator (a token holding the access policy
 * `refunds:any`: the refund routes are Access routes, so an admin API key never reaches them), and
 * whoever holds the money the refund takes back — the merchant a merchant destination paid, the
 * merchant owning a bill's product, or the owner of a wallet destination.
 * Not the payer: a payer asks the merchant (a payer who could take money back from a merchant's
 * balance on its own would make every purchase revocable). Anyone else is told the transaction
 * does not exist.
 */
import type { Caller } from '../http/caller.js';
import { ledgerAccountKey } from '../ledger/accounts.js';
import type { DestinationLegRecord } from '../payments/payments.js';
import { mayReadWallet } from '../wallets/rules.js';
import type { WalletRecord } from '../wallets/wallets.js';

/** The access policy that lets a token refund any payment and read any refund. */
export const REFUND_OPERATOR_POLICY = 'refunds:any';

export function isRefundOperator(caller: Caller): boolean {
  return caller.kind === 'admin' || (caller.kind === 'user' && caller.accessPolicies.includes(REFUND_OPERATOR_POLICY));
}

export function mayRefund(caller: Caller, destination: DestinationLegRecord | undefined, wallet: WalletRecord | undefined): boolean {
  if (isRefundOperator(caller)) return true;
  if (caller.kind !== 'user' || !destination) return false;
  if (destination.leg.rail === 'wallet') return wallet !== undefined && mayReadWallet(caller, wallet);
  const merchant = caller.claims['MerchantReference']?.toLowerCase();
  if (merchant === undefined) return false;
  if (destination.leg.rail === 'merchant') return destination.leg.instrument.merchantReference.toLowerCase() === merchant;
  // A bill credits the product owner's account.
  return destination.ledgerAccount === ledgerAccountKey.merchant(merchant);
}

/**
 * Legs and the ledger: which legs move only in the ledger, and the account each leg draws from or
 * pays into (the postings of postings.ts, the pay and refund plans).
 */
import { ledgerAccountKey } from '../../ledger/balances.js';
import { IN_PLATFORM_RAILS, type Rail } from '../../rails/types.js';
import type { DestinationLegRecord, LegRecord, SourceLegRecord } from '../payments.js';

/**
 * Money that never leaves the platform moves only in the ledger, in every environment: a merchant
 * (as a destination; as a source, its balance paid out), a bill destination (paid to the merchant
 * that owns the product), and a wallet held on the platform as source or destination
 * (docs/decisions/wallets.md). No connector is called for these legs, nor asked to undo them: the
 * ledger posting and its reversal are the whole movement.
 */
export function movesOnlyInLedger(leg: LegRecord): boolean {
  return isInPlatformRail(leg.leg.rail);
}

/** The rails of movesOnlyInLedger: paid inside the platform, on either side. */
export function isInPlatformRail(rail: Rail): boolean {
  return IN_PLATFORM_RAILS.includes(rail);
}

/** The account a source's debit draws from: its own (a consumer's registered account, a wallet), a merchant's balance (a payout), or its rail's clearing account. */
export function sourceAccount(leg: SourceLegRecord): string {
  if (leg.ledgerAccount) return leg.ledgerAccount;
  return leg.leg.rail === 'merchant' ? ledgerAccountKey.merchant(leg.leg.instrument.merchantReference) : ledgerAccountKey.railClearing(leg.leg.rail, leg.transactionReference);
}

/** The account a destination's credit pays into: a merchant's, a leg's own, or its rail's clearing account. */
export function destinationAccount(leg: DestinationLegRecord): string {
  if (leg.ledgerAccount) return leg.ledgerAccount;
  return leg.leg.rail === 'merchant' ? ledgerAccountKey.merchant(leg.leg.instrument.merchantReference) : ledgerAccountKey.railClearing(leg.leg.rail, leg.transactionReference);
}

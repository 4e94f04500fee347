/**
 * Every key the ledger writes, with its access patterns (single table). Nothing else builds them.
 *
 *   transaction  PK = LEDGERTX#<id>            SK = TX
 *                get one by id; the Put is conditioned on attribute_not_exists, so an id posts once
 *                (ids are deterministic per leg: a retried task finds its posting done). A reversed
 *                transaction gets `reversedBy` set in the reversal's own TransactWriteItems.
 *   entry        PK = LEDGER#<accountKey>      SK = ENTRY#<ISO time>#<transaction id>#<posting index>
 *                an account's statement: Query the partition with SK between two times (statement.ts);
 *                a payment's holding account has none: its legs keep it (LED-14, shared/payments/payment-entries.ts).
 *   balance      PK = LEDGER#<accountKey>      SK = BALANCE#<currency>
 *                GetItem for one account in one currency (balances.ts); updated with ADD in the same
 *                transaction as the entries, guarded where the account may not go negative.
 *   refund cap   PK = LEDGERCAP#<transactionReference>  SK = CAP
 *                per source transaction: how much was sourced, refunded and reversed; GetItem
 *                (refund-cap.ts), updated in the same transaction as the postings that move it.
 *
 * Scan: only checkLedgerInvariants (invariants.ts), admin-only reporting, never a request path.
 */

export const LEDGER_PK_PREFIX = 'LEDGER#';
export const ENTRY_SK_PREFIX = 'ENTRY#';
export const BALANCE_SK_PREFIX = 'BALANCE#';

export const ledgerKeys = {
  transaction: (id: string) => ({ PK: `LEDGERTX#${id}`, SK: 'TX' }),
  entry: (accountKey: string, at: string, transactionId: string, index: number) => ({
    PK: `${LEDGER_PK_PREFIX}${accountKey}`,
    SK: `${ENTRY_SK_PREFIX}${at}#${transactionId}#${index}`,
  }),
  balance: (accountKey: string, currency: string) => ({ PK: `${LEDGER_PK_PREFIX}${accountKey}`, SK: `${BALANCE_SK_PREFIX}${currency}` }),
  refundCap: (transactionReference: string) => ({ PK: `LEDGERCAP#${transactionReference}`, SK: 'CAP' }),
};

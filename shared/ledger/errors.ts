/**
 * The ledger's errors. InvalidLedgerTransaction and LedgerIdConflict are programming errors (never
 * retried, nothing written); the others are refusals a workflow can act on.
 */

/** A transaction the ledger must never hold: unbalanced, fractional or unsafe amounts, one-sided, too big. */
export class InvalidLedgerTransaction extends Error {
  override readonly name = 'InvalidLedgerTransaction';
}

/** A posting would take an account below what its kind allows; nothing was written. */
export class InsufficientFunds extends Error {
  override readonly name = 'InsufficientFunds';
  constructor(readonly account: string, readonly currency: string) {
    super(`${account} has too little ${currency}`);
  }
}

/** An id already posted with different contents: two movements were given one id. */
export class LedgerIdConflict extends Error {
  override readonly name = 'LedgerIdConflict';
  constructor(readonly id: string) {
    super(`ledger transaction ${id} was already posted with different contents`);
  }
}

/** A refund (or a reversal of a source's debit) would give back more than the source transaction took. */
export class RefundCapExceeded extends Error {
  override readonly name = 'RefundCapExceeded';
  constructor(readonly transactionReference: string, readonly currency: string, readonly requestedInCents: number) {
    super(`${transactionReference}: giving back ${requestedInCents} ${currency} cents exceeds what is left of what it sourced`);
  }
}

/**
 * A reversal of a transaction that was never posted (`neverPosted`: nothing to undo, a compensation
 * may treat it as done) or that another reversal, under another id, already undid.
 */
export class ReversalRefused extends Error {
  override readonly name = 'ReversalRefused';
  constructor(readonly reverses: string, readonly neverPosted: boolean, reason: string) {
    super(`cannot reverse ${reverses}: ${reason}`);
  }
}

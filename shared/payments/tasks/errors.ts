/** The errors the payment workflow's Retry and Catch clauses match by name (lib/workflows/payment.asl.json). */

/** A source's rail declined: the workflow catches it and compensates. */
export class PaymentDeclined extends Error {
  override readonly name = 'PaymentDeclined';
}

/**
 * A source's rail waits for the payer's PIN or confirmation: the debit recorded the wait and ends
 * here; the workflow's Catch takes it to AwaitSourceAnswer (PAY-25). Never retried, never a failure
 * of the payment.
 */
export class SourceAwaitsAnswer extends Error {
  override readonly name = 'SourceAwaitsAnswer';
}

/** A destination's rail declined the credit: the workflow catches it and compensates. */
export class CreditFailed extends Error {
  override readonly name = 'CreditFailed';
}

/**
 * A wallet leg's posting found the wallet frozen since the payment was accepted (WAL-11). Not a
 * workflow error: the leg task catches it and declines (PaymentDeclined, CreditFailed).
 */
export class WalletInactive extends Error {
  override readonly name = 'WalletInactive';
}

/**
 * A leg task found its payment compensating (or ended): it moved nothing, or reversed what it had
 * just moved. Never retried; the workflow has already left the Map this task belonged to.
 */
export class PaymentSettling extends Error {
  override readonly name = 'PaymentSettling';
}

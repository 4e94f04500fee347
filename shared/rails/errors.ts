/**
 * What a connector throws. Step Functions matches Retry and Catch on the error's name (the Lambda
 * errorType), so each name is stable API: only RailTimeout is worth a Retry.
 */

/** Transient: the rail did not answer in time. Retrying with the same idempotency key is safe. */
export class RailTimeout extends Error {
  override readonly name = 'RailTimeout';
  constructor(message = 'The rail did not answer in time.') {
    super(message);
  }
}

/** The idempotency key was used before for another operation (other rail, amount, currency or instrument). */
export class RailRequestConflict extends Error {
  override readonly name = 'RailRequestConflict';
  constructor(message = 'The idempotency key was used for another request.') {
    super(message);
  }
}

/** A call no retry can mend: a malformed key, a PIN for a debit that never asked, a card number failing Luhn. */
export class RailRequestInvalid extends Error {
  override readonly name = 'RailRequestInvalid';
}

/** No connector serves the rail in this environment (the sandbox never runs in production). */
export class RailNotConfigured extends Error {
  override readonly name = 'RailNotConfigured';
}

/** What asking for an unserved rail's connector throws. */
export const railNotServed = (rail: string) => new RailNotConfigured(`No connector serves the ${rail} rail.`);

/**
 * When an access token may be used, in one place for the authorizer's verification and the handler
 * chain's check on every request (the authorizer's answer is cached and cannot see the clock move).
 */

/**
 * How far a token's `iat` may lie ahead of this clock. The token is minted by one Lambda and checked
 * by another; their clocks agree to well under a second, 60 s is room for a bad host, and a token
 * from further ahead was not minted by us now.
 */
export const CLOCK_SKEW_SECONDS = 60;

export const nowInSeconds = (): number => Date.now() / 1000;

/** RFC 7519 §4.1.4: not accepted on or after `exp`. An unreadable `exp` counts as expired. */
export function isExpired(exp: unknown, now = nowInSeconds()): boolean {
  return !(typeof exp === 'number' && Number.isFinite(exp) && now < exp);
}

/** An `iat` that is present, a number, and no later than now plus the allowed skew. */
export function isAcceptableIssuedAt(iat: unknown, now = nowInSeconds()): boolean {
  return typeof iat === 'number' && Number.isFinite(iat) && iat <= now + CLOCK_SKEW_SECONDS;
}

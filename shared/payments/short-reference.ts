/** The short reference of a payment or refund, beside its UUID. */
import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Ten Crockford base-32 characters (50 random bits): for people and USSD; the UUID stays the key. */
export function newShortReference(): string {
  return [...randomBytes(10)].map((b) => CROCKFORD[b % 32]).join('');
}

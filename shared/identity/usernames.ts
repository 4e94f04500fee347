/**
 * Usernames are e-mail addresses or mobile numbers. Both are normalised before they are stored or
 * looked up, so "+27 82 123 4567", "27821234567" and "+27821234567" are one user, and so are
 * "Ann@Example.com" and "ann@example.com".
 */
import type * as PhoneNumbers from 'libphonenumber-js';
import { loadOnUse } from '../load-on-use.js';

// The phone-number metadata (about 120 KB) loads on the first mobile number parsed.
const parsePhoneNumberFromString: typeof PhoneNumbers.parsePhoneNumberFromString = (...args) =>
  loadOnUse<typeof PhoneNumbers>('libphonenumber-js').parsePhoneNumberFromString(...args);

export type UsernameKind = 'email' | 'msisdn';

export interface Username {
  kind: UsernameKind;
  /** E-mail lower-cased, or E.164 (+27821234567). */
  value: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An international mobile number in E.164, or undefined when it is not a valid number. */
export function normaliseMsisdn(input: string): string | undefined {
  const compact = input.replace(/[\s().-]/g, '');
  if (!/^\+?\d{7,15}$/.test(compact)) return undefined;
  const parsed = parsePhoneNumberFromString(compact.startsWith('+') ? compact : `+${compact}`);
  return parsed?.isValid() ? parsed.number : undefined;
}

export function normaliseEmail(input: string): string | undefined {
  const value = input.trim().toLowerCase();
  return EMAIL.test(value) && value.length <= 254 ? value : undefined;
}

/** The normalised username, or undefined when the text is neither an e-mail address nor a valid mobile number. */
export function parseUsername(input: string): Username | undefined {
  if (input.includes('@')) {
    const email = normaliseEmail(input);
    return email ? { kind: 'email', value: email } : undefined;
  }
  const msisdn = normaliseMsisdn(input);
  return msisdn ? { kind: 'msisdn', value: msisdn } : undefined;
}

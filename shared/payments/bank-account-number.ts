/**
 * The comparable form of a bank account number; apart from pay-request.ts so a merchant payout's
 * bundle need not carry the pay request's checks and the callback URL's address rules (issue 16).
 */

/**
 * Account numbers compare without spaces and hyphens and in upper case, as shared/accounts stores
 * them: a bank reads an IBAN's letters in either case, so a lower-cased number is the same account
 * (PAY-31; it used to pass as someone else's, past the own account's rules).
 */
export const bankAccountNumber = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

/** An account a rail can take: 3 to 34 letters and digits (an IBAN's most), spaces and hyphens anywhere. Linear: each repeat starts with a letter or digit. */
export const BANK_ACCOUNT_NUMBER = /^[\s-]*(?:[A-Za-z0-9][\s-]*){3,34}$/;

export const BANK_ACCOUNT_NUMBER_RULE = 'must be 3 to 34 letters and digits (spaces and hyphens allowed)';

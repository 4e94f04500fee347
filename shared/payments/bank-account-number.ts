/**
 * The comparable form of a bank account number; apart from pay-request.ts so a merchant payout's
 * bundle need not carry the pay request's checks and the callback URL's address rules (issue 16).
 */

/** Account numbers compare without spaces and hyphens, as shared/accounts stores them. */
export const bankAccountNumber = (value: string): string => value.replace(/[\s-]/g, '');

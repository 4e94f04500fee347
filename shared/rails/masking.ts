/**
 * Masking for logs and the payment trace: card-like digit runs, MSISDNs and account numbers keep
 * their last four characters only. The logger redacts on its own; these are for values a person
 * must still recognise.
 */
import { isLuhnValid } from './card-checks.js';
import type { DestinationLeg, SourceLeg } from './types.js';

/** Every character but the last `keep` becomes '*'; a value of `keep` characters or fewer is all stars. */
export function maskTail(value: string, keep = 4): string {
  if (value.length <= keep) return '*'.repeat(value.length);
  return '*'.repeat(value.length - keep) + value.slice(-keep);
}

/** +27821234567 → +*******4567 (the plus stays so it still reads as a number). */
export function maskMsisdn(msisdn: string): string {
  return msisdn.startsWith('+') ? `+${maskTail(msisdn.slice(1))}` : maskTail(msisdn);
}

export const maskAccountNumber = (accountNumber: string): string => maskTail(accountNumber);

// 12 to 19 digits, optionally split by single spaces or hyphens: how PANs appear in free text. Bounded
// by non-digits rather than word boundaries, so a run glued to letters ("PAN4242…") is found too.
const PAN_LIKE = /(?<!\d)\d(?:[ -]?\d){11,18}(?!\d)/g;
// Any run of digit groups split by single spaces or hyphens, however long (a PAN may sit inside one).
const DIGIT_GROUPS = /(?<!\d)\d+(?:[ -]\d+)*(?!\d)/g;

/** Masks every PAN-like digit run in free text to its last four digits, separators dropped. */
export function maskCardNumbers(text: string): string {
  return text.replace(PAN_LIKE, (run) => maskTail(run.replace(/[ -]/g, '')));
}

// EMV data elements that carry the card number, as hex text: tag, length in bytes, value (XCR-4).
// A lookahead, so every position is tried: another element's value may hold "5A" or "57" first.
const EMV_CARD_NUMBER_ELEMENTS = /(?=(5A|57)([0-9A-F]{2})([0-9A-F=]+))/gi;

/**
 * The card numbers of EMV elements written as hex text, where the number is glued to its tag and
 * length and so hides inside a longer digit run or behind a 0: 5A (the number, padded with F) and
 * 57 (track 2 equivalent data: the number, then D and the expiry).
 */
function emvCardNumbers(text: string): string[] {
  return [...text.matchAll(EMV_CARD_NUMBER_ELEMENTS)].flatMap(([, tag, length, value]) => {
    const nibbles = (value ?? '').slice(0, Number.parseInt(length ?? '0', 16) * 2).toUpperCase();
    const number = tag?.toUpperCase() === '57' ? (nibbles.split(/[D=]/)[0] ?? '') : nibbles.replace(/F+$/, '');
    return /^\d{13,19}$/.test(number) ? [number] : [];
  });
}

// A card number written in groups of four split by another separator (dots, slashes, underscores, or
// a run of blanks), the same one throughout (XCR-8). Only in fours: amounts and dates split this way
// ("125.00  10.00", "26/11/2026") would otherwise join into Luhn-valid runs one time in ten.
const FOUR_GROUPS = /(?<!\d)\d{4}([._/]|\s{2,}|\t)\d{4}\1\d{4}(?:\1\d{1,4}){1,2}(?!\d)/g;

/** Whether a span of whole groups (digits only) is a card number: 13 to 19 digits, Luhn-valid, not starting with 0. */
function groupsHoldCardNumber(groups: string[]): boolean {
  for (let start = 0; start < groups.length; start += 1) {
    let digits = '';
    for (let end = start; end < groups.length && digits.length < 19; end += 1) {
      digits += groups[end];
      if (digits.length >= 13 && digits.length <= 19 && !digits.startsWith('0') && isLuhnValid(digits)) return true;
    }
  }
  return false;
}

/**
 * Whether free text holds a full card number: 13 to 19 digits passing Luhn, or the number of an EMV
 * element (5A, 57) written as hex, written whole or split
 * by single spaces or hyphens. Within a run of digit groups every span of whole groups is tried, so
 * "4242424242424242 1229" (number, then expiry) is found. A span starting with 0 is not taken: no
 * card number begins with major industry identifier 0, and terminal slips are full of zero-padded
 * numbers (terminal, batch, STAN) that would otherwise pass Luhn one time in ten.
 */
export function holdsCardNumber(text: string): boolean {
  if (emvCardNumbers(text).some(isLuhnValid)) return true;
  return [...(text.match(FOUR_GROUPS) ?? []), ...(text.match(DIGIT_GROUPS) ?? [])].some((run) => groupsHoldCardNumber(run.split(/\D+/)));
}

/** A leg with its identifying values masked, for the payment trace and logs. */
export function maskedLeg(leg: SourceLeg | DestinationLeg): Record<string, string> {
  switch (leg.rail) {
    case 'card':
      return { rail: leg.rail, maskedPan: leg.instrument.maskedPan };
    case 'mobileWallet':
      return { rail: leg.rail, operator: leg.instrument.operator, msisdn: maskMsisdn(leg.instrument.msisdn) };
    case 'bankAccount':
      return { rail: leg.rail, bank: leg.instrument.bank, accountNumber: maskAccountNumber(leg.instrument.accountNumber) };
    case 'wallet':
      return { rail: leg.rail, walletReference: leg.instrument.walletReference };
    case 'merchant':
      return { rail: leg.rail, merchantReference: leg.instrument.merchantReference };
    case 'qrCode':
      return { rail: leg.rail, qrCode: maskTail(leg.instrument.qrCode, 8) };
    case 'bill':
      return { rail: leg.rail, productReference: leg.instrument.productReference };
    default:
      // cash, Apple Pay, Google Pay: nothing that identifies a person beyond the rail.
      return { rail: leg.rail };
  }
}

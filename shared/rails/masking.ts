/**
 * Masking for logs and the payment trace: card-like digit runs, MSISDNs and account numbers keep
 * their last four characters only. The logger redacts on its own; these are for values a person
 * must still recognise.
 */
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

// 12 to 19 digits, optionally split by single spaces or hyphens: how PANs appear in free text.
const PAN_LIKE = /\b\d(?:[ -]?\d){11,18}\b/g;

/** Masks every PAN-like digit run in free text to its last four digits, separators dropped. */
export function maskCardNumbers(text: string): string {
  return text.replace(PAN_LIKE, (run) => maskTail(run.replace(/[ -]/g, '')));
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

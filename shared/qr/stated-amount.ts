/**
 * A QR code's own amount and currency against what a payment gives it (docs/decisions/qr.md,
 * QR-35): 54 and 53 of an EMV code with the tip or convenience fee of 55-57 (QR-41), a SnapScan
 * URL's amount in rand cents, a Zapper URL's field 34 in the currency of its field 39. Only POST /v1/pay asks (validating gives no amount), so the
 * currency tables are bundled with the payment's verdict and not with POST /v1/validate/qr.
 */
import { currencyUnits, currencyUnitsByNumeric, type CurrencyUnits } from '../lookups/currency-units.js';
import { qrVerdict, refuse, type QrAmount, type QrRead, type QrVerdict } from './payability.js';
import { decimalsIssue, minorUnitsOf } from './platform-code.js';
import { snapScan } from './schemes/snapscan.js';
import { zapper } from './schemes/zapper.js';
import type { EmvFields } from './types.js';

/** qrVerdict for a payment of the code: the code's state, then its stated amount and currency against `paying`. */
export function qrPaymentVerdict(payload: string, now: Date, paying: QrAmount): Promise<QrVerdict> {
  return qrVerdict(payload, now, { ...paying, statedAmountIssue });
}

/** An amount the code fixes, in minor units, against what is paid; a zero one fixes none (QR-35). */
function fixedAmountIssue(stated: number, paying: QrAmount): QrVerdict | undefined {
  if (stated === 0) return undefined;
  return stated === paying.amountInCents ? undefined : refuse(`must be ${stated}, the amount of the QR code`, 'amountInCents');
}

/** A SnapScan code with `amount` (cents, always rand) fixes what is paid, as 54 does in EMV. */
function snapScanAmountIssue(reading: QrRead, paying: QrAmount): QrVerdict | undefined {
  const cents = snapScan.describe(reading.input)['amountCents'];
  if (cents === undefined) return undefined;
  if (!/^\d+$/.test(cents)) return refuse(`states an amount ("${cents}") that is not a whole number of cents`);
  if (paying.currency !== 'ZAR') return refuse('must be ZAR, the currency of SnapScan codes', 'currency');
  return fixedAmountIssue(Number(cents), paying);
}

/** A Zapper code's amount (field 34, decimal) in its currency (field 39; rand when it states an amount but no currency). */
function zapperAmountIssue(reading: QrRead, paying: QrAmount): QrVerdict | undefined {
  const { amount, currency: stated } = zapper.describe(reading.input);
  if (amount === undefined && stated === undefined) return undefined;
  const code = (stated ?? 'ZAR').toUpperCase();
  const currency = currencyUnits(code);
  if (!currency) return refuse(`states currency ${code}, which is not one this platform pays in`);
  if (currency.code !== paying.currency) return refuse(`must be ${currency.code}, the currency of the QR code`, 'currency');
  if (amount === undefined) return undefined;
  const minor = minorUnitsOf(amount, currency.minorUnits);
  if (minor === undefined) return refuse(`states an amount ("${amount}") that ${currency.code} cannot hold`);
  return fixedAmountIssue(minor, paying);
}

/** The amount and currency a URL code (SnapScan, Zapper) fixes. */
function urlAmountIssue(reading: QrRead, paying: QrAmount): QrVerdict | undefined {
  if (reading.detector.qrCodeType === 'SnapScanQR') return snapScanAmountIssue(reading, paying);
  if (reading.detector.qrCodeType === 'ZapperQR') return zapperAmountIssue(reading, paying);
  return undefined;
}

/**
 * What tags 55-57 add to the code's amount (QR-41): nothing, a tip the payer chooses (01), or a
 * convenience fee (02 fixed in 56, 03 a percentage of 54 in 57); `malformed` says why the payer
 * cannot know what is owed.
 */
type Extra =
  | { readonly kind: 'none' | 'tip' }
  | { readonly kind: 'fee'; readonly of: (stated: number) => number; readonly named: string }
  | { readonly kind: 'malformed'; readonly reason: string };

/** "ZAR cannot hold", with why when it is the decimals ("…: ZAR has 2 decimal places, this amount 3"), for an amount minorUnitsOf refused. */
function cannotHold(amount: string, currency: CurrencyUnits): string {
  const why = decimalsIssue(amount, currency);
  return `${currency.code} cannot hold${why ? `: ${why}` : ''}`;
}

/** 57 is read in ten-thousandths of a percent (it holds at most 5 characters: "0.125" and "99.99" are exact), so a fee is 54 × that / 10^6. */
const SHARE_DECIMALS = 4;
const PER_MILLION = 1_000_000n;

/** What 55-57 add, for a code whose tags agree (qrVerdict checked askedAmountIssue): the numbers are judged here, against the currency. */
function extraOf(fields: EmvFields, currency: CurrencyUnits): Extra {
  const { tipIndicator: tip, convenienceFeeFixed: fixed, convenienceFeePercentage: percentage } = fields;
  const malformed = (reason: string): Extra => ({ kind: 'malformed', reason });
  if (tip === '01') return { kind: 'tip' };
  if (tip === '02' && fixed !== undefined) {
    const fee = /\d/.test(fixed) ? minorUnitsOf(fixed, currency.minorUnits) : undefined;
    if (fee === undefined) return malformed(`states a fixed convenience fee (56, "${fixed}") that ${cannotHold(fixed, currency)}`);
    return { kind: 'fee', of: () => fee, named: 'its fixed convenience fee (56)' };
  }
  if (tip === '03' && percentage !== undefined) {
    const share = /\d/.test(percentage) ? minorUnitsOf(percentage, SHARE_DECIMALS) : undefined;
    if (share === undefined || share > 100 * 10 ** SHARE_DECIMALS) return malformed(`states a convenience fee percentage (57, "${percentage}") that is not a number from 0 to 100`);
    // The fee in the currency's minor units, rounded half-up (0.5 of a minor unit goes up); BigInt, as a 13-digit 54 times the share passes 2^53.
    const of = (stated: number) => Number((BigInt(stated) * BigInt(share) + PER_MILLION / 2n) / PER_MILLION);
    return { kind: 'fee', of, named: `its ${percentage}% convenience fee (57, rounded half-up to the minor unit)` };
  }
  return { kind: 'none' };
}

/** A non-zero 54 in minor units, with what 55-57 add, against what is paid (QR-41). */
function owedIssue(stated: number, extra: Extra, paying: QrAmount): QrVerdict | undefined {
  if (extra.kind === 'tip') {
    return paying.amountInCents >= stated ? undefined : refuse(`must be at least ${stated}, the amount of the QR code (it lets the payer add a tip above it)`, 'amountInCents');
  }
  if (extra.kind !== 'fee') return fixedAmountIssue(stated, paying);
  const fee = extra.of(stated);
  const owed = stated + fee;
  return owed === paying.amountInCents ? undefined : refuse(`must be ${owed}: the QR code's amount ${stated} plus ${extra.named} of ${fee}`, 'amountInCents');
}

/** The code's own amount (54) and currency (53), when it states them, with its tip or fee (55-57), against what is paid. */
function statedAmountIssue(reading: QrRead, paying: QrAmount): QrVerdict | undefined {
  // qrVerdict refused already a code whose 54 has no 53 or whose 55-57 disagree (askedAmountIssue).
  const fields = reading.emv?.fields;
  if (!fields?.currency) return urlAmountIssue(reading, paying);
  const currency = currencyUnitsByNumeric(Number(fields.currency));
  if (!currency) return refuse(`states currency ${fields.currency}, which is not one this platform pays in`);
  if (currency.code !== paying.currency) return refuse(`must be ${currency.code}, the currency of the QR code`, 'currency');
  const extra = extraOf(fields, currency);
  if (extra.kind === 'malformed') return refuse(extra.reason);
  if (fields.amount === undefined) return undefined;
  const amount = minorUnitsOf(fields.amount, currency.minorUnits);
  if (amount === undefined) return refuse(`states an amount (${fields.amount}) that ${cannotHold(fields.amount, currency)}`);
  // A zero 54 (real static codes write "0" or "00.00"; EMV forbids it, decode warns ZERO_AMOUNT) fixes no amount: the payer's stands.
  if (amount === 0) return undefined;
  return owedIssue(amount, extra, paying);
}

/**
 * A QR code's own amount and currency against what a payment gives it (docs/decisions/qr.md,
 * QR-35): 54 and 53 of an EMV code, a SnapScan URL's amount in rand cents, a Zapper URL's field 34
 * in the currency of its field 39. Only POST /v1/pay asks (validating gives no amount), so the
 * currency tables are bundled with the payment's verdict and not with POST /v1/validate/qr.
 */
import { currencyUnits, currencyUnitsByNumeric } from '../lookups/currency-units.js';
import { qrVerdict, refuse, type QrAmount, type QrRead, type QrVerdict } from './payability.js';
import { minorUnitsOf } from './platform-code.js';
import { snapScan } from './schemes/snapscan.js';
import { zapper } from './schemes/zapper.js';

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

/** The code's own amount (54) and currency (53), when it states them, against what is paid. */
function statedAmountIssue(reading: QrRead, paying: QrAmount): QrVerdict | undefined {
  const fields = reading.emv?.fields;
  if (!fields?.currency) return urlAmountIssue(reading, paying);
  const currency = currencyUnitsByNumeric(Number(fields.currency));
  if (!currency) return refuse(`states currency ${fields.currency}, which is not one this platform pays in`);
  if (currency.code !== paying.currency) return refuse(`must be ${currency.code}, the currency of the QR code`, 'currency');
  if (fields.amount === undefined) return undefined;
  const amount = minorUnitsOf(fields.amount, currency.minorUnits);
  if (amount === undefined) return refuse(`states an amount (${fields.amount}) that ${currency.code} cannot hold`);
  // A zero 54 (real static codes write "0" or "00.00"; EMV forbids it, decode warns ZERO_AMOUNT) fixes no amount: the payer's stands.
  return fixedAmountIssue(amount, paying);
}

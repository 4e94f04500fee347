/**
 * The platform's own QR codes (docs/decisions/qr.md, QR-30, QR-31): an EMV MPM merchant account
 * template, ID 28, GUID NET.PAYMENTS-PLATFORM, that names a merchant of this platform (01, its
 * reference) and, in a dynamic code, a QR bill (02, its reference), each as 32 hex digits. A static code (initiation 11)
 * names the merchant alone; a dynamic code (12) also carries the bill's amount in 54 and its
 * invoice number in 62 bill number. The template may sit beside a scheme's own (GHQR's 32, NIBSS's
 * 26): whichever profile detection picks, platformCodeIn finds it.
 */
import type { QrCodeType } from '../schemas/qr-code-type.js';
import { countryAlpha2 } from '../lookups/country-alpha2.js';
import { currencyUnits } from '../lookups/currency-units.js';
import { encodeEmv, type EmvEncodeResult } from './emv-encode.js';
import type { EmvDecoded } from './emv-read.js';
import { accountWithGuid } from './schemes/profile.js';
import type { EmvFields, EmvTemplate } from './types.js';

export const PLATFORM_TEMPLATE_ID = '28';
export const PLATFORM_GUID = 'NET.PAYMENTS-PLATFORM';

/** References are written as their 32 hex digits: with the GUID, both fit the template's 99 characters (QR-30). */
const HEX32 = /^[0-9a-f]{32}$/i;
const compact = (uuid: string) => uuid.replaceAll('-', '').toLowerCase();
const expand = (hex: string) => {
  const h = hex.toLowerCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/** What a platform code names. */
export type PlatformCode =
  | { readonly kind: 'merchant'; readonly merchantReference: string }
  | { readonly kind: 'bill'; readonly merchantReference: string; readonly billReference: string };

/** The template's content: the merchant, and the bill for a dynamic code. */
export function platformTemplate(merchantReference: string, billReference?: string): EmvTemplate {
  return { '00': PLATFORM_GUID, '01': compact(merchantReference), ...(billReference ? { '02': compact(billReference) } : {}) };
}

/**
 * The platform code inside any reading (readQr's or a verdict's, reading.ts): undefined when the payload carries no platform template,
 * 'malformed' when it does but its references are not ours to read (a forged or damaged code).
 */
export function platformCodeIn(reading: { readonly ok: boolean; readonly emv?: EmvDecoded | undefined }): PlatformCode | 'malformed' | undefined {
  if (!reading.ok) return undefined;
  const found = accountWithGuid(reading.emv, [PLATFORM_GUID]);
  if (!found) return undefined;
  const merchantReference = found.template['01'];
  const billReference = found.template['02'];
  if (merchantReference === undefined || !HEX32.test(merchantReference)) return 'malformed';
  if (billReference === undefined) return { kind: 'merchant', merchantReference: expand(merchantReference) };
  return HEX32.test(billReference) ? { kind: 'bill', merchantReference: expand(merchantReference), billReference: expand(billReference) } : 'malformed';
}

/** The scheme forms a dynamic code of this platform can take (QR-34); the others are issued by their schemes. */
export const ISSUABLE_QR_CODE_TYPES = ['NONE', 'GHQR', 'NIBSSQR'] as const satisfies readonly QrCodeType[];
export type IssuableQrCodeType = (typeof ISSUABLE_QR_CODE_TYPES)[number];

export const isIssuable = (type: QrCodeType): type is IssuableQrCodeType => (ISSUABLE_QR_CODE_TYPES as readonly string[]).includes(type);

/** What a scheme form adds: its own template, and the country and currency its codes must be in. */
interface SchemeForm {
  readonly country?: string;
  readonly currency?: string;
  readonly accounts: (code: DynamicCode) => Record<string, EmvTemplate>;
}

/** E + yyyymmdd + T + hhmmss (UTC), as GHQR's sub-ID 04 is seen written. */
const ghqrExpiry = (iso: string) => `E${iso.slice(0, 10).replaceAll('-', '')}T${iso.slice(11, 19).replaceAll(':', '')}`;

const SCHEME_FORMS: Record<IssuableQrCodeType, SchemeForm> = {
  NONE: { accounts: () => ({}) },
  // The merchant's short code stands in the scheme's merchant ID: the platform is the acquirer of its own codes (QR-34).
  GHQR: { country: 'GH', currency: 'GHS', accounts: (c) => ({ '32': { '00': 'GH.NET.GHIPSS.GHQR', '01': String(c.merchantShortCode), '04': ghqrExpiry(c.expiresAt) } }) },
  NIBSSQR: { country: 'NG', currency: 'NGN', accounts: (c) => ({ '26': { '00': 'NG.COM.NIBSS-PLC.QR', '01': String(c.merchantShortCode), '02': c.invoiceNumber } }) },
};

/** Everything a dynamic code says, from the merchant, its terminal and the bill. */
export interface DynamicCode {
  readonly qrCodeType: IssuableQrCodeType;
  readonly merchantReference: string;
  readonly merchantShortCode: number;
  readonly merchantName: string;
  readonly categoryCode: number;
  /** ISO 3166-1 alpha-3, as the merchant profile holds it. */
  readonly countryIsoCode?: string | undefined;
  readonly city?: string | undefined;
  readonly billReference: string;
  readonly invoiceNumber: string;
  readonly amountInCents: number;
  /** ISO 4217 alpha. */
  readonly currency: string;
  readonly expiresAt: string;
}

/** Why a merchant cannot issue a code in a scheme form: its currency or country is not the scheme's. */
export function schemeFormIssue(type: IssuableQrCodeType, currency: string, countryIsoCode: string | undefined): string | undefined {
  const form = SCHEME_FORMS[type];
  if (form.currency && form.currency !== currency) return `${type} codes are in ${form.currency}; this merchant's currency is ${currency}`;
  const alpha2 = countryIsoCode ? countryAlpha2(countryIsoCode) : undefined;
  if (form.country && alpha2 && alpha2 !== form.country) return `${type} codes are for country ${form.country}; this merchant is in ${alpha2}`;
  return undefined;
}

/** Printable ASCII (EMV "ans"): accents dropped, anything else left out, cut to `max`. */
export function emvText(value: string, max: number): string {
  return value.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').trim().slice(0, max);
}

/** Minor units as the EMV amount (54): "25.00" for 2500 cents of a two-decimal currency. */
export function emvAmount(amountInCents: number, minorUnits: number): string {
  if (minorUnits === 0) return String(amountInCents);
  const digits = String(amountInCents).padStart(minorUnits + 1, '0');
  return `${digits.slice(0, -minorUnits)}.${digits.slice(-minorUnits)}`;
}

/** The EMV amount (54) in minor units, or undefined when it has more decimals than the currency. */
export function minorUnitsOf(amount: string, minorUnits: number): number | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(amount);
  if (!match) return undefined;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > minorUnits) return undefined;
  return Number(`${match[1] || '0'}${fraction.padEnd(minorUnits, '0')}`);
}

/**
 * Why an EMV amount (54, 56) has more decimals than `currency` has ("JPY has no minor units"), or
 * undefined when it fits: trailing zeros do not count ("100.00" is 100 yen). An amount that is not
 * digits with one "." is the EMV rules' to refuse (rules.ts), not this.
 */
export function decimalsIssue(amount: string, currency: { readonly code: string; readonly minorUnits: number }): string | undefined {
  const decimals = /^\d*\.(\d*?)0*$/.exec(amount)?.[1]?.length ?? 0;
  if (decimals <= currency.minorUnits) return undefined;
  return currency.minorUnits === 0 ? `${currency.code} has no minor units` : `${currency.code} has ${currency.minorUnits} decimal places, this amount ${decimals}`;
}

/** The dynamic code's payload in the requested form; the strict encoder's errors when the data breaks EMV's rules. */
export function encodeDynamicCode(code: DynamicCode): EmvEncodeResult {
  const form = SCHEME_FORMS[code.qrCodeType];
  const currency = currencyUnits(code.currency);
  const country = form.country ?? (code.countryIsoCode ? countryAlpha2(code.countryIsoCode) : undefined);
  const fields: EmvFields = {
    initiation: '12',
    merchantAccounts: { ...form.accounts(code), [PLATFORM_TEMPLATE_ID]: platformTemplate(code.merchantReference, code.billReference) },
    mcc: String(code.categoryCode).padStart(4, '0'),
    ...(currency ? { currency: String(currency.numericCode).padStart(3, '0'), amount: emvAmount(code.amountInCents, currency.minorUnits) } : {}),
    ...(country ? { country } : {}),
    merchantName: emvText(code.merchantName, 25) || 'Merchant',
    // EMV makes the city mandatory; a merchant without one shows its country's code there (QR-34).
    merchantCity: emvText(code.city ?? '', 15) || country || 'NA',
    additionalData: { billNumber: code.invoiceNumber },
  };
  return encodeEmv(fields);
}

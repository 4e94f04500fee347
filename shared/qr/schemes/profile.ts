/** What every scheme profile offers, so schemes stay one file each and can be replaced alone. */
import type { QrCodeType } from '../../schemas/qr-code-type.js';
import type { EmvDecoded } from '../emv-read.js';
import type { EmvTemplate, QrIssue } from '../types.js';

/** A scanned payload, with its EMV MPM reading when it has one. */
export interface QrInput {
  readonly payload: string;
  readonly emv?: EmvDecoded;
  /** For rules that expire (KHQR); tests pass a fixed clock. */
  readonly now: Date;
}

/** The scheme's own fields (merchant id, sub-merchant, order number, bill reference …) as text. */
export type SchemeFields = Readonly<Record<string, string>>;

/**
 * How a scheme's codes are recognised, and when one has expired: all a QR verdict asks of a scheme
 * (payability.ts), so its bundle carries no scheme's description or other rules.
 */
export interface QrSchemeDetector {
  /** The profile's name; several may answer one qrCodeType (EMV and KHQR are both NONE). */
  readonly name: string;
  readonly qrCodeType: QrCodeType;
  detect(input: QrInput): boolean;
  /** The EXPIRED warning of a code past its scheme's expiry (KHQR); the scheme's warnings include it. */
  expired?(input: QrInput): QrIssue | undefined;
}

/** What reading a code of the scheme gives beside its detector: its own fields and its rules. */
export interface QrSchemeProfile {
  readonly detector: QrSchemeDetector;
  describe(input: QrInput): SchemeFields;
  /** Rules of the scheme on top of EMV's. */
  warnings(input: QrInput): QrIssue[];
}

/** The first merchant account template (26-51) whose GUID, upper-cased, passes `test`. */
export function accountWhere(emv: EmvDecoded | undefined, test: (guid: string) => boolean): { id: string; template: EmvTemplate } | undefined {
  for (const [id, account] of Object.entries(emv?.fields.merchantAccounts ?? {})) {
    if (typeof account === 'string') continue;
    const guid = account['00']?.toUpperCase();
    if (guid !== undefined && test(guid)) return { id, template: account };
  }
  return undefined;
}

/** The first merchant account template whose GUID is one of `guids`, case ignored. */
export function accountWithGuid(emv: EmvDecoded | undefined, guids: readonly string[]): { id: string; template: EmvTemplate } | undefined {
  const wanted = guids.map((guid) => guid.toUpperCase());
  return accountWhere(emv, (guid) => wanted.includes(guid));
}

/** Fields with a value only: a describe() never answers empty keys. */
export function present(fields: Readonly<Record<string, string | undefined>>): SchemeFields {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** The warning a scheme gives when the code's currency or country is not its own. */
export function expectCountryAndCurrency(emv: EmvDecoded | undefined, scheme: string, country: string, currency: string): QrIssue[] {
  const found: QrIssue[] = [];
  const fields = emv?.fields;
  if (fields?.country !== country) found.push({ code: 'SCHEME_RULE', field: 'country', message: `${scheme} codes are for country ${country}; this one says "${fields?.country ?? ''}".` });
  if (fields?.currency !== currency) found.push({ code: 'SCHEME_RULE', field: 'currency', message: `${scheme} codes are in currency ${currency}; this one says "${fields?.currency ?? ''}".` });
  return found;
}

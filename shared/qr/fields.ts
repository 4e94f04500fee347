/** The EMV MPM v1.1 ID table: which ID holds what, in which format, how long, and whether mandatory. */
import type { AdditionalData, EmvFields, LanguageTemplate } from './types.js';

/** N digits, ans printable ASCII (0x20-0x7E), S any Unicode. */
export type EmvFormat = 'N' | 'ans' | 'S';

export interface FieldSpec<Name extends string> {
  readonly id: string;
  readonly name: Name;
  readonly label: string;
  readonly format: EmvFormat;
  readonly max: number;
  /** Exact length where EMV fixes it (N2, N3, N4, ans2, ans3). */
  readonly exact?: number;
  readonly mandatory?: boolean;
}

type RootName = Exclude<keyof EmvFields, 'merchantAccounts' | 'additionalData' | 'language' | 'rfu' | 'unreserved'>;

/** Root primitives, in the order the encoder writes them. */
export const ROOT_FIELDS: readonly FieldSpec<RootName>[] = [
  { id: '00', name: 'payloadFormat', label: 'Payload Format Indicator', format: 'N', max: 2, exact: 2, mandatory: true },
  { id: '01', name: 'initiation', label: 'Point of Initiation Method', format: 'N', max: 2, exact: 2 },
  { id: '52', name: 'mcc', label: 'Merchant Category Code', format: 'N', max: 4, exact: 4, mandatory: true },
  { id: '53', name: 'currency', label: 'Transaction Currency', format: 'N', max: 3, exact: 3, mandatory: true },
  { id: '54', name: 'amount', label: 'Transaction Amount', format: 'ans', max: 13 },
  { id: '55', name: 'tipIndicator', label: 'Tip or Convenience Indicator', format: 'N', max: 2, exact: 2 },
  { id: '56', name: 'convenienceFeeFixed', label: 'Value of Convenience Fee Fixed', format: 'ans', max: 13 },
  { id: '57', name: 'convenienceFeePercentage', label: 'Value of Convenience Fee Percentage', format: 'ans', max: 5 },
  { id: '58', name: 'country', label: 'Country Code', format: 'ans', max: 2, exact: 2, mandatory: true },
  { id: '59', name: 'merchantName', label: 'Merchant Name', format: 'ans', max: 25, mandatory: true },
  { id: '60', name: 'merchantCity', label: 'Merchant City', format: 'ans', max: 15, mandatory: true },
  { id: '61', name: 'postalCode', label: 'Postal Code', format: 'ans', max: 10 },
];

/** A whole payload, in characters (EMV MPM 4.1). */
export const MAX_PAYLOAD_LENGTH = 512;

export const ID = {
  payloadFormat: '00',
  additionalData: '62',
  crc: '63',
  language: '64',
} as const;

type AdditionalName = Exclude<keyof AdditionalData, 'paymentSystems' | 'rfu'>;

/** ID 62 sub-IDs 01-11; "***" in 01-08 asks the consumer to enter the value. */
export const ADDITIONAL_FIELDS: readonly FieldSpec<AdditionalName>[] = [
  { id: '01', name: 'billNumber', label: 'Bill Number', format: 'ans', max: 25 },
  { id: '02', name: 'mobileNumber', label: 'Mobile Number', format: 'ans', max: 25 },
  { id: '03', name: 'storeLabel', label: 'Store Label', format: 'ans', max: 25 },
  { id: '04', name: 'loyaltyNumber', label: 'Loyalty Number', format: 'ans', max: 25 },
  { id: '05', name: 'referenceLabel', label: 'Reference Label', format: 'ans', max: 25 },
  { id: '06', name: 'customerLabel', label: 'Customer Label', format: 'ans', max: 25 },
  { id: '07', name: 'terminalLabel', label: 'Terminal Label', format: 'ans', max: 25 },
  { id: '08', name: 'purposeOfTransaction', label: 'Purpose of Transaction', format: 'ans', max: 25 },
  { id: '09', name: 'additionalConsumerDataRequest', label: 'Additional Consumer Data Request', format: 'ans', max: 3 },
  { id: '10', name: 'merchantTaxId', label: 'Merchant Tax ID', format: 'ans', max: 20 },
  { id: '11', name: 'merchantChannel', label: 'Merchant Channel', format: 'ans', max: 3, exact: 3 },
];

type LanguageName = Exclude<keyof LanguageTemplate, 'rfu'>;

export const LANGUAGE_FIELDS: readonly FieldSpec<LanguageName>[] = [
  { id: '00', name: 'languagePreference', label: 'Language Preference', format: 'ans', max: 2, exact: 2, mandatory: true },
  { id: '01', name: 'merchantNameAlt', label: 'Merchant Name—Alternate Language', format: 'S', max: 25, mandatory: true },
  { id: '02', name: 'merchantCityAlt', label: 'Merchant City—Alternate Language', format: 'S', max: 15 },
];

/** What a root ID holds, by range (EMV MPM 4.2, table 3.3 / 3.5). */
export type RootKind = 'root-field' | 'account-primitive' | 'account-template' | 'additional' | 'crc' | 'language' | 'rfu' | 'unreserved';

export function rootKind(id: string): RootKind {
  const n = Number(id);
  if (id === ID.additionalData) return 'additional';
  if (id === ID.crc) return 'crc';
  if (id === ID.language) return 'language';
  if (n >= 2 && n <= 25) return 'account-primitive';
  if (n >= 26 && n <= 51) return 'account-template';
  if (n >= 65 && n <= 79) return 'rfu';
  if (n >= 80) return 'unreserved';
  return 'root-field';
}

/** Where a root ID lives in EmvFields, the `field` of issues about it (`currency`, `merchantAccounts.26`). */
export function rootPath(id: string): string {
  const named = ROOT_FIELDS.find((spec) => spec.id === id);
  if (named) return named.name;
  const kind = rootKind(id);
  const paths: Partial<Record<RootKind, string>> = {
    additional: 'additionalData', crc: 'crc', language: 'language',
    'account-primitive': `merchantAccounts.${id}`, 'account-template': `merchantAccounts.${id}`,
    rfu: `rfu.${id}`, unreserved: `unreserved.${id}`,
  };
  return paths[kind] ?? id;
}

/** 62's sub-IDs 50-99 are payment-system templates; 12-49 are reserved. */
export const isPaymentSystemId = (id: string): boolean => Number(id) >= 50;

const FORMAT_PATTERN: Record<EmvFormat, RegExp> = {
  N: /^\d*$/,
  ans: /^[\x20-\x7E]*$/,
  S: /^[\s\S]*$/u,
};

export function matchesFormat(value: string, format: EmvFormat): boolean {
  return FORMAT_PATTERN[format].test(value);
}

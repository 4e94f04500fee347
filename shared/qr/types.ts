/** The EMV MPM payload as named fields: what the decoder returns and the encoder takes. */

/** A template's data objects by sub-ID; "00" is its globally unique identifier where EMV asks for one. */
export type EmvTemplate = Readonly<Record<string, string>>;

/** A template as read, or its raw value when it could not be read as data objects (decode only). */
export type TemplateOrRaw = EmvTemplate | string;

/** ID 62 sub-IDs 01-11 by name, 50-99 payment-system templates, 12-49 kept by ID. */
export interface AdditionalData {
  readonly billNumber?: string;
  readonly mobileNumber?: string;
  readonly storeLabel?: string;
  readonly loyaltyNumber?: string;
  readonly referenceLabel?: string;
  readonly customerLabel?: string;
  readonly terminalLabel?: string;
  readonly purposeOfTransaction?: string;
  readonly additionalConsumerDataRequest?: string;
  readonly merchantTaxId?: string;
  readonly merchantChannel?: string;
  readonly paymentSystems?: Readonly<Record<string, TemplateOrRaw>>;
  readonly rfu?: Readonly<Record<string, string>>;
}

/** ID 64: the merchant's name and city in another language. */
export interface LanguageTemplate {
  readonly languagePreference?: string;
  readonly merchantNameAlt?: string;
  readonly merchantCityAlt?: string;
  readonly rfu?: Readonly<Record<string, string>>;
}

/**
 * Every field optional: a real code may lack any of them (the decoder warns). The encoder says
 * which mandatory ones are missing.
 */
export interface EmvFields {
  readonly payloadFormat?: string;
  readonly initiation?: string;
  /** IDs 02-25 primitive (card schemes), 26-51 templates. */
  readonly merchantAccounts?: Readonly<Record<string, TemplateOrRaw>>;
  readonly mcc?: string;
  readonly currency?: string;
  readonly amount?: string;
  readonly tipIndicator?: string;
  readonly convenienceFeeFixed?: string;
  readonly convenienceFeePercentage?: string;
  readonly country?: string;
  readonly merchantName?: string;
  readonly merchantCity?: string;
  readonly postalCode?: string;
  readonly additionalData?: AdditionalData;
  readonly language?: LanguageTemplate;
  /** IDs 65-79, reserved for future use: kept as read, never written. */
  readonly rfu?: Readonly<Record<string, string>>;
  /** IDs 80-99. */
  readonly unreserved?: Readonly<Record<string, TemplateOrRaw>>;
}

export const QR_ISSUE_CODES = [
  'UNREADABLE',
  'PAYLOAD_FORMAT',
  'MISSING_FIELD',
  'INVALID_VALUE',
  'BAD_FORMAT',
  'TOO_LONG',
  'ZERO_AMOUNT',
  'DUPLICATE_ID',
  'UNKNOWN_ID',
  'RESERVED_ID',
  'TEMPLATE_UNREADABLE',
  'CRC_MISSING',
  'CRC_MISMATCH',
  'CRC_LOWER_CASE',
  'CRC_NOT_LAST',
  'EXPIRED',
  'SCHEME_RULE',
] as const;
export type QrIssueCode = (typeof QR_ISSUE_CODES)[number];

/**
 * One broken rule. `field` is a path in EmvFields (`merchantName`, `additionalData.billNumber`,
 * `merchantAccounts.26.00`) or `payload` / `crc`; the message names the EMV ID too.
 */
export interface QrIssue {
  readonly code: QrIssueCode;
  readonly field: string;
  readonly message: string;
}

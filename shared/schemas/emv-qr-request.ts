/** Query and body of POST /v1/qr/generate/emv: the EMV MPM description to encode and the output format. */
import * as z from 'zod/mini';
import { digitsAsInt, httpUrl, opt, requiredText, text } from './common.js';
import { additionalNamed } from './emv-additional-info.js';

// Designed: Base64 = PNG image as base64, Svg = SVG markup, Text = the EMV payload itself.
export const EMV_OUTPUT_FORMATS = ['Base64', 'Svg', 'Text'] as const;

export const emvQrQuery = z.strictObject({
  format: z._default(z.enum(EMV_OUTPUT_FORMATS), 'Base64'),
  logoImageUrl: z.optional(httpUrl()),
  /** Logo edge in pixels; only meaningful with logoImageUrl. */
  logoImageSize: z.optional(z.pipe(digitsAsInt(4), z.number().check(z.gte(16, 'must be 16 to 1024'), z.lte(1024, 'must be 16 to 1024')))),
});
export type EmvQrQuery = z.infer<typeof emvQrQuery>;

/** A number or its name: the interface shows both forms for QR type and presentation type. */
const codeOrName = () => z.union([z.number().check(z.int('must be a whole number')), text(64)]);

/** Every EMV data object holds at most 99 characters; the encoder gives the EMV reason for shorter limits. */
const emvValue = () => text(99);
const emvRequired = () => requiredText(99);
/** Sub-IDs of a template, two digits each (docs/decisions/qr.md, QR-17). */
const subIdMap = () => z.record(z.string().check(z.maxLength(2, 'must be a two-digit ID')), emvValue());

/**
 * A template (merchant account 26-51, payment system 50-99 of 62, unreserved 80-99): its GUID (sub-ID
 * 00) and the other sub-IDs; `value` is a primitive (merchant account 02-25) or a template that could
 * not be read as data objects (decode only).
 */
const emvTemplate = () => z.strictObject({ globalUniqueIdentifier: opt(emvValue()), contextSpecificData: opt(subIdMap()), value: opt(emvValue()) });
const templateMap = () => z.record(z.string().check(z.maxLength(2, 'must be a two-digit ID')), emvTemplate());

/** One broken rule of a decoded code (docs/decisions/qr.md, QR-19), as a request may send it back: bounded. */
const qrWarningInput = z.strictObject({ code: text(32), field: text(128), message: text(512) });
/** The scheme profile that recognised the code and its own fields (QR-18), as a request may send it back. */
const qrSchemeInput = z.strictObject({ name: text(64), fields: z.record(text(64), text(1024)) });

/**
 * The EMV MPM description generate/emv takes and decode answers (docs/decisions/qr.md, QR-17): the
 * mandatory data objects (name, category, country, city, currency) are required here, the EMV rules
 * are the encoder's. The read-only fields of a decode answer (descriptions, scheme, warnings) may be
 * sent back; each must then be what decoding the generated code answers (QR-20).
 */
export const emvQrBody = z.strictObject({
  qrType: opt(codeOrName()),
  qrTypeDescription: opt(text(256)),
  qrPresentationType: opt(codeOrName()),
  qrPresentationTypeDescription: opt(text(256)),
  payloadFormatIndicator: opt(emvValue()),
  merchantInfo: z.strictObject({
    merchantName: emvRequired(),
    merchantCategoryCode: emvRequired(),
    countryInfo: emvRequired(),
    cityName: emvRequired(),
    postalCode: opt(emvValue()),
    visaPan: opt(emvValue()),
    mastercardPan: opt(emvValue()),
    languageInfo: opt(z.strictObject({ languagePreference: opt(emvValue()), merchantNameAlt: opt(emvValue()), merchantCityAlt: opt(emvValue()), reservedFields: opt(subIdMap()) })),
    siteId: opt(text(64)),
    merchantId: opt(text(64)),
  }),
  transactionInfo: z.strictObject({
    transactionCurrency: emvRequired(),
    transactionAmount: opt(emvValue()),
    tipOrConvenienceFeeInfo: opt(z.strictObject({ tipOrConvenienceIndicator: opt(emvValue()), convenienceFeeFixed: opt(emvValue()), convenienceFeePercentage: opt(emvValue()) })),
  }),
  additionalInfo: opt(z.strictObject({ ...additionalNamed(emvValue), paymentSystemSpecificInfo: opt(templateMap()), reservedFields: opt(subIdMap()) })),
  /** Keyed by EMV ID 02-51. */
  merchantAccountInfo: opt(templateMap()),
  /** Keyed by EMV ID 80-99. */
  unreservedFieldInfo: opt(templateMap()),
  /** Root IDs 65-79 as a decoded code holds them; EMV reserves them, so the encoder refuses them. */
  reservedFieldInfo: opt(subIdMap()),
  scheme: opt(qrSchemeInput),
  warnings: opt(z.array(qrWarningInput).check(z.maxLength(200, 'must hold at most 200 items'))),
});
export type EmvQrBody = z.infer<typeof emvQrBody>;

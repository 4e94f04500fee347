/** QR codes: dynamic generation for a terminal, validation, EMV generation and decoding. */
import * as z from 'zod/mini';
import { amountInCents, uuid } from '../http/schemas.js';
import { digitsAsInt, httpUrl, opt, requiredText, text } from './common.js';

export const QR_CODE_TYPES = ['NONE', 'V2QR', 'GHQR', 'NIBSSQR', 'ZapperQR', 'SnapScanQR', 'PayShapQR', 'MtnMoMoQR'] as const;
export const qrCodeType = z.enum(QR_CODE_TYPES);
export type QrCodeType = z.infer<typeof qrCodeType>;

/** EMV payloads are at most 512 characters; scheme codes are shorter. */
const qrPayload = () => requiredText(1024);

export const dynamicQrBody = z.strictObject({
  terminalReference: uuid(),
  qrCodeType: qrCodeType,
  /** Written into the code's bill number (EMV 62-01): printable ASCII, at most 25 characters. */
  invoiceNumber: z.string().check(
    z.minLength(1, 'must not be empty'), z.maxLength(25, 'must be at most 25 characters (EMV bill number)'),
    z.regex(/^[\x20-\x7e]*$/, 'must be printable ASCII (EMV bill number)'),
    // "***" in 62-01 is EMV's prompt flag: the payer's app would ask for a bill number instead of showing this one (QR-34).
    z.refine((value) => value !== '***', 'must not be "***": in EMV that asks the payer to enter the bill number'),
  ),
  amountInCents: amountInCents(),
});
export type DynamicQrBody = z.infer<typeof dynamicQrBody>;

export const validateQrBody = z.strictObject({ qrCode: qrPayload() });
export type ValidateQrBody = z.infer<typeof validateQrBody>;

export const validateQrResult = z.object({ canProcess: z.boolean(), supportedQrCodes: z.string() });
export type ValidateQrResult = z.infer<typeof validateQrResult>;

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
const emvTemplateResult = z.object({ globalUniqueIdentifier: opt(z.string()), contextSpecificData: opt(z.record(z.string(), z.string())), value: opt(z.string()) });
const templateMap = () => z.record(z.string().check(z.maxLength(2, 'must be a two-digit ID')), emvTemplate());
const templateMapResult = z.record(z.string(), emvTemplateResult);

/** ID 62's sub-IDs 01-11 by the codec's names (shared/qr/fields.ts). */
export const ADDITIONAL_INFO_NAMES = [
  'billNumber', 'mobileNumber', 'storeLabel', 'loyaltyNumber', 'referenceLabel', 'customerLabel', 'terminalLabel',
  'purposeOfTransaction', 'additionalConsumerDataRequest', 'merchantTaxId', 'merchantChannel',
] as const;
const additionalNamed = <T extends z.ZodMiniType>(schema: () => T) =>
  Object.fromEntries(ADDITIONAL_INFO_NAMES.map((name) => [name, opt(schema())])) as Record<(typeof ADDITIONAL_INFO_NAMES)[number], z.ZodMiniOptional<z.ZodMiniNullable<T>>>;

/** One broken rule of a decoded code (docs/decisions/qr.md, QR-19); the request form is bounded. */
const qrWarning = z.strictObject({ code: z.string(), field: z.string(), message: z.string() });
const qrWarningInput = z.strictObject({ code: text(32), field: text(128), message: text(512) });
/** The scheme profile that recognised the code and its own fields (QR-18). */
const qrScheme = z.strictObject({ name: z.string(), fields: z.record(z.string(), z.string()) });
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

export const decodeQrQuery = z.strictObject({ qrCodeData: qrPayload() });
export type DecodeQrQuery = z.infer<typeof decodeQrQuery>;

/** The same shapes as emvQrBody, everything optional: a real code may lack any part (QR-17). */
export const decodedQrResult = z.object({
  merchantInfo: z.object({
    merchantName: opt(z.string()),
    merchantCategoryCode: opt(z.string()),
    countryInfo: opt(z.string()),
    cityName: opt(z.string()),
    postalCode: opt(z.string()),
    visaPan: opt(z.string()),
    mastercardPan: opt(z.string()),
    languageInfo: opt(z.object({ languagePreference: opt(z.string()), merchantNameAlt: opt(z.string()), merchantCityAlt: opt(z.string()), reservedFields: opt(z.record(z.string(), z.string())) })),
    siteId: opt(z.string()),
    merchantId: opt(z.string()),
  }),
  qrType: z.number(),
  qrTypeDescription: z.string(),
  qrPresentationType: z.number(),
  qrPresentationTypeDescription: z.string(),
  payloadFormatIndicator: opt(z.string()),
  transactionInfo: z.object({
    transactionCurrency: opt(z.string()),
    transactionAmount: opt(z.string()),
    tipOrConvenienceFeeInfo: opt(z.object({ tipOrConvenienceIndicator: opt(z.string()), convenienceFeeFixed: opt(z.string()), convenienceFeePercentage: opt(z.string()) })),
  }),
  additionalInfo: opt(z.object({ ...additionalNamed(() => z.string()), paymentSystemSpecificInfo: opt(templateMapResult), reservedFields: opt(z.record(z.string(), z.string())) })),
  merchantAccountInfo: opt(templateMapResult),
  unreservedFieldInfo: opt(templateMapResult),
  reservedFieldInfo: opt(z.record(z.string(), z.string())),
  scheme: qrScheme,
  warnings: z.array(qrWarning),
});
export type DecodedQrResult = z.infer<typeof decodedQrResult>;

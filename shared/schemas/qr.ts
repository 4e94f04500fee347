/** QR codes: dynamic generation for a terminal, validation, EMV generation and decoding. */
import * as z from 'zod/mini';
import { amountInCents, uuid } from '../http/schemas.js';
import { digitsAsInt, httpUrl, looseRecord, looseResult, opt, requiredText, text } from './common.js';

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

/** An "info" value the interface does not detail: a code or an object. */
const info = () => z.union([text(64), looseRecord()]);

/** EMV QR mandatory data objects (name, category, country, city, currency) are required; the rest is optional. */
export const emvQrBody = z.strictObject({
  qrType: opt(codeOrName()),
  qrPresentationType: opt(codeOrName()),
  merchantInfo: z.strictObject({
    merchantName: requiredText(25),
    merchantCategoryCode: z.string().check(z.regex(/^\d{4}$/, 'must be four digits')),
    countryInfo: info(),
    cityName: requiredText(15),
    postalCode: opt(text(10)),
    visaPan: opt(text(19)),
    mastercardPan: opt(text(19)),
    languageInfo: opt(info()),
    siteId: opt(text(64)),
    merchantId: opt(text(64)),
  }),
  transactionInfo: z.strictObject({
    transactionCurrency: requiredText(3),
    tipOrConvenienceFeeInfo: opt(looseRecord()),
  }),
  additionalInfo: opt(looseRecord()),
  /** Keyed by EMV ID 2-51. */
  merchantAccountInfo: opt(
    z.record(
      z.string().check(z.regex(/^(?:[2-9]|[1-4]\d|5[01])$/, 'must be an EMV ID 2 to 51')),
      z.strictObject({ globalUniqueIdentifier: opt(text(32)), contextSpecificData: opt(looseRecord()) }),
    ),
  ),
  unreservedFieldInfo: opt(looseRecord()),
});
export type EmvQrBody = z.infer<typeof emvQrBody>;

export const decodeQrQuery = z.strictObject({ qrCodeData: qrPayload() });
export type DecodeQrQuery = z.infer<typeof decodeQrQuery>;

export const decodedQrResult = z.object({
  merchantInfo: opt(looseResult()),
  qrType: z.number(),
  qrTypeDescription: opt(z.string()),
  qrPresentationType: z.number(),
  qrPresentationTypeDescription: opt(z.string()),
  transactionInfo: opt(looseResult()),
  additionalInfo: opt(looseResult()),
  merchantAccountInfo: opt(looseResult()),
  unreservedFieldInfo: opt(looseResult()),
});
export type DecodedQrResult = z.infer<typeof decodedQrResult>;

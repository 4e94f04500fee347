/** Query and answer of GET /v1/qr/decode. */
import * as z from 'zod/mini';
import { opt } from './common.js';
import { additionalNamed } from './emv-additional-info.js';
import { qrPayload } from './qr-payload.js';

export const decodeQrQuery = z.strictObject({ qrCodeData: qrPayload() });
export type DecodeQrQuery = z.infer<typeof decodeQrQuery>;

/** A template as decoding reads it (the request form is emvTemplate in emv-qr-request.ts). */
const emvTemplateResult = z.object({ globalUniqueIdentifier: opt(z.string()), contextSpecificData: opt(z.record(z.string(), z.string())), value: opt(z.string()) });
const templateMapResult = z.record(z.string(), emvTemplateResult);

/** One broken rule of a decoded code (docs/decisions/qr.md, QR-19). */
const qrWarning = z.strictObject({ code: z.string(), field: z.string(), message: z.string() });
/** The scheme profile that recognised the code and its own fields (QR-18). */
const qrScheme = z.strictObject({ name: z.string(), fields: z.record(z.string(), z.string()) });

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

/**
 * POST /v1/qr/generate/emv's payload: the interface's EMV description → codec fields → the strict
 * encoder. Every refusal is a 400 naming the body field and the EMV reason; the read-only fields of
 * a decode answer, when sent back, must be what decoding the new code answers (docs/decisions/qr.md,
 * QR-17, QR-20).
 */
import { isDeepStrictEqual } from 'node:util';
import { assertCurrencyAllowed } from '../auth/claim-policy.js';
import type { Caller } from '../http/caller.js';
import { ValidationError, type FieldIssue } from '../http/errors.js';
import { currencyUnitsByNumeric, type CurrencyUnits } from '../lookups/currency-units.js';
import { QR_CODE_TYPES } from '../schemas/qr-code-type.js';
import type { DecodedQrResult } from '../schemas/decoded-qr.js';
import type { EmvQrBody, EmvQrQuery } from '../schemas/emv-qr-request.js';
import { answerFor } from './decode-answer.js';
import { encodeEmv } from './emv-encode.js';
import { capacityIssue, IMAGE_WIDTH, maxLogoSize, qrPng, qrSvg, type LogoPlacement } from './image.js';
import { interfacePath, readEmvDescription, type PanPlacement } from './interface-fields.js';
import { PRESENTATION, presentationOf, qrTypeNumber, qrTypeOf } from './interface-codes.js';
import { fetchLogo } from './logo.js';
import { decimalsIssue } from './platform-code.js';
import { readQr } from './schemes/detect.js';
import type { EmvFields } from './types.js';

/**
 * The answer of POST /v1/qr/generate/emv: the payload (Text), its SVG markup (Svg) or its PNG as
 * base64 (Base64, the default). Every problem of the query and the body is one 400, then a code
 * too large for the image (400, QR-43); then the token's AllowedCurrencies claim (403,
 * docs/claims.md); the logo is fetched last, once the code is known to be valid and the logo's
 * size to fit it.
 */
export async function generateEmv(caller: Caller, query: EmvQrQuery, body: EmvQrBody): Promise<string> {
  const queryErrors: FieldIssue[] = [];
  if (query.logoImageSize !== undefined && query.logoImageUrl === undefined) {
    queryErrors.push({ field: 'query.logoImageSize', reason: 'is given without logoImageUrl' });
  }
  if (query.logoImageUrl !== undefined && query.format === 'Text') {
    queryErrors.push({ field: 'query.logoImageUrl', reason: 'a logo goes only on an image: format Base64 or Svg' });
  }
  const payload = emvPayloadFor(body, queryErrors);
  if (query.format !== 'Text') assertFitsImage(payload, query.logoImageUrl !== undefined);
  assertCurrencyAllowed(caller, alphaCurrency(body.transactionInfo.transactionCurrency), CURRENCY_FIELD);
  if (query.format === 'Text') return payload;
  const logo = query.logoImageUrl === undefined ? undefined : await logoFor(payload, query.logoImageUrl, query.logoImageSize);
  return query.format === 'Svg' ? qrSvg(payload, logo) : (await qrPng(payload, logo)).toString('base64');
}

/** A 400 when the image cannot hold the code (QR-43): the body's fault, or the logo's when only its level H makes it not fit. */
function assertFitsImage(payload: string, withLogo: boolean): void {
  const plain = capacityIssue(payload, false);
  if (plain) throw new ValidationError([{ field: 'body', reason: `makes a code too large for a QR image: ${plain}; format Text answers the payload` }]);
  const logo = withLogo ? capacityIssue(payload, true) : undefined;
  if (logo) throw new ValidationError([{ field: 'query.logoImageUrl', reason: `a logo needs error correction level H, at which this code does not fit: ${logo}; without a logo (level M) it fits` }]);
}

async function logoFor(payload: string, url: string, size: number | undefined): Promise<LogoPlacement> {
  const max = maxLogoSize(payload);
  if (size !== undefined && size > max) {
    throw new ValidationError([{ field: 'query.logoImageSize', reason: `must be at most ${max} pixels for this code: a logo covers at most 20% of the symbol's edge in a ${IMAGE_WIDTH}-pixel image` }]);
  }
  return { image: await fetchLogo(url), size: size ?? max };
}

const CURRENCY_FIELD = 'body.transactionInfo.transactionCurrency';

/** EMV writes the ISO 4217 numeric code (710); claims and lookups speak the alpha one (ZAR). */
function numericCurrency(code: string) {
  return /^\d{3}$/.test(code) ? currencyUnitsByNumeric(Number(code)) : undefined;
}

const alphaCurrency = (code: string): string => numericCurrency(code)?.code ?? code;

/** The EMV payload a description makes, or a ValidationError listing every problem (plus `extra`, the query's). */
export function emvPayloadFor(body: EmvQrBody, extra: readonly FieldIssue[] = [], now: Date = new Date()): string {
  const errors: FieldIssue[] = [...extra];
  const initiation = initiationFor(body.qrPresentationType, errors);
  const currency = body.transactionInfo.transactionCurrency;
  // A three-digit code that is no currency: the encoder checks only the digits.
  if (/^\d{3}$/.test(currency) && numericCurrency(currency) === undefined) {
    errors.push({ field: CURRENCY_FIELD, reason: `"${currency}" is not an ISO 4217 numeric currency code (e.g. 710 for ZAR)` });
  }
  if (body.qrType != null && qrTypeOf(body.qrType) === undefined) {
    errors.push({ field: 'body.qrType', reason: `must be 0 to ${QR_CODE_TYPES.length - 1} or one of ${QR_CODE_TYPES.join(', ')}` });
  }
  const description = readEmvDescription(body, initiation);
  errors.push(...description.errors);
  errors.push(...minorUnitIssues(description.fields, numericCurrency(currency), description.pans));
  const encoded = encodeEmv(description.fields);
  if (!encoded.ok) {
    for (const issue of encoded.errors) {
      const path = interfacePath(issue.field, description.pans);
      errors.push({ field: path === 'payload' || path === 'crc' ? 'body' : `body.${path}`, reason: issue.message });
    }
  }
  if (errors.length > 0 || !encoded.ok) throw new ValidationError(errors);
  const reading = readQr(encoded.payload, now);
  // The encoder's output always reads; the guard keeps the types honest.
  if (!reading.ok) throw new ValidationError([{ field: 'body', reason: reading.error.message }]);
  const mismatches = readOnlyMismatches(body, answerFor(reading));
  if (mismatches.length > 0) throw new ValidationError(mismatches);
  return encoded.payload;
}

/**
 * The amount (54) and fixed fee (56) must be whole minor units of the code's currency, or the code
 * could not be paid here (QR-42): the encoder checks only their shape.
 */
function minorUnitIssues(fields: EmvFields, currency: CurrencyUnits | undefined, pans: PanPlacement): FieldIssue[] {
  if (!currency) return [];
  return (['amount', 'convenienceFeeFixed'] as const).flatMap((name) => {
    const value = fields[name];
    const why = value === undefined ? undefined : decimalsIssue(value, currency);
    return why ? [{ field: `body.${interfacePath(name, pans)}`, reason: `"${value}" cannot be an amount in ${currency.code}: ${why}` }] : [];
  });
}

/** EMV 01 from qrPresentationType: 11 static (also when not given), 12 dynamic, 0 none written (QR-16). */
function initiationFor(given: EmvQrBody['qrPresentationType'], errors: FieldIssue[]): string | undefined {
  if (given == null) return '11';
  const code = presentationOf(given);
  if (code === PRESENTATION.Static || code === PRESENTATION.Dynamic) return String(code);
  if (code === PRESENTATION.NotStated) return undefined;
  errors.push({
    field: 'body.qrPresentationType',
    reason: code === PRESENTATION.ConsumerPresented
      ? 'a consumer-presented code cannot be generated here: it is the payer\'s card'
      : 'must be 11 or Static, 12 or Dynamic, or 0 or NotStated (no Point of Initiation Method written)',
  });
  return undefined;
}

/** The read-only fields given that differ from the new code's decode answer. */
function readOnlyMismatches(body: EmvQrBody, answer: DecodedQrResult): FieldIssue[] {
  const found: FieldIssue[] = [];
  const differs = (field: string, shown: string) => found.push({ field: `body.${field}`, reason: `is read-only: this code's is ${shown}; leave it out or send what decode answers` });
  const givenType = body.qrType == null ? undefined : qrTypeOf(body.qrType);
  if (givenType !== undefined && qrTypeNumber(givenType) !== answer.qrType) {
    found.push({ field: 'body.qrType', reason: `the fields make a ${QR_CODE_TYPES[answer.qrType]} code (${answer.qrTypeDescription}), not ${givenType}: its scheme's merchant account template is missing` });
  }
  if (body.qrTypeDescription != null && body.qrTypeDescription !== answer.qrTypeDescription) differs('qrTypeDescription', `"${answer.qrTypeDescription}"`);
  if (body.qrPresentationTypeDescription != null && body.qrPresentationTypeDescription !== answer.qrPresentationTypeDescription) {
    differs('qrPresentationTypeDescription', `"${answer.qrPresentationTypeDescription}"`);
  }
  if (body.scheme != null && !isDeepStrictEqual({ ...body.scheme }, { ...answer.scheme })) differs('scheme', JSON.stringify(answer.scheme));
  if (body.warnings != null && !isDeepStrictEqual(aboutFields(body.warnings), aboutFields(answer.warnings))) differs('warnings', JSON.stringify(aboutFields(answer.warnings)));
  return found;
}

/** How a payload was written (its CRC, a repeated ID): a generated payload repairs these, so they are not compared. */
const ABOUT_WRITING = new Set(['CRC_MISSING', 'CRC_MISMATCH', 'CRC_LOWER_CASE', 'CRC_NOT_LAST', 'DUPLICATE_ID']);

function aboutFields(warnings: readonly { code: string; field: string; message: string }[]): { code: string; field: string; message: string }[] {
  return warnings.filter((warning) => !ABOUT_WRITING.has(warning.code)).map(({ code, field, message }) => ({ code, field, message }));
}

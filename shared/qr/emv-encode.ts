/**
 * Strict EMV MPM encoding: a field set that breaks any rule is refused with every issue, each
 * naming its field; a valid one becomes the payload with its CRC. Nothing here throws.
 */
import { emvCrcOf } from './crc.js';
import { ADDITIONAL_FIELDS, ID, LANGUAGE_FIELDS, MAX_PAYLOAD_LENGTH, ROOT_FIELDS, isPaymentSystemId, rootPath } from './fields.js';
import { checkFields } from './rules.js';
import { emvLength, writeTlv, type TlvObject } from './tlv.js';
import type { AdditionalData, EmvFields, LanguageTemplate, QrIssue, TemplateOrRaw } from './types.js';

export type EmvEncodeResult = { readonly ok: true; readonly payload: string } | { readonly ok: false; readonly errors: readonly QrIssue[] };

const MAX_VALUE = 99;
const SUB_ID = /^\d{2}$/;

/** The payload for a field set; the payload format is "01" when not given. */
export function encodeEmv(input: EmvFields): EmvEncodeResult {
  const fields: EmvFields = { ...input, payloadFormat: input.payloadFormat ?? '01' };
  const errors: QrIssue[] = [...checkFields(fields)];
  const objects = rootObjects(fields, errors);
  for (const object of objects) checkValueLength(object.value, object.id, rootPath(object.id), errors);
  if (errors.length > 0) return { ok: false, errors };
  const body = `${writeTlv(objects)}${ID.crc}04`;
  const payload = body + emvCrcOf(body);
  const length = emvLength(payload);
  if (length > MAX_PAYLOAD_LENGTH) {
    return { ok: false, errors: [{ code: 'TOO_LONG', field: 'payload', message: `The payload would have ${length} characters; at most ${MAX_PAYLOAD_LENGTH} are allowed.` }] };
  }
  return { ok: true, payload };
}

/** Root data objects in ID order (00 first, 63 added last by the caller). */
function rootObjects(fields: EmvFields, errors: QrIssue[]): TlvObject[] {
  const objects: TlvObject[] = [];
  for (const spec of ROOT_FIELDS) {
    const value = fields[spec.name];
    if (value !== undefined) objects.push({ id: spec.id, value });
  }
  for (const [id, account] of Object.entries(fields.merchantAccounts ?? {})) {
    objects.push({ id, value: typeof account === 'string' ? account : templateValue(account, `merchantAccounts.${id}`, errors) });
  }
  if (fields.additionalData) objects.push({ id: ID.additionalData, value: additionalDataValue(fields.additionalData, errors) });
  if (fields.language) objects.push({ id: ID.language, value: languageValue(fields.language) });
  for (const [id, template] of Object.entries(fields.unreserved ?? {})) {
    const n = Number(id);
    if (!SUB_ID.test(id) || n < 80) errors.push({ code: 'UNKNOWN_ID', field: `unreserved.${id}`, message: `ID ${id} is not an unreserved template ID (80-99).` });
    objects.push({ id, value: typeof template === 'string' ? template : templateValue(template, `unreserved.${id}`, errors) });
  }
  return objects.sort((a, b) => Number(a.id) - Number(b.id));
}

/** A template's content, sub-IDs in order; bad sub-IDs and lengths are reported under `path`. */
function templateValue(template: Readonly<Record<string, string>>, path: string, errors: QrIssue[]): string {
  const subs = Object.entries(template).map(([id, value]) => ({ id, value }));
  for (const { id, value } of subs) {
    if (!SUB_ID.test(id)) errors.push({ code: 'UNKNOWN_ID', field: `${path}.${id}`, message: `Sub-ID "${id}" is not two digits.` });
    else checkValueLength(value, id, `${path}.${id}`, errors);
  }
  return writeTlv(subs.sort((a, b) => Number(a.id) - Number(b.id)));
}

function additionalDataValue(data: AdditionalData, errors: QrIssue[]): string {
  const subs: TlvObject[] = [];
  for (const spec of ADDITIONAL_FIELDS) {
    const value = data[spec.name];
    if (value !== undefined) subs.push({ id: spec.id, value });
  }
  for (const [id, template] of Object.entries(data.paymentSystems ?? {})) {
    const path = `additionalData.paymentSystems.${id}`;
    if (!SUB_ID.test(id) || !isPaymentSystemId(id)) errors.push({ code: 'UNKNOWN_ID', field: path, message: `Sub-ID ${id} of 62 is not a payment-system template (50-99).` });
    subs.push({ id, value: asTemplate(template, path, errors) });
  }
  return writeTlv(subs);
}

function languageValue(language: LanguageTemplate): string {
  const subs: TlvObject[] = [];
  for (const spec of LANGUAGE_FIELDS) {
    const value = language[spec.name];
    if (value !== undefined) subs.push({ id: spec.id, value });
  }
  return writeTlv(subs);
}

function asTemplate(template: TemplateOrRaw, path: string, errors: QrIssue[]): string {
  return typeof template === 'string' ? template : templateValue(template, path, errors);
}

/** Every data object holds 1 to 99 characters; a template's content counts as its value. */
function checkValueLength(value: string, id: string, path: string, errors: QrIssue[]): void {
  if (errors.some((error) => error.field === path)) return;
  const length = emvLength(value);
  if (length > MAX_VALUE) errors.push({ code: 'TOO_LONG', field: path, message: `ID ${id} would hold ${length} characters; a data object holds at most ${MAX_VALUE}.` });
  if (length === 0) errors.push({ code: 'BAD_FORMAT', field: path, message: `ID ${id} is empty.` });
}

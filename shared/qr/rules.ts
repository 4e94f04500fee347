/**
 * The EMV MPM rules on named fields. One list serves both sides: the encoder refuses a field set
 * with any issue, the decoder reports the same issues as warnings on a real code.
 */
import { ADDITIONAL_FIELDS, LANGUAGE_FIELDS, ROOT_FIELDS, matchesFormat, type FieldSpec } from './fields.js';
import { emvLength } from './tlv.js';
import type { AdditionalData, EmvFields, LanguageTemplate, QrIssue, QrIssueCode, TemplateOrRaw } from './types.js';

const issue = (code: QrIssueCode, field: string, message: string): QrIssue => ({ code, field, message });

/** Digits with at most one ".", as EMV writes amounts ("98." is allowed, EMV MPM 4.7.4). */
const AMOUNT = /^\d+(?:\.\d*)?$/;
const PERCENTAGE = /^\d{1,2}(?:\.\d{1,2})?$/;
const COUNTRY = /^[A-Z]{2}$/;
const INITIATION = ['11', '12'];
const TIP_INDICATORS = ['01', '02', '03'];

/** Every rule a field set breaks, in field order. */
export function checkFields(fields: EmvFields): QrIssue[] {
  return [
    ...checkPayloadFormat(fields.payloadFormat),
    ...checkAccounts(fields.merchantAccounts),
    ...ROOT_FIELDS.filter((spec) => spec.id !== '00').flatMap((spec) => checkSpec(spec, fields[spec.name], spec.name)),
    ...checkValues(fields),
    ...(fields.additionalData ? checkAdditionalData(fields.additionalData) : []),
    ...(fields.language ? checkLanguage(fields.language) : []),
    ...Object.keys(fields.rfu ?? {}).map((id) => issue('RESERVED_ID', `rfu.${id}`, `ID ${id} is reserved for future use by EMVCo.`)),
    ...checkTemplates(fields.unreserved ?? {}, 'unreserved', 'Unreserved template'),
  ];
}

function checkPayloadFormat(value: string | undefined): QrIssue[] {
  if (value === undefined) return [issue('MISSING_FIELD', 'payloadFormat', 'Payload Format Indicator (00) is missing.')];
  if (value !== '01') return [issue('PAYLOAD_FORMAT', 'payloadFormat', `Payload Format Indicator (00) is "${value}"; EMV MPM v1 requires "01".`)];
  return [];
}

/** Presence, length and character set of one primitive. */
export function checkSpec(spec: FieldSpec<string>, value: string | undefined, field: string): QrIssue[] {
  const name = `${spec.label} (${spec.id})`;
  if (value === undefined) return spec.mandatory ? [issue('MISSING_FIELD', field, `${name} is missing.`)] : [];
  const length = emvLength(value);
  if (length === 0) return [issue('BAD_FORMAT', field, `${name} is empty.`)];
  if (length > spec.max) return [issue('TOO_LONG', field, `${name} has ${length} characters; at most ${spec.max} are allowed.`)];
  if (spec.exact !== undefined && length !== spec.exact) return [issue('BAD_FORMAT', field, `${name} must be ${spec.exact} characters; it has ${length}.`)];
  if (!matchesFormat(value, spec.format)) {
    const set = spec.format === 'N' ? 'digits only' : 'printable ASCII (EMV "ans") only';
    return [issue('BAD_FORMAT', field, `${name} must hold ${set}.`)];
  }
  return [];
}

/** Value rules beyond length and character set. */
function checkValues(fields: EmvFields): QrIssue[] {
  const found: QrIssue[] = [];
  const { initiation, amount, tipIndicator, convenienceFeeFixed: fixed, convenienceFeePercentage: percentage, country } = fields;
  if (initiation !== undefined && !INITIATION.includes(initiation)) {
    found.push(issue('INVALID_VALUE', 'initiation', `Point of Initiation Method (01) is "${initiation}"; "11" (static) or "12" (dynamic) expected.`));
  }
  if (amount !== undefined) found.push(...checkAmount(amount, 'amount', 'Transaction Amount (54)'));
  if (country !== undefined && emvLength(country) === 2 && !COUNTRY.test(country)) {
    found.push(issue('BAD_FORMAT', 'country', `Country Code (58) "${country}" is not an upper-case ISO 3166-1 alpha-2 code.`));
  }
  if (tipIndicator !== undefined && !TIP_INDICATORS.includes(tipIndicator)) {
    found.push(issue('INVALID_VALUE', 'tipIndicator', `Tip or Convenience Indicator (55) is "${tipIndicator}"; "01", "02" or "03" expected.`));
  }
  if (tipIndicator === '02' && fixed === undefined) found.push(issue('MISSING_FIELD', 'convenienceFeeFixed', 'Tip indicator "02" needs a fixed convenience fee (56).'));
  if (tipIndicator === '03' && percentage === undefined) found.push(issue('MISSING_FIELD', 'convenienceFeePercentage', 'Tip indicator "03" needs a convenience fee percentage (57).'));
  if (fixed !== undefined) {
    if (tipIndicator !== '02') found.push(issue('INVALID_VALUE', 'convenienceFeeFixed', 'A fixed convenience fee (56) goes only with tip indicator "02".'));
    found.push(...checkAmount(fixed, 'convenienceFeeFixed', 'Value of Convenience Fee Fixed (56)'));
  }
  if (percentage !== undefined) {
    if (tipIndicator !== '03') found.push(issue('INVALID_VALUE', 'convenienceFeePercentage', 'A convenience fee percentage (57) goes only with tip indicator "03".'));
    if (!PERCENTAGE.test(percentage) || Number(percentage) === 0) {
      found.push(issue('BAD_FORMAT', 'convenienceFeePercentage', `Value of Convenience Fee Percentage (57) "${percentage}" is not between 00.01 and 99.99.`));
    }
  }
  return found;
}

function checkAmount(value: string, field: string, name: string): QrIssue[] {
  if (!AMOUNT.test(value)) return [issue('BAD_FORMAT', field, `${name} "${value}" is not digits with at most one ".".`)];
  if (!/[1-9]/.test(value)) return [issue('ZERO_AMOUNT', field, `${name} is zero; EMV requires a non-zero amount or none.`)];
  return [];
}

function checkAccounts(accounts: EmvFields['merchantAccounts']): QrIssue[] {
  const entries = Object.entries(accounts ?? {});
  if (entries.length === 0) return [issue('MISSING_FIELD', 'merchantAccounts', 'No Merchant Account Information (02-51): at least one is mandatory.')];
  const found: QrIssue[] = [];
  for (const [id, account] of entries) {
    const n = Number(id);
    const path = `merchantAccounts.${id}`;
    if (!/^\d{2}$/.test(id) || n < 2 || n > 51) found.push(issue('UNKNOWN_ID', path, `ID ${id} is not a Merchant Account Information ID (02-51).`));
    else if (n <= 25 && typeof account !== 'string') found.push(issue('INVALID_VALUE', path, `Merchant Account Information ${id} is a primitive (02-25), not a template.`));
    else if (n <= 25) found.push(...checkSpec({ id, name: id, label: 'Merchant Account Information', format: 'ans', max: 99 }, account as string, path));
    else found.push(...checkTemplate(account, path, `Merchant Account Information template ${id}`));
  }
  return found;
}

function checkTemplates(templates: Readonly<Record<string, TemplateOrRaw>>, base: string, label: string): QrIssue[] {
  return Object.entries(templates).flatMap(([id, template]) => checkTemplate(template, `${base}.${id}`, `${label} ${id}`));
}

/** A template with its mandatory GUID (sub-ID 00, at most 32 characters). */
function checkTemplate(template: TemplateOrRaw, path: string, name: string): QrIssue[] {
  if (typeof template === 'string') return [issue('TEMPLATE_UNREADABLE', path, `${name} could not be read as data objects.`)];
  const guid = template['00'];
  if (guid === undefined) return [issue('MISSING_FIELD', `${path}.00`, `${name} has no Globally Unique Identifier (00).`)];
  if (emvLength(guid) > 32) return [issue('TOO_LONG', `${path}.00`, `${name}: the Globally Unique Identifier (00) has more than 32 characters.`)];
  return [];
}

function checkAdditionalData(data: AdditionalData): QrIssue[] {
  const found = ADDITIONAL_FIELDS.flatMap((spec) => checkSpec(spec, data[spec.name], `additionalData.${spec.name}`));
  const request = data.additionalConsumerDataRequest;
  if (request !== undefined && (!/^[AME]+$/.test(request) || new Set(request).size !== request.length)) {
    found.push(issue('INVALID_VALUE', 'additionalData.additionalConsumerDataRequest', `Additional Consumer Data Request (62.09) "${request}" must be A, M and E, each at most once.`));
  }
  found.push(...checkTemplates(data.paymentSystems ?? {}, 'additionalData.paymentSystems', 'Payment system template of 62, ID'));
  for (const id of Object.keys(data.rfu ?? {})) found.push(issue('RESERVED_ID', `additionalData.rfu.${id}`, `Sub-ID 62.${id} is reserved for future use.`));
  return found;
}

function checkLanguage(language: LanguageTemplate): QrIssue[] {
  return [
    ...LANGUAGE_FIELDS.flatMap((spec) => checkSpec(spec, language[spec.name], `language.${spec.name}`)),
    ...Object.keys(language.rfu ?? {}).map((id) => issue('RESERVED_ID', `language.rfu.${id}`, `Sub-ID 64.${id} is reserved for future use.`)),
  ];
}

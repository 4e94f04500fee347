/**
 * Lenient EMV MPM reading: the data objects as named fields, with the warnings of the payload as
 * written (duplicate IDs, unreadable templates, 00 not first, the CRC, the length). Only a payload
 * whose top level cannot be read as data objects fails, with an UNREADABLE issue; nothing here
 * throws. The rules on the fields' values are emv-decode.ts's: a QR verdict looks at none of them
 * (payability.ts), so it reads without running them.
 */
import { checkCrc, type CrcCheck } from './crc.js';
import { ADDITIONAL_FIELDS, ID, LANGUAGE_FIELDS, MAX_PAYLOAD_LENGTH, ROOT_FIELDS, isPaymentSystemId, rootKind, rootPath } from './fields.js';
import { emvLength, readTlv, type TlvObject } from './tlv.js';
import type { AdditionalData, EmvFields, LanguageTemplate, QrIssue, TemplateOrRaw } from './types.js';

export interface EmvDecoded {
  readonly fields: EmvFields;
  /** The value of ID 63 as written. */
  readonly crc?: string;
  /** The top-level data objects in payload order, as read. */
  readonly objects: readonly TlvObject[];
}

export type EmvDecodeResult =
  | { readonly ok: true; readonly decoded: EmvDecoded; readonly crc: CrcCheck; readonly warnings: readonly QrIssue[] }
  | { readonly ok: false; readonly error: QrIssue; readonly crc: CrcCheck };

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Collected = Mutable<Omit<EmvFields, 'merchantAccounts' | 'rfu' | 'unreserved'>> & {
  merchantAccounts: Record<string, TemplateOrRaw>;
  rfu: Record<string, string>;
  unreserved: Record<string, TemplateOrRaw>;
  /** 62 or 64 when their content cannot be read as data objects. */
  unreadable: Record<string, string>;
};

const ROOT_BY_ID = new Map(ROOT_FIELDS.map((spec) => [spec.id, spec.name]));

/** The fields and the layout's warnings; decodeEmv adds the field rules' (emv-decode.ts). */
export function readEmv(payload: string): EmvDecodeResult {
  const crc = checkCrc(payload);
  const read = readTlv(payload);
  if (!read.ok || read.objects.length === 0) {
    const reason = read.ok ? 'it is empty' : read.fault.reason;
    return { ok: false, crc, error: { code: 'UNREADABLE', field: 'payload', message: `Not an EMV MPM payload: ${reason}.` } };
  }
  const warnings: QrIssue[] = [];
  const collected: Collected = { merchantAccounts: {}, rfu: {}, unreserved: {}, unreadable: {} };
  const seen = new Set<string>();
  let crcValue: string | undefined;
  for (const object of read.objects) {
    // EMV allows one occurrence of an ID per level; the first one counts.
    if (seen.has(object.id)) {
      warnings.push(duplicate(rootPath(object.id), object.id));
      continue;
    }
    seen.add(object.id);
    if (object.id === ID.crc) crcValue = object.value;
    else place(collected, object, warnings);
  }
  const fields = tidy(collected);
  for (const id of Object.keys(collected.unreadable)) {
    const field = id === ID.language ? 'language' : 'additionalData';
    warnings.push({ code: 'TEMPLATE_UNREADABLE', field, message: `Template ${id} could not be read as data objects; its value is ignored.` });
  }
  warnings.push(...checkLayout(payload, read.objects, crc, crcValue));
  return { ok: true, crc, warnings, decoded: { fields, crc: crcValue, objects: read.objects } };
}

/** Rules on the payload as written: 00 first, 63 last and right, the whole length. */
function checkLayout(payload: string, objects: readonly TlvObject[], crc: CrcCheck, crcValue: string | undefined): QrIssue[] {
  const found: QrIssue[] = [];
  const first = objects[0]?.id;
  if (first !== undefined && first !== ID.payloadFormat && objects.some((object) => object.id === ID.payloadFormat)) {
    found.push({ code: 'PAYLOAD_FORMAT', field: 'payloadFormat', message: 'Payload Format Indicator (00) is not the first data object.' });
  }
  if (crcValue === undefined) found.push({ code: 'CRC_MISSING', field: 'crc', message: 'There is no CRC (63).' });
  else if (objects[objects.length - 1]?.id !== ID.crc) found.push({ code: 'CRC_NOT_LAST', field: 'crc', message: 'The CRC (63) is not the last data object.' });
  else if (crc.computed === undefined) found.push({ code: 'CRC_MISMATCH', field: 'crc', message: `The CRC (63) "${crcValue}" is not 4 characters.` });
  else if (!crc.valid) found.push({ code: 'CRC_MISMATCH', field: 'crc', message: `The CRC (63) is "${crc.given}"; the payload's is ${crc.computed}.` });
  else if (crc.given !== crc.computed) found.push({ code: 'CRC_LOWER_CASE', field: 'crc', message: `The CRC (63) "${crc.given}" is in lower case; EMV writes it upper case.` });
  const length = emvLength(payload);
  if (length > MAX_PAYLOAD_LENGTH) found.push({ code: 'TOO_LONG', field: 'payload', message: `The payload has ${length} characters; at most ${MAX_PAYLOAD_LENGTH} are allowed.` });
  return found;
}

/** The fields without empty collections, so a decoded set compares equal to the one encoded. */
function tidy(collected: Collected): EmvFields {
  const { merchantAccounts, rfu, unreserved, unreadable: _unreadable, ...rest } = collected;
  return {
    ...rest,
    ...nonEmpty('merchantAccounts', merchantAccounts),
    ...nonEmpty('rfu', rfu),
    ...nonEmpty('unreserved', unreserved),
  };
}

function duplicate(field: string, id: string): QrIssue {
  return { code: 'DUPLICATE_ID', field, message: `ID ${id} occurs more than once at one level; the first occurrence is used.` };
}

function place(collected: Collected, { id, value }: TlvObject, warnings: QrIssue[]): void {
  const path = rootPath(id);
  switch (rootKind(id)) {
    case 'account-primitive': collected.merchantAccounts[id] = value; return;
    case 'account-template': collected.merchantAccounts[id] = readTemplate(value, path, warnings); return;
    case 'unreserved': collected.unreserved[id] = readTemplate(value, path, warnings); return;
    case 'rfu': collected.rfu[id] = value; return;
    case 'additional': {
      const data = readAdditionalData(value, warnings);
      if (data) collected.additionalData = data;
      else collected.unreadable[id] = value;
      return;
    }
    case 'language': {
      const language = readLanguage(value, warnings);
      if (language) collected.language = language;
      else collected.unreadable[id] = value;
      return;
    }
    default: {
      const name = ROOT_BY_ID.get(id);
      if (name) collected[name] = value;
    }
  }
}

/** A template's sub-objects (the first of a repeated sub-ID), or its raw value when they cannot be read (checkFields warns). */
function readTemplate(value: string, path: string, warnings: QrIssue[]): TemplateOrRaw {
  const read = readTlv(value);
  if (!read.ok) return value;
  const template: Record<string, string> = {};
  for (const object of read.objects) {
    if (object.id in template) warnings.push(duplicate(`${path}.${object.id}`, object.id));
    else template[object.id] = object.value;
  }
  return template;
}

function readAdditionalData(value: string, warnings: QrIssue[]): AdditionalData | undefined {
  const template = readTemplate(value, 'additionalData', warnings);
  if (typeof template === 'string') return undefined;
  const data: Mutable<AdditionalData> = {};
  const paymentSystems: Record<string, TemplateOrRaw> = {};
  const rfu: Record<string, string> = {};
  for (const [id, sub] of Object.entries(template)) {
    const named = ADDITIONAL_FIELDS.find((spec) => spec.id === id);
    if (named) data[named.name] = sub;
    else if (isPaymentSystemId(id)) paymentSystems[id] = readTemplate(sub, `additionalData.paymentSystems.${id}`, warnings);
    else rfu[id] = sub;
  }
  return { ...data, ...nonEmpty('paymentSystems', paymentSystems), ...nonEmpty('rfu', rfu) };
}

function readLanguage(value: string, warnings: QrIssue[]): LanguageTemplate | undefined {
  const template = readTemplate(value, 'language', warnings);
  if (typeof template === 'string') return undefined;
  const language: Mutable<LanguageTemplate> = {};
  const rfu: Record<string, string> = {};
  for (const [id, sub] of Object.entries(template)) {
    const named = LANGUAGE_FIELDS.find((spec) => spec.id === id);
    if (named) language[named.name] = sub;
    else rfu[id] = sub;
  }
  return { ...language, ...nonEmpty('rfu', rfu) };
}

/** `{ [key]: record }`, or nothing for an empty record. */
function nonEmpty<K extends string, V>(key: K, record: Readonly<Record<string, V>>): Partial<Record<K, Readonly<Record<string, V>>>> {
  return Object.keys(record).length > 0 ? ({ [key]: record } as Partial<Record<K, Readonly<Record<string, V>>>>) : {};
}

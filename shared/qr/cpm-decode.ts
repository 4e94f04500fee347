/**
 * EMV CPM v1.1 (consumer-presented): base64 of BER-TLV (EMV Book 3), opening with '85' "CPV01";
 * no CRC. Read only, to recognise and describe such codes (docs/decisions/qr.md, QR-14).
 */
import type { QrIssue } from './types.js';

export interface CpmObject {
  /** Upper-case hex, e.g. "5F20". */
  readonly tag: string;
  /** Text for the tags EMV defines as text, upper-case hex for the rest; empty for templates. */
  readonly value: string;
  readonly children?: readonly CpmObject[];
}

export type CpmDecodeResult = { readonly ok: true; readonly objects: readonly CpmObject[] } | { readonly ok: false; readonly error: QrIssue };

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** Payload format indicator, application label, cardholder name, language preference, preferred name. */
const TEXT_TAGS = new Set(['85', '50', '5F20', '5F2D', '9F12']);

type Parsed = { ok: true; objects: CpmObject[] } | { ok: false; reason: string };

export function decodeCpm(payload: string): CpmDecodeResult {
  if (payload.length === 0 || !BASE64.test(payload)) return failure('it is not base64');
  const parsed = parse(Buffer.from(payload, 'base64'));
  if (!parsed.ok) return failure(parsed.reason);
  const first = parsed.objects[0];
  if (first?.tag !== '85' || first.value !== 'CPV01') return failure('it does not open with the payload format indicator 85 "CPV01"');
  return { ok: true, objects: parsed.objects };
}

function failure(reason: string): CpmDecodeResult {
  return { ok: false, error: { code: 'UNREADABLE', field: 'payload', message: `Not an EMV CPM payload: ${reason}.` } };
}

function parse(bytes: Uint8Array): Parsed {
  const objects: CpmObject[] = [];
  let at = 0;
  while (at < bytes.length) {
    const first = bytes[at] ?? 0;
    let end = at + 1;
    // Low five bits all set: the tag goes on while the next byte's top bit is set.
    if ((first & 0x1f) === 0x1f) {
      while (end < bytes.length && ((bytes[end] ?? 0) & 0x80) !== 0) end += 1;
      end += 1;
    }
    if (end > bytes.length) return { ok: false, reason: `tag at byte ${at} is cut off` };
    const tag = Buffer.from(bytes.subarray(at, end)).toString('hex').toUpperCase();
    const length = readLength(bytes, end);
    if (!length) return { ok: false, reason: `length of tag ${tag} is cut off or too long` };
    const valueEnd = length.start + length.value;
    if (valueEnd > bytes.length) return { ok: false, reason: `value of tag ${tag} runs past the end` };
    const value = bytes.subarray(length.start, valueEnd);
    if ((first & 0x20) !== 0) {
      const children = parse(value);
      if (!children.ok) return children;
      objects.push({ tag, value: '', children: children.objects });
    } else {
      const text = TEXT_TAGS.has(tag) ? Buffer.from(value).toString('latin1') : Buffer.from(value).toString('hex').toUpperCase();
      objects.push({ tag, value: text });
    }
    at = valueEnd;
  }
  return { ok: true, objects };
}

/** Short form (< 0x80) or long form with one or two length bytes. */
function readLength(bytes: Uint8Array, at: number): { value: number; start: number } | undefined {
  const first = bytes[at];
  if (first === undefined) return undefined;
  if (first < 0x80) return { value: first, start: at + 1 };
  const count = first & 0x7f;
  if (count < 1 || count > 2 || at + count >= bytes.length) return undefined;
  let value = 0;
  for (let i = 1; i <= count; i += 1) value = (value << 8) | (bytes[at + i] ?? 0);
  return { value, start: at + 1 + count };
}

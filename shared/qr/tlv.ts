/**
 * EMV MPM data objects: ID (2 digits) + length (2 digits) + value, where the length counts
 * characters (Unicode code points, EMV MPM 4.4.1.1), not bytes: a tag 64 in Chinese or Khmer holds
 * more bytes than its length says.
 */

export interface TlvObject {
  readonly id: string;
  readonly value: string;
}

/** Where reading stopped and why; `at` counts characters from the start of the text read. */
export interface TlvFault {
  readonly at: number;
  readonly reason: string;
}

export type TlvRead = { readonly ok: true; readonly objects: readonly TlvObject[] } | { readonly ok: false; readonly fault: TlvFault };

const TWO_DIGITS = /^\d{2}$/;

/** Reads one level of data objects; never throws, whatever the text. */
export function readTlv(text: string): TlvRead {
  const chars = Array.from(text);
  const objects: TlvObject[] = [];
  let at = 0;
  while (at < chars.length) {
    if (at + 4 > chars.length) {
      return fault(at, `truncated data object "${chars.slice(at).join('')}" at character ${at}`);
    }
    const id = chars.slice(at, at + 2).join('');
    const length = chars.slice(at + 2, at + 4).join('');
    if (!TWO_DIGITS.test(id)) return fault(at, `ID "${id}" at character ${at} is not two digits`);
    if (!TWO_DIGITS.test(length)) return fault(at, `length "${length}" of ID ${id} at character ${at} is not two digits`);
    const end = at + 4 + Number(length);
    if (end > chars.length) return fault(at, `value of ID ${id} at character ${at} (length ${length}) runs past the end`);
    objects.push({ id, value: chars.slice(at + 4, end).join('') });
    at = end;
  }
  return { ok: true, objects };
}

function fault(at: number, reason: string): TlvRead {
  return { ok: false, fault: { at, reason } };
}

/** Number of characters as EMV counts them (code points). */
export function emvLength(value: string): number {
  return Array.from(value).length;
}

/** One data object; the caller has checked that the value is 1 to 99 characters. */
export function writeObject(id: string, value: string): string {
  return id + String(emvLength(value)).padStart(2, '0') + value;
}

export function writeTlv(objects: readonly TlvObject[]): string {
  return objects.map((object) => writeObject(object.id, object.value)).join('');
}

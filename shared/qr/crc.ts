/**
 * CRC-16/CCITT-FALSE as EMV MPM uses it (ISO/IEC 13239: poly 0x1021, init 0xFFFF, no reflection,
 * no final XOR), over the UTF-8 bytes of everything up to and including "6304".
 */

const POLY = 0x1021;

/** The CRC of some bytes; check value: "123456789" → 0x29B1. */
export function crc16CcittFalse(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ POLY) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** The four upper-case hex characters EMV writes as the value of ID 63. */
export function emvCrcOf(textUpToCrcValue: string): string {
  return crc16CcittFalse(new TextEncoder().encode(textUpToCrcValue)).toString(16).toUpperCase().padStart(4, '0');
}

/** Whether a payload's own CRC holds; `given` is as written (case kept), `computed` upper case. */
export interface CrcCheck {
  readonly valid: boolean;
  readonly given?: string;
  readonly computed?: string;
}

const CRC_HEADER = '6304';

/**
 * Reads the CRC from the payload's last eight characters ("6304" + value), where EMV puts it, so
 * the verdict holds even when the rest of the TLV cannot be read. Case is ignored here: lower-case
 * hex is a separate warning of the decoder.
 */
export function checkCrc(payload: string): CrcCheck {
  if (payload.length < 8 || payload.slice(-8, -4) !== CRC_HEADER) return { valid: false };
  const given = payload.slice(-4);
  const computed = emvCrcOf(payload.slice(0, -4));
  return { valid: given.toUpperCase() === computed, given, computed };
}

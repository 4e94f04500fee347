/**
 * Lenient EMV MPM decoding: a real code that breaks rules still decodes, and every broken rule is a
 * warning (code, field, message): the payload's layout (emv-read.ts), then the fields' rules
 * (rules.ts, the ones the encoder refuses on). Only a payload whose top level cannot be read as data
 * objects fails, with an UNREADABLE issue; nothing here throws.
 */
import { readEmv, type EmvDecodeResult } from './emv-read.js';
import { checkFields } from './rules.js';

export type { EmvDecoded, EmvDecodeResult } from './emv-read.js';

export function decodeEmv(payload: string): EmvDecodeResult {
  const read = readEmv(payload);
  return read.ok ? { ...read, warnings: [...read.warnings, ...checkFields(read.decoded.fields)] } : read;
}

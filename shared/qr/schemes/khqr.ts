/**
 * KHQR (Cambodia, Bakong) rules on top of EMV, as the reference SDK checks them: a dynamic code needs
 * an amount and an expiry (99.01, 13-digit milliseconds) that has not passed. qrCodeType stays NONE:
 * the interface has no KHQR type (docs/decisions/qr.md, QR-13).
 */
import type { QrIssue } from '../types.js';
import { present, type QrInput, type QrSchemeDetector, type QrSchemeProfile } from './profile.js';

const TIMESTAMP = /^\d{13}$/;

function timestamps(input: QrInput): { created?: string; expires?: string } {
  const template = input.emv?.fields.unreserved?.['99'];
  return typeof template === 'object' ? { created: template['00'], expires: template['01'] } : {};
}

function bakongAccount(input: QrInput) {
  const accounts = input.emv?.fields.merchantAccounts ?? {};
  const account = accounts['29'] ?? accounts['30'];
  return typeof account === 'object' ? account : undefined;
}

/** A dynamic KHQR (01 = 12) whose expiration timestamp (99.01) has passed. */
function expired(input: QrInput): QrIssue | undefined {
  const { expires } = timestamps(input);
  if (input.emv?.fields.initiation !== '12' || expires === undefined || !TIMESTAMP.test(expires) || Number(expires) >= input.now.getTime()) return undefined;
  return { code: 'EXPIRED', field: 'unreserved.99.01', message: `The KHQR expired at ${new Date(Number(expires)).toISOString()}.` };
}

export const khqrDetector: QrSchemeDetector = {
  name: 'KHQR',
  qrCodeType: 'NONE',
  detect: (input) => input.emv?.fields.country === 'KH' && (bakongAccount(input) !== undefined || input.emv.fields.merchantAccounts?.['15'] !== undefined),
  expired,
};

export const khqr: QrSchemeProfile = {
  detector: khqrDetector,
  describe(input) {
    const account = bakongAccount(input);
    const { created, expires } = timestamps(input);
    return present({ bakongAccountId: account?.['00'], merchantIdOrAccountInformation: account?.['01'], acquiringBank: account?.['02'], createdAtMs: created, expiresAtMs: expires });
  },
  warnings(input) {
    const found: QrIssue[] = [];
    const fields = input.emv?.fields;
    const { created, expires } = timestamps(input);
    for (const [sub, value] of [['00', created], ['01', expires]] as const) {
      if (value !== undefined && !TIMESTAMP.test(value)) found.push({ code: 'BAD_FORMAT', field: `unreserved.99.${sub}`, message: `KHQR timestamp 99.${sub} "${value}" is not 13 digits of milliseconds.` });
    }
    if (fields?.initiation !== '12') return found;
    if (fields.amount === undefined) found.push({ code: 'MISSING_FIELD', field: 'amount', message: 'A dynamic KHQR (01 = 12) needs an amount (54).' });
    if (expires === undefined) found.push({ code: 'MISSING_FIELD', field: 'unreserved.99.01', message: 'A dynamic KHQR needs an expiration timestamp (99.01).' });
    const past = expired(input);
    return past ? [...found, past] : found;
  },
};

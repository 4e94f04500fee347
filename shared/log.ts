/**
 * The one structured logger: one JSON object per line (level, message, timestamp, service, the
 * request's keys, then the call's fields), INFO and below on stdout, WARN and above on stderr, as
 * CloudWatch Logs Insights reads them. Its JSON replacer redacts every field whose name looks like
 * a secret, and any digit run long enough to be a card number, so a careless log call cannot leak
 * a token, password, OTP, PAN or CVV.
 *
 * Written here rather than taken from Powertools: Powertools' logger was 21 KB of every bundle and
 * a fifth of the endpoint framework's import time, more than the cold-start allowance of issue 16
 * leaves for everything above the floor (docs/decisions/performance.md PERF-3). What it did for us
 * is this file.
 */

// Unanchored: 'pass' covers password and passcode, 'cv[vc]' cvv and cvc.
const SECRET_KEY = /pass|secret|token|otp|pin$|^pin|cv[vc]|card.?number|^pan$|authorization|api.?key|cookie|resetcode|base64/i;
// A digit run long enough to be a card number, unless it is part of a UUID: one UUID in a hundred has
// digit-only groups (…-4440-bc29-678962572495) that would otherwise read as a card number and hide
// the payment's or outbox item's id from whoever traces it (the UUID alternative is matched first,
// and only where no more hex follows: a longer run is no UUID).
const CARD_LIKE = /([\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12})(?![\da-f])|\b\d(?:[ -]?\d){11,18}\b/gi;
// Token-shaped text inside free-form strings: bearer headers, JWTs, our refresh tokens.
const TOKEN_TEXT = [/\bBearer\s+\S+/gi, /\beyJ[\w-]+\.[\w-]+\.?[\w-]*/g, /\brt_[\w-]{16,}/g];

export function redactValue(key: string, value: unknown): unknown {
  if (key !== '' && SECRET_KEY.test(key) && value != null && typeof value !== 'boolean') {
    return '[redacted]';
  }
  if (typeof value === 'string') {
    return TOKEN_TEXT.reduce((text, pattern) => text.replace(pattern, '[redacted-token]'), value.replace(CARD_LIKE, (_digits, uuid?: string) => uuid ?? '[redacted-digits]'));
  }
  // An Error's fields are not enumerable: without this it would log as {}.
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

/** Levels as Lambda's advanced logging controls name them; a line is written when at or above the threshold. */
export const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
// Indexes into LOG_LEVELS (a few bytes fewer in every bundle than looking them up; the logger's tests hold them).
const INFO_AT = 2;
const WARN_AT = 3;

/** The threshold: Lambda's application log level when set (AWS_LAMBDA_LOG_LEVEL), else LOG_LEVEL, else INFO. */
function threshold(): number {
  const named = (process.env['AWS_LAMBDA_LOG_LEVEL'] ?? process.env['LOG_LEVEL'] ?? 'INFO').toUpperCase();
  const at = LOG_LEVELS.indexOf(named as LogLevel);
  return at === -1 ? INFO_AT : at;
}

type Fields = Record<string, unknown>;

export class StructuredLogger {
  private keys: Fields = {};
  private readonly minimum = threshold();

  constructor(private readonly service: string) {}

  /** Keys every later line carries until resetKeys (the request id and route of the request in hand). */
  appendKeys(keys: Fields): void {
    this.keys = { ...this.keys, ...keys };
  }

  resetKeys(): void {
    this.keys = {};
  }

  trace(message: string, fields?: Fields): void { this.write('TRACE', message, fields); }
  debug(message: string, fields?: Fields): void { this.write('DEBUG', message, fields); }
  info(message: string, fields?: Fields): void { this.write('INFO', message, fields); }
  warn(message: string, fields?: Fields): void { this.write('WARN', message, fields); }
  error(message: string, fields?: Fields): void { this.write('ERROR', message, fields); }
  critical(message: string, fields?: Fields): void { this.write('CRITICAL', message, fields); }

  private write(level: LogLevel, message: string, fields: Fields = {}): void {
    const at = LOG_LEVELS.indexOf(level);
    if (at < this.minimum) return;
    const entry = { level, message, timestamp: new Date().toISOString(), service: this.service, ...this.keys, ...fields };
    let line: string;
    try {
      line = JSON.stringify(entry, redactValue);
    } catch (error) {
      // A circular or unserialisable field must not lose the line, nor throw into the caller.
      line = JSON.stringify({ level, message: redactValue('message', message), timestamp: entry.timestamp, service: this.service, logError: String(error) });
    }
    (at >= WARN_AT ? process.stderr : process.stdout).write(`${line}\n`);
  }
}

export const logger = new StructuredLogger(process.env['SERVICE_NAME'] ?? 'payments-platform');

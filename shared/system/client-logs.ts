/**
 * Client log intake (POST /v1/logging): who may send, and how entries reach the structured log.
 * Entries are logged at their Serilog level, marked clientLog, with template-bound properties
 * keyed by name so the logger's redactor sees a `token` or `password` key. Token-shaped and
 * card-like text is scrubbed as well, from keys and numbers too, since a client can put anything in a
 * template, a name, a key or a value (SYS-6): the shared logger scrubs only string values, and this is
 * the one route where a stranger chooses keys and numbers.
 */
import { logger, redactValue } from '../log.js';
import { bearerToken } from '../http/caller.js';
import { ForbiddenError, UnauthorizedError } from '../http/errors.js';
import type { AccessScope } from '../auth/access-token-issuer.js';
import type { ClientLogEntry } from './schemas/client-log-batch.js';

/** Serilog's levels by number, and the logger method each maps to. */
export const CLIENT_LOG_LEVELS = [
  { name: 'Verbose', method: 'trace' },
  { name: 'Debug', method: 'debug' },
  { name: 'Information', method: 'info' },
  { name: 'Warning', method: 'warn' },
  { name: 'Error', method: 'error' },
  { name: 'Fatal', method: 'critical' },
] as const;

export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];

export function levelFor(level: number): ClientLogLevel {
  const found = CLIENT_LOG_LEVELS[level];
  // The schema admits 0..5 only; anything else is our bug.
  if (!found) throw new Error(`no client log level ${level}`);
  return found;
}

/** Who sent a batch: a verified access token's subject, or an anonymous page on the API domain. */
export type LogSource = { kind: 'user'; subject: string } | { kind: 'referer'; host: string };

/** True when the Referer is an http(s) URL whose host (or host name, ignoring the port) is the API domain. */
export function refererMatches(referer: string | undefined, apiDomain: string): boolean {
  if (!referer || !apiDomain) return false;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const domain = apiDomain.toLowerCase().replace(/\.$/, '');
  const hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  return hostname === domain || url.host.toLowerCase() === domain;
}

export interface IntakeDeps {
  apiDomain: string;
  /** Verifies an access token; undefined when invalid. */
  verify(token: string): Promise<{ subject: string; scope: AccessScope } | undefined>;
  isRefreshToken(token: string): boolean;
}

/**
 * Decides whether a batch is accepted. A credential, when present, must be a valid access token
 * (401 otherwise; 403 for a refresh token, and for a restricted one of outstanding login steps or
 * of a payment form session, as on every access route: SYS-7); without one the Referer host must be
 * the API domain (403).
 */
export async function authorizeLogIntake(headers: Record<string, string | undefined>, deps: IntakeDeps): Promise<LogSource> {
  const authorization = headers['authorization'];
  if (authorization !== undefined && authorization.trim() !== '') {
    const token = bearerToken(headers);
    if (!token) throw new UnauthorizedError('The Authorization header must be a bearer access token.');
    if (deps.isRefreshToken(token)) throw new ForbiddenError('A refresh token cannot be used here; send an access token.');
    const verified = await deps.verify(token);
    if (!verified) throw new UnauthorizedError();
    if (verified.scope !== 'full') throw new ForbiddenError('A restricted token (outstanding login steps or a payment form session) cannot send client logs.');
    return { kind: 'user', subject: verified.subject };
  }
  const referer = headers['referer'];
  if (!refererMatches(referer, deps.apiDomain)) {
    throw new ForbiddenError('Unauthenticated client logs must come from a page on the API domain (Referer header).');
  }
  return { kind: 'referer', host: new URL(referer as string).host };
}

/**
 * What a client may name or write that no server caller does (SYS-8), so kept here, out of the
 * logger every function bundles: an OTP or a card's security code under its usual names, a
 * password's short names; our vault, refresh and webhook-secret tokens and Basic credentials in text.
 */
const CLIENT_SECRET_KEY = /^code$|otp|security.?code|verification.?code|^cv[cvn2]|pwd|passwd|passphrase|credential/i;
// Basic credentials are base64: at least 12 characters with a digit, + / or = among them, so
// "Basic authentication failed" is kept.
const CLIENT_TOKEN_TEXT = [/\b(?:vt|cv|rt|whsec)_[\w-]{8,}/g, /\bBasic\s+(?=[A-Za-z0-9+/]*[0-9+/=])[A-Za-z0-9+/]{12,}={0,2}/g];

/** Replaces bearer, JWT, refresh-token and card-like text, as the logger does for every string, and the client's own token shapes. */
export function scrubText(text: string): string {
  return CLIENT_TOKEN_TEXT.reduce((scrubbed, pattern) => scrubbed.replace(pattern, '[redacted-token]'), String(redactValue('', text)));
}

const MAX_DEPTH = 6;
/** Longest key written, property name or nested key, with any #n suffix (SYS-5). */
export const MAX_KEY_LENGTH = 64;

/**
 * Makes the keys of one object: each name scrubbed like text (a card number or a bearer token can
 * be a name), cut to MAX_KEY_LENGTH, `fallback` when nothing is left; a name already used gets #2,
 * #3… on the cut name, still within MAX_KEY_LENGTH (SYS-5). The last number tried is kept per name,
 * so n repeats of one name cost n steps, not n².
 */
function keyMaker(): (name: string, fallback: string) => string {
  const taken = new Set<string>();
  const lastNumber = new Map<string, number>();
  return (name, fallback) => {
    const base = scrubText(name).slice(0, MAX_KEY_LENGTH) || fallback;
    let n = lastNumber.get(base) ?? 1;
    let key = base;
    while (taken.has(key)) {
      const suffix = `#${++n}`;
      key = base.slice(0, MAX_KEY_LENGTH - suffix.length) + suffix;
    }
    lastNumber.set(base, n);
    taken.add(key);
    return key;
  };
}

/**
 * Applies the logger's key-based redaction and the text scrub to a value at every depth: strings,
 * numbers whose digits read as a card number (12 to 19 digits, SYS-6) and the keys of objects.
 * Redaction by key looks at the key as sent, before it is scrubbed or cut.
 */
export function sanitize(key: string, value: unknown, depth = 0): unknown {
  if (CLIENT_SECRET_KEY.test(key) && value !== null && value !== undefined && typeof value !== 'boolean') return '[redacted]';
  const redacted = redactValue(key, value);
  if (redacted !== value && typeof value !== 'string') return redacted;
  if (typeof redacted === 'string') return scrubText(redacted);
  if (typeof redacted === 'number') {
    const digits = String(redacted);
    const scrubbed = scrubText(digits);
    return scrubbed === digits ? redacted : scrubbed;
  }
  if (redacted === null || typeof redacted !== 'object') return redacted;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(redacted)) return redacted.map((item, i) => sanitize(String(i), item, depth + 1));
  const keyFor = keyMaker();
  return Object.fromEntries(Object.entries(redacted).map(([k, v]) => [keyFor(k, k), sanitize(k, v, depth + 1)]));
}

/** Property names of a Serilog message template, in order: {name}, {@name}, {$name}, {name,10:format}; {{ and }} are literal braces. */
export function templateHoles(template: string): string[] {
  const holes: string[] = [];
  for (const match of template.matchAll(/\{\{|\}\}|\{[@$]?([A-Za-z0-9_]+)(?:,[^:}]*)?(?::[^}]*)?\}/g)) {
    if (match[1] !== undefined) holes.push(match[1]);
  }
  return holes;
}

function namedProperty(item: unknown): { name: string; value: unknown } | undefined {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const record = item as Record<string, unknown>;
  const name = record['name'] ?? record['Name'];
  if (typeof name !== 'string' || !('value' in record || 'Value' in record)) return undefined;
  return { name, value: 'value' in record ? record['value'] : record['Value'] };
}

/**
 * Binds the properties array to names: {name, value} items (either case) by their name, other
 * items positionally to the template's holes, leftovers as _<index>. Values are sanitized under
 * their own name before any key is scrubbed or shortened, so a long secret-sounding name still
 * redacts; keys are made by keyMaker (SYS-5).
 */
export function bindProperties(template: string, properties: readonly unknown[]): Record<string, unknown> {
  const holes = templateHoles(template);
  const keyFor = keyMaker();
  let next = 0;
  // Pairs, then fromEntries: a client-chosen "__proto__" becomes a plain key, not a prototype.
  return Object.fromEntries(properties.map((item, index) => {
    const named = namedProperty(item);
    const name = named?.name ?? holes[next++] ?? `_${index}`;
    return [keyFor(name, `_${index}`), sanitize(name, named ? named.value : item)];
  }));
}

/** Writes each entry to the structured log at its level. */
export function writeClientLogs(entries: readonly ClientLogEntry[], source: LogSource): void {
  const sender = source.kind === 'user' ? { subject: source.subject } : { refererHost: source.host };
  for (const entry of entries) {
    const level = levelFor(entry.level);
    logger[level.method](scrubText(entry.template), {
      clientLog: true,
      clientLevel: level.name,
      clientTimestamp: entry.timestamp,
      sender,
      properties: bindProperties(entry.template, entry.properties),
    });
  }
}

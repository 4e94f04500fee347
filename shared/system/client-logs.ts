/**
 * Client log intake (POST /v1/logging): who may send, and how entries reach the structured log.
 * Entries are logged at their Serilog level, marked clientLog, with template-bound properties
 * keyed by name so the logger's redactor sees a `token` or `password` key. Token-shaped text is
 * scrubbed as well, since a client can put anything in a template or a value.
 */
import { logger, redactValue } from '../log.js';
import { bearerToken } from '../http/caller.js';
import { ForbiddenError, UnauthorizedError } from '../http/errors.js';
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
  verify(token: string): Promise<{ subject: string } | undefined>;
  isRefreshToken(token: string): boolean;
}

/**
 * Decides whether a batch is accepted. A credential, when present, must be a valid access token
 * (401 otherwise, 403 for a refresh token as on every access route); without one the Referer host
 * must be the API domain (403).
 */
export async function authorizeLogIntake(headers: Record<string, string | undefined>, deps: IntakeDeps): Promise<LogSource> {
  const authorization = headers['authorization'];
  if (authorization !== undefined && authorization.trim() !== '') {
    const token = bearerToken(headers);
    if (!token) throw new UnauthorizedError('The Authorization header must be a bearer access token.');
    if (deps.isRefreshToken(token)) throw new ForbiddenError('A refresh token cannot be used here; send an access token.');
    const verified = await deps.verify(token);
    if (!verified) throw new UnauthorizedError();
    return { kind: 'user', subject: verified.subject };
  }
  const referer = headers['referer'];
  if (!refererMatches(referer, deps.apiDomain)) {
    throw new ForbiddenError('Unauthenticated client logs must come from a page on the API domain (Referer header).');
  }
  return { kind: 'referer', host: new URL(referer as string).host };
}

/** Replaces bearer, JWT, refresh-token and card-like text, as the logger does for every string. */
export function scrubText(text: string): string {
  return String(redactValue('', text));
}

const MAX_DEPTH = 6;

/** Applies the logger's key-based redaction and the text scrub to a value at every depth. */
export function sanitize(key: string, value: unknown, depth = 0): unknown {
  const redacted = redactValue(key, value);
  if (redacted !== value && typeof value !== 'string') return redacted;
  if (typeof redacted === 'string') return scrubText(redacted);
  if (redacted === null || typeof redacted !== 'object') return redacted;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(redacted)) return redacted.map((item, i) => sanitize(String(i), item, depth + 1));
  return Object.fromEntries(Object.entries(redacted).map(([k, v]) => [k, sanitize(k, v, depth + 1)]));
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
 * their own name before any key is shortened, so a long secret-sounding name still redacts.
 */
export function bindProperties(template: string, properties: readonly unknown[]): Record<string, unknown> {
  const holes = templateHoles(template);
  // A Map, then fromEntries: a client-chosen "__proto__" becomes a plain key, not a prototype.
  const bound = new Map<string, unknown>();
  let next = 0;
  properties.forEach((item, index) => {
    const named = namedProperty(item);
    const name = named?.name ?? holes[next++] ?? `_${index}`;
    const value = sanitize(name, named ? named.value : item);
    let key = name.slice(0, 64) || `_${index}`;
    while (bound.has(key)) key = `${key}_`;
    bound.set(key, value);
  });
  return Object.fromEntries(bound);
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

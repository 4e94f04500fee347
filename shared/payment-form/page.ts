/**
 * The hosted payment form page (docs/decisions/payment-form.md, FORM-1): one self-contained HTML
 * document (page.html, bundled as text) whose one inline script and one inline style are allowed
 * by their SHA-256 hashes; the session's values travel in a JSON data block, which never runs.
 */
import { createHash } from 'node:crypto';
import type { RawResult } from '../http/endpoint.js';
import { mobileWalletOperators } from '../lookups/mobile-wallet-operators.js';
import template from './page.html';
import type { FormSessionRecord } from './sessions.js';

const DATA_MARKER = '{{FORM_DATA}}';

const hashOf = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The body of the element the pattern matches (the page has exactly one of each). */
function inlineBody(pattern: RegExp): string {
  const body = pattern.exec(template)?.[1];
  if (body === undefined) throw new Error(`payment form page lacks ${pattern.source}`);
  return body;
}

/**
 * Nothing but the page's own script and style runs or applies; it talks only to the origin that
 * served it; no frames, forms posted elsewhere, images, fonts or plugins; it cannot be framed.
 */
export const FORM_POLICY = [
  "default-src 'none'",
  `script-src ${hashOf(inlineBody(/<script>([\s\S]*?)<\/script>/))}`,
  `style-src ${hashOf(inlineBody(/<style>([\s\S]*?)<\/style>/))}`,
  "connect-src 'self'",
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS = {
  'Content-Security-Policy': FORM_POLICY,
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** JSON safe inside a script element: no `<` can close it, no U+2028/2029 surprises. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** What the page's script reads: the session's values, its token and the operators of its currency. */
export function formData(session: FormSessionRecord, token: string): Record<string, unknown> {
  return {
    sessionReference: session.sessionReference, token, merchantReference: session.merchantReference, merchantName: session.merchantName,
    currency: session.currency, amountInCents: session.amountInCents, qrCode: session.qrCode, clientReference: session.clientReference,
    templateName: session.templateName, notificationEmailTemplateName: session.notificationEmailTemplateName, methods: session.methods,
    validUntil: session.validUntil,
    operators: mobileWalletOperators().filter((o) => o.currency === session.currency).map((o) => ({ code: o.code, name: `${o.name} (${o.operator})` })),
  };
}

export function formPage(session: FormSessionRecord, token: string): RawResult {
  return { raw: true, body: template.replace(DATA_MARKER, () => scriptJson(formData(session, token))), contentType: 'text/html; charset=utf-8', headers: HEADERS };
}

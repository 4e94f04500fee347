/**
 * The hosted payment form page (docs/decisions/payment-form.md, FORM-1): one self-contained HTML
 * document (page.html, bundled as text) whose one inline script and one inline style are allowed
 * by their SHA-256 hashes; the session's values travel in a JSON data block, which never runs.
 */
import { createHash } from 'node:crypto';
import type { ApiBase } from '../http/api-base.js';
import type { RawResult } from '../http/endpoint.js';
import { currencyUnits } from '../lookups/currency-units.js';
import { mobileWalletOperators } from '../lookups/mobile-wallet-operators.js';
import template from './page.html';
import type { FormSessionRecord } from './sessions.js';

const DATA_MARKER = '{{FORM_DATA}}';
const POLICY_MARKER = '{{FORM_POLICY}}';

const hashOf = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The body of the element the pattern matches (the page has exactly one of each). */
function inlineBody(pattern: RegExp): string {
  const body = pattern.exec(template)?.[1];
  if (body === undefined) throw new Error(`payment form page lacks ${pattern.source}`);
  return body;
}

const SCRIPT_HASH = hashOf(inlineBody(/<script>([\s\S]*?)<\/script>/));
const STYLE_HASH = hashOf(inlineBody(/<style>([\s\S]*?)<\/style>/));

/**
 * Nothing but the page's own script and style runs or applies; it talks only to the API's origin
 * (FORM-3), wherever the page itself is served from; no frames, forms posted elsewhere, images,
 * fonts or plugins. The page carries this policy in a `<meta>` too, so a copy the merchant serves
 * from its own origin keeps it; `frame-ancestors` (framing) only works as a header, which only the
 * platform's own answer has.
 */
export function formPolicy(apiOrigin: string, asHeader = true): string {
  return [
    "default-src 'none'",
    `script-src ${SCRIPT_HASH}`,
    `style-src ${STYLE_HASH}`,
    `connect-src ${apiOrigin}`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    ...(asHeader ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

const HEADERS = {
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** JSON safe inside a script element: no `<` can close it, no U+2028/2029 surprises. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const attribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What the page's script reads: the API's base URL, the session's values, its token and the operators of its currency. */
export function formData(session: FormSessionRecord, token: string, apiBase: ApiBase): Record<string, unknown> {
  // The merchant's currency was checked against the same table when it was set.
  const units = currencyUnits(session.currency);
  if (!units) throw new Error(`no minor units are known for ${session.currency}`);
  return {
    apiBase: apiBase.url,
    sessionReference: session.sessionReference, token, merchantReference: session.merchantReference, merchantName: session.merchantName,
    currency: session.currency, minorUnits: units.minorUnits, amountInCents: session.amountInCents, qrCode: session.qrCode, clientReference: session.clientReference,
    templateName: session.templateName, notificationEmailTemplateName: session.notificationEmailTemplateName, methods: session.methods,
    validUntil: session.validUntil,
    operators: mobileWalletOperators().filter((o) => o.currency === session.currency).map((o) => ({ code: o.code, name: `${o.name} (${o.operator})` })),
  };
}

export function formPage(session: FormSessionRecord, token: string, apiBase: ApiBase): RawResult {
  const body = template
    .replace(POLICY_MARKER, () => attribute(formPolicy(apiBase.origin, false)))
    .replace(DATA_MARKER, () => scriptJson(formData(session, token, apiBase)));
  return { raw: true, body, contentType: 'text/html; charset=utf-8', headers: { ...HEADERS, 'Content-Security-Policy': formPolicy(apiBase.origin) } };
}

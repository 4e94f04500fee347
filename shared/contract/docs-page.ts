/**
 * The rendered contract page (openapi/docs.html, Redoc with its script inlined), bundled as text,
 * and the Content-Security-Policy it is served with (docs/decisions/contract.md, API-6).
 */
import { createHash } from 'node:crypto';
import type { RawResult } from '../http/endpoint.js';
import docsHtml from '../../openapi/docs.html';

/** The base64 SHA-256 of each inline script, as a CSP source expression allows it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/**
 * Only the page's own inline scripts run (by hash); styles are inline because Redoc injects them at
 * run time; its search runs in a blob: worker; nothing is fetched, framed or posted anywhere.
 */
export function docsPolicy(html: string): string {
  return [
    "default-src 'none'",
    `script-src ${inlineScriptHashes(html).join(' ')}`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    'font-src data:',
    'worker-src blob:',
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// Hashed once per container: the page is fixed at build time.
const headers = { 'Content-Security-Policy': docsPolicy(docsHtml), 'Referrer-Policy': 'no-referrer' };

export function docsPage(): RawResult {
  return { raw: true, body: docsHtml, contentType: 'text/html; charset=utf-8', headers };
}

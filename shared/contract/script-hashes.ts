/**
 * The CSP source expressions of a page's inline scripts. Apart from docs-page.ts so that `npm run
 * openapi` hashes the page it renders when it writes docs-page-brotli.ts, and the function serving
 * the page does not hash 3 MB at every cold start (issue 16, PERF-13).
 */
import { createHash } from 'node:crypto';

/** The base64 SHA-256 of each inline script, as a CSP source expression allows it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/** A strong ETag of a served document: its SHA-256, base64url, taken when it is written (API-11). */
export function contentEtag(text: string): string {
  return `"${createHash('sha256').update(text, 'utf8').digest('base64url')}"`;
}

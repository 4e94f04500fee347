/**
 * The rendered contract page (openapi/docs.html, Redoc with its script inlined) and the
 * Content-Security-Policy it is served with (docs/decisions/contract.md, API-6). The page is bundled
 * brotli-compressed (docs-page-brotli.ts, written by npm run openapi) and unpacked once per
 * container: as text it was 3 MB of the bundle, and parsing that string took longer than
 * unpacking it. Its scripts' hashes come with it, taken when the page was rendered (script-hashes.ts),
 * so a cold start does not hash 3 MB (issue 16, PERF-13).
 */
import { brotliDecompressSync } from 'node:zlib';
import type { RawResult } from '../http/endpoint.js';
import { cacheHeaders } from './cache.js';
import { DOCS_PAGE_BROTLI_BASE64, DOCS_PAGE_ETAG, DOCS_PAGE_SCRIPT_HASHES } from './docs-page-brotli.js';

const docsHtml = brotliDecompressSync(Buffer.from(DOCS_PAGE_BROTLI_BASE64, 'base64')).toString('utf8');

/**
 * Only the page's own inline scripts run (by hash); styles are inline because Redoc injects them at
 * run time; its search runs in a blob: worker; nothing is fetched, framed or posted anywhere.
 */
export function docsPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src ${scriptHashes.join(' ')}`,
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

const headers = { 'Content-Security-Policy': docsPolicy(DOCS_PAGE_SCRIPT_HASHES), 'Referrer-Policy': 'no-referrer', ...cacheHeaders(DOCS_PAGE_ETAG) };

export function docsPage(): RawResult {
  return { raw: true, body: docsHtml, contentType: 'text/html; charset=utf-8', headers };
}

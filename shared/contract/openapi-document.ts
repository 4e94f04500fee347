/**
 * The committed OpenAPI document (openapi/openapi.json), bundled into its function at build time so
 * nothing is read at run time; served raw so tools can load it (docs/decisions/contract.md, API-5).
 * It is bundled brotli-compressed (openapi-brotli.ts, written by npm run openapi) and unpacked once
 * per container: the JSON itself was 457 KB of the bundle (issue 16).
 */
import { brotliDecompressSync } from 'node:zlib';
import type { RawResult } from '../http/endpoint.js';
import { cacheHeaders } from './cache.js';
import { OPENAPI_BROTLI_BASE64, OPENAPI_ETAG } from './openapi-brotli.js';

const body = brotliDecompressSync(Buffer.from(OPENAPI_BROTLI_BASE64, 'base64')).toString('utf8');
const headers = cacheHeaders(OPENAPI_ETAG);

export function openapiDocument(): RawResult {
  return { raw: true, body, contentType: 'application/json; charset=utf-8', headers };
}

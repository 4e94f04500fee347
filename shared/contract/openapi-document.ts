/**
 * The committed OpenAPI document (openapi/openapi.json), bundled into its function at build time so
 * nothing is read at run time; served raw so tools can load it (docs/decisions/contract.md, API-5).
 */
import type { RawResult } from '../http/endpoint.js';
import openapi from '../../openapi/openapi.json' with { type: 'json' };

const body = JSON.stringify(openapi);

export function openapiDocument(): RawResult {
  return { raw: true, body, contentType: 'application/json; charset=utf-8' };
}

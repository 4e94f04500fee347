/**
 * What `npm run openapi` writes and test/unit/openapi.test.ts compares with the committed copies:
 * the document, the rendered page and the typed client's types, all from the route table.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import pkg from '../../package.json' with { type: 'json' };
import { routes } from '../../shared/routes/index.js';
import { openApiDocument } from './document.js';

const ROOT = resolve(import.meta.dirname, '../..');

export const CONTRACT_PATHS = {
  document: join(ROOT, 'openapi/openapi.json'),
  docsPage: join(ROOT, 'openapi/docs.html'),
  clientTypes: join(ROOT, 'clients/typescript/src/schema.d.ts'),
} as const;

export const DOCUMENT_INFO = {
  title: 'Payments platform API',
  version: pkg.version,
  description: [
    'Generated from the route table (shared/routes) by `npm run openapi`; do not edit by hand.',
    'Every JSON answer is an envelope: `{success: true, result}` on success (only `success` when there is',
    'nothing to return), `{success: false, error: {code, message, details, requestId}}` on failure.',
  ].join(' '),
};

/** The document as committed: two-space JSON with a final newline. */
export function documentText(): string {
  return `${JSON.stringify(openApiDocument(routes, DOCUMENT_INFO), null, 2)}\n`;
}

/** TypeScript types of every path and operation (openapi-typescript), for the client in clients/typescript. */
export async function clientTypesText(document: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(document) as Parameters<typeof openapiTS>[0]);
  return astToString(ast);
}

/**
 * The rendered page: Redocly's static build with Redoc's script inlined (--inlineBundle), so the
 * page loads nothing from elsewhere (API-6).
 */
export function docsPageText(document: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-docs-'));
  try {
    const input = join(dir, 'openapi.json');
    const output = join(dir, 'docs.html');
    writeFileSync(input, document);
    execFileSync(join(ROOT, 'node_modules/.bin/redocly'), [
      'build-docs', input, '--output', output, '--inlineBundle', '--openapi.disableTelemetry', '--title', DOCUMENT_INFO.title, '--config', join(ROOT, 'redocly.yaml'),
    ], { stdio: 'pipe', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
    return readFileSync(output, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every generated file by absolute path. */
export async function contractFiles(): Promise<Record<string, string>> {
  const document = documentText();
  return {
    [CONTRACT_PATHS.document]: document,
    [CONTRACT_PATHS.docsPage]: docsPageText(document),
    [CONTRACT_PATHS.clientTypes]: await clientTypesText(document),
  };
}

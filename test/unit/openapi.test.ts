import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { errorStatuses, jsonSchema, operationId } from '../../lib/openapi/document.js';
import { CONTRACT_PATHS, clientTypesText, docsPageText, documentText } from '../../lib/openapi/files.js';
import { routeKey } from '../../shared/http/route.js';
import { implementedRoutes, routes } from '../../shared/routes/index.js';
import { repeatable } from '../../shared/http/schemas.js';
import { docsPage } from '../../shared/contract/docs-page.js';
import { inlineScriptHashes } from '../../shared/contract/script-hashes.js';
import { openapiDocument } from '../../shared/contract/openapi-document.js';
import type { PaymentStatusResult } from '../../shared/schemas/payment-status-result.js';
import type { PaymentStatus } from '../integration/client-fixtures.js';

const ROOT = resolve(import.meta.dirname, '../..');
const committed = (path: string) => readFileSync(path, 'utf8');

type Operation = { operationId: string; security: Record<string, string[]>[]; responses: Record<string, unknown>; parameters?: { name: string; in: string }[] };
const document = JSON.parse(documentText()) as { paths: Record<string, Record<string, Operation>> };

describe('OpenAPI document (docs/decisions/contract.md)', () => {
  it('the committed document and client types are what the route table makes now (run npm run openapi)', async () => {
    const text = documentText();
    expect(committed(CONTRACT_PATHS.document), 'openapi/openapi.json is stale: npm run openapi').toBe(text);
    expect(committed(CONTRACT_PATHS.clientTypes), 'clients/typescript/src/schema.d.ts is stale: npm run openapi').toBe(await clientTypesText(text));
  });

  it('the compressed copy GET /v1/openapi.json serves is the committed document as compact JSON (run npm run openapi)', () => {
    expect(openapiDocument().body === JSON.stringify(JSON.parse(committed(CONTRACT_PATHS.document))), 'shared/contract/openapi-brotli.ts is stale: npm run openapi').toBe(true);
  });

  it('the compressed copy GET /v1/docs serves is the committed page byte for byte (run npm run openapi)', () => {
    const page = docsPage();
    expect(page.body === committed(CONTRACT_PATHS.docsPage), 'shared/contract/docs-page-brotli.ts is stale: npm run openapi').toBe(true);
    expect(page.headers?.['Content-Security-Policy']).toContain(`script-src ${inlineScriptHashes(committed(CONTRACT_PATHS.docsPage)).join(' ')};`);
  });

  it('the committed docs page is what Redocly renders from the committed document', () => {
    expect(committed(CONTRACT_PATHS.docsPage) === docsPageText(documentText()), 'openapi/docs.html is stale: npm run openapi').toBe(true);
  }, 120_000);

  it('passes Redocly lint (recommended ruleset, redocly.yaml) with no errors or warnings', async () => {
    const run = promisify(execFile);
    const { stdout, stderr } = await run(resolve(ROOT, 'node_modules/.bin/redocly'), ['lint', CONTRACT_PATHS.document, '--format=summary'], {
      cwd: ROOT, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    // A lint error exits non-zero, which rejects run(); the summary names no error either.
    expect(`${stdout}\n${stderr}`).toContain('Your API description is valid');
    expect(`${stdout}\n${stderr}`).not.toMatch(/^error /m);
    // No warnings either today (API-1); a new one is a choice to make in redocly.yaml, not noise to ignore.
    expect(`${stdout}\n${stderr}`).not.toMatch(/You have \d+ warnings?/);
  }, 120_000);

  it('has one operation per implemented route and none for the rest', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(implementedRoutes.map(routeKey).sort());
    for (const r of routes.filter((x) => !x.implemented)) expect(document.paths[r.path]?.[r.method.toLowerCase()], routeKey(r)).toBeUndefined();
    expect(new Set(implementedRoutes.map(operationId)).size).toBe(implementedRoutes.length);
  });

  it('names each route\'s auth, path parameters, success status and error statuses', () => {
    const status = document.paths['/v1/pay/status/{paymentReference}']?.get;
    expect(status?.security).toEqual([{ accessToken: [] }]);
    expect(status?.parameters).toEqual([expect.objectContaining({ name: 'paymentReference', in: 'path', required: true })]);
    expect(Object.keys(status?.responses ?? {})).toEqual(['200', '400', '401', '403', '404', '429', '500']);
    expect(document.paths['/v1/openapi.json']?.get?.security).toEqual([]);
    const admin = implementedRoutes.find((r) => r.auth === 'admin');
    expect(admin && document.paths[admin.path]?.[admin.method.toLowerCase()]?.security).toEqual([{ adminApiKey: [] }]);
    const refresh = implementedRoutes.find((r) => r.auth === 'refresh');
    expect(refresh && document.paths[refresh.path]?.[refresh.method.toLowerCase()]?.security).toEqual([{ refreshToken: [] }]);
    const pay = implementedRoutes.find((r) => r.path === '/v1/pay');
    expect(pay && errorStatuses(pay)).toEqual([400, 401, 403, 409, 410, 413, 415, 422, 429, 500]);
  });

  it('describes a repeated query parameter by what it normalises to (API-4)', () => {
    expect(jsonSchema(z.strictObject({ tag: repeatable(z.string()) }), 'input').properties?.['tag']).toEqual({ type: 'array', items: { type: 'string' } });
  });

  it('hashes each inline script of the page for its Content-Security-Policy', () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes('<p><script>a()</script><script type="module">\nb()</script></p>')).toEqual([sha('a()'), sha('\nb()')]);
  });

  // Checked by tsc (npm run typecheck), which reads the test files: the client's types follow the zod schemas.
  it('types the client\'s answers as the route table\'s zod schemas do', () => {
    expectTypeOf<PaymentStatus['status']>().toEqualTypeOf<PaymentStatusResult['status']>();
    expectTypeOf<PaymentStatus['isComplete']>().toEqualTypeOf<PaymentStatusResult['isComplete']>();
    expectTypeOf<keyof PaymentStatus>().toEqualTypeOf<keyof PaymentStatusResult>();
    const status = {} as PaymentStatus;
    // @ts-expect-error a field the route table does not have is a compile error, not undefined at run time
    expect(status.paymentStatus).toBeUndefined();
  });
});

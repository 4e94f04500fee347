import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '../../clients/typescript/src/index.js';
import { inlineScriptHashes } from '../../shared/contract/script-hashes.js';
import { baseUrl, call } from './harness.js';

const ROOT = resolve(import.meta.dirname, '../..');

describe('GET /v1/openapi.json (docs/decisions/contract.md, API-5)', () => {
  it('serves the committed document raw, without a token', async () => {
    const response = await fetch(`${baseUrl()}/v1/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document).toEqual(JSON.parse(readFileSync(resolve(ROOT, 'openapi/openapi.json'), 'utf8')));
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/v1/pay']).toBeDefined();
  });

  it('refuses query parameters like every route, in the envelope', async () => {
    const res = await call('GET', '/v1/openapi.json?x=1');
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual({ field: 'query.x', reason: expect.any(String) });
  });

  it('is reachable through the typed client with no credentials', async () => {
    const { response } = await createPlatformClient(baseUrl()).GET('/v1/openapi.json', { parseAs: 'text' });
    expect(response.status).toBe(200);
  });
});

describe('GET /v1/docs (API-6)', () => {
  it('serves the rendered page with a strict Content-Security-Policy and nothing from elsewhere', async () => {
    const response = await fetch(`${baseUrl()}/v1/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toBe(readFileSync(resolve(ROOT, 'openapi/docs.html'), 'utf8'));
    // Self-hosted: no script, stylesheet, font or image is loaded from another origin.
    expect(html).not.toMatch(/<(script|link|img|iframe)\b[^>]*\b(src|href)=["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/@import\s+url\(["']?https?:/i);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("'unsafe-eval'");
    // Scripts run only by hash, and each inline script of the page has its hash in the policy.
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scripts).not.toContain('unsafe-inline');
    expect(scripts.split(' ').sort()).toEqual(inlineScriptHashes(html).sort());
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

/** The content handlers through the real chain on synthetic events, before the gateway mounts them. */
import { readFileSync } from 'node:fs';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as bundle } from '../../functions/content/bundle.js';
import { handler as contactDetails } from '../../functions/content/contact-details.js';
import { handler as faq } from '../../functions/content/faq.js';
import { handler as help } from '../../functions/content/help.js';
import { handler as privacyPolicy } from '../../functions/content/privacy-policy.js';
import { handler as termsOfUse } from '../../functions/content/terms-of-use.js';
import type { ApiHandler } from '../../shared/http/endpoint.js';

const baseEvent = JSON.parse(readFileSync(new URL('../../events/auth/admin-token-generate.json', import.meta.url), 'utf8')) as APIGatewayProxyEvent;
const context = { awsRequestId: 'lambda-request' } as Context;

function get(handler: ApiHandler, query: Record<string, string> | null = null) {
  const event: APIGatewayProxyEvent = {
    ...baseEvent,
    httpMethod: 'GET',
    path: handler.route.path,
    resource: handler.route.path,
    headers: {},
    multiValueHeaders: {},
    body: null,
    queryStringParameters: query,
    multiValueQueryStringParameters: query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, [v]])),
    requestContext: { ...baseEvent.requestContext, authorizer: { tokenType: 'access', principalId: 'user-1', claims: '{}', expiresAt: String(Math.floor(Date.now() / 1000) + 300) } },
  };
  return handler(event, context);
}

describe('content handlers', () => {
  it.each([
    ['privacy-policy', privacyPolicy],
    ['terms-of-use', termsOfUse],
    ['faq', faq],
    ['help', help],
  ] as const)('%s answers json, md and html, and refuses an unknown format', async (id, handler) => {
    const json = await get(handler);
    expect(json.statusCode).toBe(200);
    expect(JSON.parse(json.body).result.id).toBe(id);

    const md = await get(handler, { format: 'md' });
    expect(md.headers?.['Content-Type']).toBe('text/markdown; charset=utf-8');
    expect(md.body).toMatch(/^# /);

    const html = await get(handler, { format: 'html' });
    expect(html.headers?.['Content-Type']).toBe('text/html; charset=utf-8');
    expect(html.body).toMatch(/^<!doctype html>/);

    const bad = await get(handler, { format: 'pdf' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).error.details).toEqual([{ field: 'query.format', reason: expect.any(String) }]);
  });

  it('serves the bundle and the contact details in the envelope', async () => {
    const b = await get(bundle);
    expect(b.statusCode).toBe(200);
    expect(JSON.parse(b.body).result.documents).toHaveLength(4);
    const c = await get(contactDetails);
    expect(c.statusCode).toBe(200);
    expect(JSON.parse(c.body).result.phoneNumber).toMatch(/^\+\d+$/);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { accessToken, call } from './harness.js';

const DOCUMENTS = ['privacy-policy', 'terms-of-use', 'faq', 'help'] as const;

let token: string;
beforeAll(async () => {
  token = await accessToken();
});

describe('GET /v1/content', () => {
  it('lists the documents with their URLs, support links and a content version', async () => {
    const res = await call('GET', '/v1/content', { token });
    expect(res.status).toBe(200);
    const bundle = res.body.result;
    expect(bundle.version).toMatch(/^[0-9a-f]{16}$/);
    expect(bundle.documents.map((d: { url: string }) => d.url)).toEqual(DOCUMENTS.map((id) => `/v1/content/${id}`));
    expect(bundle.supportLinks.length).toBeGreaterThan(0);
    // Every URL the bundle gives works.
    for (const doc of bundle.documents as { url: string }[]) expect((await call('GET', doc.url, { token })).status).toBe(200);
    expect((await call('GET', bundle.contactDetailsUrl, { token })).status).toBe(200);
  });

  it('needs an access token', async () => {
    expect((await call('GET', '/v1/content')).status).toBe(401);
  });

  it('refuses query parameters', async () => {
    const res = await call('GET', '/v1/content?lang=fr', { token });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual({ field: 'query.lang', reason: expect.any(String) });
  });
});

describe('GET /v1/content/contact-details', () => {
  it('gives the support e-mail, an E.164 phone, hours and address', async () => {
    const res = await call('GET', '/v1/content/contact-details', { token });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      supportEmail: expect.stringContaining('@'),
      phoneNumber: expect.stringMatching(/^\+[1-9]\d{6,14}$/),
      supportHours: { timeZone: expect.any(String), periods: expect.any(Array) },
      address: { countryIsoCode: expect.stringMatching(/^[A-Z]{3}$/) },
    });
  });

  it('needs an access token', async () => {
    expect((await call('GET', '/v1/content/contact-details')).status).toBe(401);
  });
});

describe.each(DOCUMENTS)('GET /v1/content/%s', (id) => {
  const path = `/v1/content/${id}`;

  it('answers structured JSON in the envelope by default and for format=json', async () => {
    for (const url of [path, `${path}?format=json`]) {
      const res = await call('GET', url, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const doc = res.body.result;
      expect(doc).toMatchObject({ id, title: expect.any(String), updatedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      const items = id === 'faq' ? doc.questions : doc.sections;
      expect(items.length).toBeGreaterThan(0);
    }
  });

  it('answers the markdown for format=md', async () => {
    const res = await call('GET', `${path}?format=md`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.text).toMatch(/^# .+\n\nLast updated: \d{4}-\d{2}-\d{2}/);
  });

  it('answers a script-free HTML page for format=html', async () => {
    const res = await call('GET', `${path}?format=html`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.text).toMatch(/^<!doctype html>/);
    expect(res.text).toContain('<h1>');
    expect(res.text).not.toMatch(/<script/i);
  });

  it('refuses an unknown format, naming query.format', async () => {
    const res = await call('GET', `${path}?format=pdf`, { token });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual({ field: 'query.format', reason: expect.any(String) });
  });

  it('needs an access token', async () => {
    expect((await call('GET', path)).status).toBe(401);
  });
});

import { isValidPhoneNumber } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { contactDetails, contentBundle, contentVersion } from '../../shared/content/bundle.js';
import { contentDocument, DOCUMENT_IDS, documentIn, documentJson, faqJson, HTML_SECURITY_HEADERS } from '../../shared/content/documents.js';
import { htmlPage, parseDocument, renderHtml, slug } from '../../shared/content/markdown.js';
import * as schemas from '../../shared/content/schemas.js';

const sample = [
  '# Sample',
  '',
  'Last updated: 2026-01-02',
  '',
  'Intro text.',
  '',
  '## First part',
  '',
  'Body one.',
  '',
  '```',
  '## not a heading',
  '```',
  '',
  '## Second part?',
  '',
  '- item',
  '',
].join('\n');

describe('parseDocument', () => {
  it('splits title, date, summary and sections, ignoring headings inside code', () => {
    const doc = parseDocument('sample', sample);
    expect(doc).toMatchObject({ id: 'sample', title: 'Sample', updatedDate: '2026-01-02', summary: 'Intro text.' });
    expect(doc.sections).toEqual([
      { id: 'first-part', heading: 'First part', body: 'Body one.\n\n```\n## not a heading\n```' },
      { id: 'second-part', heading: 'Second part?', body: '- item' },
    ]);
    expect(doc.source).toBe(sample);
  });

  it('refuses a document without title or date', () => {
    expect(() => parseDocument('x', 'no title')).toThrow(/# Title/);
    expect(() => parseDocument('x', '# T\n\nintro')).toThrow(/Last updated/);
  });

  it('makes ids from headings', () => {
    expect(slug('Is my card number stored?')).toBe('is-my-card-number-stored');
    expect(slug("Who we are / what's ours")).toBe('who-we-are-what-s-ours');
  });
});

describe('rendering', () => {
  it('never passes raw HTML or script links through', () => {
    const html = renderHtml('<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('turns bare URLs into links', () => {
    expect(renderHtml('see https://payments.example.com')).toContain('<a href="https://payments.example.com">');
  });

  it('wraps a document in a standalone page with an escaped title', () => {
    const page = htmlPage(parseDocument('x', '# A <b> & "c"\n\nLast updated: 2026-01-02\n\ntext'));
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<meta charset="utf-8">');
    expect(page).toContain('<title>A &#60;b&#62; &#38; &#34;c&#34;</title>');
    expect(HTML_SECURITY_HEADERS['Content-Security-Policy']).toContain("default-src 'none'");
  });
});

describe('the platform documents', () => {
  it.each(DOCUMENT_IDS)('%s follows the document convention and its JSON passes the schema', (id) => {
    const doc = contentDocument(id);
    expect(doc.sections.length).toBeGreaterThan(3);
    expect(doc.summary).not.toBe('');
    const json = id === 'faq' ? faqJson(doc) : documentJson(doc);
    const schema = id === 'faq' ? schemas.faqResult : schemas.documentResult;
    expect(schema.safeParse(json).success).toBe(true);
  });

  it('gives the FAQ as questions with answers', () => {
    const faq = faqJson(contentDocument('faq'));
    expect(faq.questions.every((q) => q.question.endsWith('?') && q.answer.length > 0 && q.answerHtml.startsWith('<p>'))).toBe(true);
  });

  it('answers md, html and json forms', () => {
    expect(documentIn('help', 'md', documentJson)).toMatchObject({ raw: true, contentType: 'text/markdown; charset=utf-8' });
    expect(documentIn('help', 'html', documentJson)).toMatchObject({ raw: true, contentType: 'text/html; charset=utf-8', headers: HTML_SECURITY_HEADERS });
    expect(documentIn('help', 'json', documentJson)).toMatchObject({ id: 'help', title: 'Help' });
  });

  it('defaults the format to json and names query.format when it is unknown', () => {
    expect(schemas.documentQuery.parse({})).toEqual({ format: 'json' });
    const bad = schemas.documentQuery.safeParse({ format: 'pdf' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['format']);
  });
});

describe('contact details and bundle', () => {
  it('has a valid E.164 phone number and passes its schema', () => {
    expect(isValidPhoneNumber(contactDetails.phoneNumber)).toBe(true);
    expect(schemas.contactDetails.safeParse(contactDetails).success).toBe(true);
  });

  it('lists every document with its URL and a stable content version', () => {
    const bundle = contentBundle();
    expect(schemas.contentBundle.safeParse(bundle).success).toBe(true);
    expect(bundle.documents.map((d) => d.url)).toEqual(DOCUMENT_IDS.map((id) => `/v1/content/${id}`));
    expect(bundle.version).toMatch(/^[0-9a-f]{16}$/);
    expect(contentVersion()).toBe(bundle.version);
    expect(bundle.supportLinks.find((l) => l.id === 'phone')?.url).toBe(`tel:${contactDetails.phoneNumber}`);
  });
});

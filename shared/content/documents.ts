/**
 * The client documents kept as markdown in shared/content/documents (bundled as text), and their
 * three forms: the markdown as is, a standalone HTML page, or structured JSON.
 */
import type { RawResult } from '../http/endpoint.js';
import faqSource from './documents/faq.md';
import helpSource from './documents/help.md';
import privacyPolicySource from './documents/privacy-policy.md';
import termsOfUseSource from './documents/terms-of-use.md';
import { htmlPage, parseDocument, renderHtml, type ParsedDocument } from './markdown.js';
import type { DocumentFormat } from './schemas/document-fields.js';
import type { DocumentResult } from './schemas/document-result.js';
import type { FaqResult } from './schemas/faq-result.js';

export const DOCUMENT_SOURCES = {
  'privacy-policy': privacyPolicySource,
  'terms-of-use': termsOfUseSource,
  faq: faqSource,
  help: helpSource,
} as const;

export type DocumentId = keyof typeof DOCUMENT_SOURCES;

export const DOCUMENT_IDS = Object.keys(DOCUMENT_SOURCES) as DocumentId[];

const parsed = new Map<DocumentId, ParsedDocument>();

/** The parsed document, parsed once per container. */
export function contentDocument(id: DocumentId): ParsedDocument {
  let doc = parsed.get(id);
  if (!doc) {
    doc = parseDocument(id, DOCUMENT_SOURCES[id]);
    parsed.set(id, doc);
  }
  return doc;
}

/**
 * HTML pages get a policy that forbids scripts, styles, frames and every other load: the page
 * needs none, and a slip in a document cannot become an attack.
 */
export const HTML_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};

/** A raw result with extra headers; endpoint.ts sends the headers once RawResult carries them. */
export type RawDocument = RawResult & { headers?: Record<string, string> };

/** What every document answers before its sections (or questions). */
const documentHead = (doc: ParsedDocument) => ({
  id: doc.id,
  title: doc.title,
  updatedDate: doc.updatedDate,
  summary: doc.summary,
  summaryHtml: renderHtml(doc.summary),
});

export function documentJson(doc: ParsedDocument): DocumentResult {
  return {
    ...documentHead(doc),
    sections: doc.sections.map((s) => ({ id: s.id, heading: s.heading, body: s.body, bodyHtml: renderHtml(s.body) })),
  };
}

/** The FAQ's sections are its questions. */
export function faqJson(doc: ParsedDocument): FaqResult {
  return {
    ...documentHead(doc),
    questions: doc.sections.map((s) => ({ id: s.id, question: s.heading, answer: s.body, answerHtml: renderHtml(s.body) })),
  };
}

/** A document in the requested format: md and html are raw responses, json goes in the envelope. */
export function documentIn<T>(id: DocumentId, format: DocumentFormat, toJson: (doc: ParsedDocument) => T): T | RawDocument {
  const doc = contentDocument(id);
  switch (format) {
    case 'md':
      return { raw: true, body: doc.source, contentType: 'text/markdown; charset=utf-8' };
    case 'html':
      return { raw: true, body: htmlPage(doc), contentType: 'text/html; charset=utf-8', headers: HTML_SECURITY_HEADERS };
    case 'json':
      return toJson(doc);
  }
}

/**
 * Request and response shapes of the content endpoints.
 * Each lives in shared/content/schemas/, one module per route or shared part, so a handler builds only its own (issue 16).
 */
export { contactDetails, type ContactDetails } from './schemas/contact-details.js';
export { contentBundle, type ContentBundle } from './schemas/content-bundle.js';
export { DOCUMENT_FORMATS, type DocumentFormat } from './schemas/document-fields.js';
export { documentQuery } from './schemas/document-query.js';
export { documentResult, type DocumentResult, documentSection } from './schemas/document-result.js';
export { faqQuestion, faqResult, type FaqResult } from './schemas/faq-result.js';

import { documentIn, faqJson } from '../../shared/content/documents.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { faq } from '../../shared/routes/content/faq.js';

export const handler = endpoint(faq, async ({ query }) => documentIn('faq', query.format, faqJson));

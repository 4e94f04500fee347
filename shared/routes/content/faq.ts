import { documentQuery } from '../../content/schemas/document-query.js';
import { faqResult } from '../../content/schemas/faq-result.js';
import { accessRoute } from '../../http/route.js';

export const faq = accessRoute({
  method: 'GET', path: '/v1/content/faq', auth: 'access', domain: 'content', handler: 'content/faq',
  schemas: { query: documentQuery, response: faqResult },
  successStatus: 200, implemented: true, resources: {},
  summary: 'Frequently asked questions as JSON questions, an HTML page or markdown (?format=json|html|md).',
});

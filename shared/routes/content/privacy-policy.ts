import { documentQuery } from '../../content/schemas/document-query.js';
import { documentResult } from '../../content/schemas/document-result.js';
import { accessRoute } from '../../http/route.js';

// json answers in the envelope, html and md raw: so rawResponse stays unset.
export const privacyPolicy = accessRoute({
  method: 'GET', path: '/v1/content/privacy-policy', auth: 'access', domain: 'content', handler: 'content/privacy-policy',
  schemas: { query: documentQuery, response: documentResult },
  successStatus: 200, implemented: true, resources: {},
  summary: 'The privacy policy as JSON sections, an HTML page or markdown (?format=json|html|md).',
});

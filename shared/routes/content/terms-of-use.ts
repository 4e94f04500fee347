import { documentQuery } from '../../content/schemas/document-query.js';
import { documentResult } from '../../content/schemas/document-result.js';
import { accessRoute } from '../../http/route.js';

export const termsOfUse = accessRoute({
  method: 'GET', path: '/v1/content/terms-of-use', auth: 'access', domain: 'content', handler: 'content/terms-of-use',
  schemas: { query: documentQuery, response: documentResult },
  successStatus: 200, implemented: true, resources: {},
  summary: 'The terms of use as JSON sections, an HTML page or markdown (?format=json|html|md).',
});

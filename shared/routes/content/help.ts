import { documentQuery } from '../../content/schemas/document-query.js';
import { documentResult } from '../../content/schemas/document-result.js';
import { accessRoute } from '../../http/route.js';

export const help = accessRoute({
  method: 'GET', path: '/v1/content/help', auth: 'access', domain: 'content', handler: 'content/help',
  schemas: { query: documentQuery, response: documentResult },
  successStatus: 200, implemented: true, resources: {},
  summary: 'The help guide as JSON sections, an HTML page or markdown (?format=json|html|md).',
});

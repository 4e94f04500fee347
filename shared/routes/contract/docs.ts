import { publicRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';

export const docsPage = publicRoute({
  method: 'GET', path: '/v1/docs', auth: 'public', domain: 'contract', handler: 'contract/docs',
  schemas: { query: noQuery() },
  successStatus: 200, implemented: true, resources: {}, rawResponse: true, revalidates: true, rawContentType: 'text/html',
  summary: 'The OpenAPI document rendered as one self-contained HTML page (Redoc, nothing loaded from elsewhere).',
});

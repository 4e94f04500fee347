import { contentBundle } from '../../content/schemas/content-bundle.js';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';

export const bundle = accessRoute({
  method: 'GET', path: '/v1/content', auth: 'access', domain: 'content', handler: 'content/bundle',
  schemas: { query: noQuery(), response: contentBundle },
  successStatus: 200, implemented: true, resources: {},
  summary: 'Client content bundle: app name, document list with URLs, support links, content version.',
});

import { publicRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';

// Raw, not the envelope: tools (openapi-fetch, Redocly, Postman) load the document as it is (API-5).
export const openapiDocument = publicRoute({
  method: 'GET', path: '/v1/openapi.json', auth: 'public', domain: 'contract', handler: 'contract/openapi',
  schemas: { query: noQuery() },
  successStatus: 200, implemented: true, resources: {}, rawResponse: true, revalidates: true, rawContentType: 'application/json',
  summary: 'This OpenAPI 3.1 document, generated from the route table (npm run openapi).',
});

/** The contract: the OpenAPI document generated from this table and its rendered page (docs/decisions/contract.md). */
import { route } from '../http/route.js';
import { noQuery } from '../http/schemas.js';

const domain = 'contract';

// Raw, not the envelope: tools (openapi-fetch, Redocly, Postman) load the document as it is (API-5).
export const openapiDocument = route({
  method: 'GET', path: '/v1/openapi.json', auth: 'public', domain, handler: 'contract/openapi',
  schemas: { query: noQuery() },
  successStatus: 200, implemented: true, resources: {}, rawResponse: true, rawContentType: 'application/json',
  summary: 'This OpenAPI 3.1 document, generated from the route table (npm run openapi).',
});

export const docsPage = route({
  method: 'GET', path: '/v1/docs', auth: 'public', domain, handler: 'contract/docs',
  schemas: { query: noQuery() },
  successStatus: 200, implemented: true, resources: {}, rawResponse: true, rawContentType: 'text/html',
  summary: 'The OpenAPI document rendered as one self-contained HTML page (Redoc, nothing loaded from elsewhere).',
});

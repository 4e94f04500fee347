import { openapiDocument as document } from '../../shared/contract/openapi-document.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { openapiDocument } from '../../shared/routes/contract/openapi.js';

export const handler = endpoint(openapiDocument, async () => document());

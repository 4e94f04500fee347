import { conditional } from '../../shared/contract/cache.js';
import { openapiDocument as document } from '../../shared/contract/openapi-document.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { openapiDocument } from '../../shared/routes/contract/openapi.js';

export const handler = conditional(endpoint(openapiDocument, async () => document()));

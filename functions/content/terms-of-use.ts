import { documentIn, documentJson } from '../../shared/content/documents.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { termsOfUse } from '../../shared/routes/content/terms-of-use.js';

export const handler = endpoint(termsOfUse, async ({ query }) => documentIn('terms-of-use', query.format, documentJson));

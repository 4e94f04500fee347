import { documentIn, documentJson } from '../../shared/content/documents.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { privacyPolicy } from '../../shared/routes/content.js';

export const handler = endpoint(privacyPolicy, async ({ query }) => documentIn('privacy-policy', query.format, documentJson));

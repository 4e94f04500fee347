import { documentIn, documentJson } from '../../shared/content/documents.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { privacyPolicy } from '../../shared/routes/content/privacy-policy.js';

export const handler = endpoint(privacyPolicy, async ({ query }) => documentIn('privacy-policy', query.format, documentJson));

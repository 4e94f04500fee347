import { documentIn, documentJson } from '../../shared/content/documents.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { help } from '../../shared/routes/content/help.js';

export const handler = endpoint(help, async ({ query }) => documentIn('help', query.format, documentJson));

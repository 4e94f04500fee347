import { conditional } from '../../shared/contract/cache.js';
import { docsPage as page } from '../../shared/contract/docs-page.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { docsPage } from '../../shared/routes/contract/docs.js';

export const handler = conditional(endpoint(docsPage, async () => page()));

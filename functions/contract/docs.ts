import { docsPage as page } from '../../shared/contract/docs-page.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { docsPage } from '../../shared/routes/contract/docs.js';

export const handler = endpoint(docsPage, async () => page());

import { contentBundle } from '../../shared/content/bundle.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { bundle } from '../../shared/routes/content/bundle.js';

export const handler = endpoint(bundle, async () => contentBundle());

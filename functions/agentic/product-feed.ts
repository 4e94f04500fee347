import { acpReadEndpoint } from '../../shared/agentic/protocol.js';
import { productFeed } from '../../shared/agentic/feed.js';
import { productFeed as route } from '../../shared/routes/agentic/product-feed.js';

export const handler = acpReadEndpoint(route, async ({ query }) => productFeed(query));

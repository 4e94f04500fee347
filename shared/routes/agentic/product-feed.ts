import { accessRoute } from '../../http/route.js';
import { productFeedQuery, productFeedResult } from '../../schemas/agentic-feed.js';

const domain = 'agentic';
const protocol = 'acp';

export const productFeed = accessRoute({
  method: 'GET', path: '/v1/acp/products', auth: 'access', domain, handler: 'agentic/product-feed', protocol,
  schemas: { query: productFeedQuery, response: productFeedResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Product feed for agents in ACP\'s product shape, filtered by free text and optionally by merchant; paged.',
});

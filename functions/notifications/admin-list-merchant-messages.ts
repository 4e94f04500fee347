import { endpoint } from '../../shared/http/endpoint.js';
import { listMessagesFor } from '../../shared/notifications/message-service.js';
import { adminListMerchantMessages as route } from '../../shared/routes/notifications/admin-list-merchant-messages.js';

export const handler = endpoint(route, async ({ path, query }) => listMessagesFor('Merchant', path.merchantReference, query));

import { endpoint } from '../../shared/http/endpoint.js';
import { createMessageFor } from '../../shared/notifications/message-service.js';
import { adminCreateMerchantMessage as route } from '../../shared/routes/notifications/admin-create-merchant-message.js';

export const handler = endpoint(route, async ({ path, body }) => createMessageFor('Merchant', path.merchantReference, body));

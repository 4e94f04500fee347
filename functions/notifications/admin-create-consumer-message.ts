import { endpoint } from '../../shared/http/endpoint.js';
import { createMessageFor } from '../../shared/notifications/message-service.js';
import { adminCreateConsumerMessage as route } from '../../shared/routes/notifications/admin-create-consumer-message.js';

export const handler = endpoint(route, async ({ path, body }) => createMessageFor('Consumer', path.consumerReference, body));

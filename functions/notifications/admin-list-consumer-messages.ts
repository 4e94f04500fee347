import { endpoint } from '../../shared/http/endpoint.js';
import { listMessagesFor } from '../../shared/notifications/message-service.js';
import { adminListConsumerMessages as route } from '../../shared/routes/notifications/admin-list-consumer-messages.js';

export const handler = endpoint(route, async ({ path, query }) => listMessagesFor('Consumer', path.consumerReference, query));

import { createConsumerAdmin } from '../../shared/consumers/profiles.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { adminCreateConsumer as route } from '../../shared/routes/consumers/admin-create-consumer.js';

export const handler = endpoint(route, async ({ body, caller }) => createConsumerAdmin(caller, body));

import { updateConsumer } from '../../shared/consumers/profiles.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { updateConsumer as route } from '../../shared/routes/consumers/update-consumer.js';

export const handler = endpoint(route, async ({ body, caller }) => updateConsumer(caller, body, 'self'));

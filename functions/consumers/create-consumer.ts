import { createConsumerSelf } from '../../shared/consumers/profiles.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { createConsumer as route } from '../../shared/routes/consumers/create-consumer.js';

export const handler = endpoint(route, async ({ body, caller }) => createConsumerSelf(caller, body));

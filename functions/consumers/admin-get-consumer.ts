import { readConsumerProfile } from '../../shared/consumers/profile-results.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { adminGetConsumer as route } from '../../shared/routes/consumers/admin-get-consumer.js';

export const handler = endpoint(route, async ({ path }) => readConsumerProfile(path.consumerReference, 'path.consumerReference'));

import { fileForConsumer } from '../../shared/consumer-files/retrieval.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { getFile as route } from '../../shared/routes/consumers/get-file.js';

export const handler = endpoint(route, async ({ caller, path, query }) => fileForConsumer(caller, path.fileReference, query));

import { endpoint } from '../../shared/http/endpoint.js';
import { ping } from '../../shared/routes/system.js';

export const handler = endpoint(ping, async () => 'pong');

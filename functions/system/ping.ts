import { endpoint } from '../../shared/http/endpoint.js';
import { ping } from '../../shared/routes/system/ping.js';

export const handler = endpoint(ping, async () => 'pong');

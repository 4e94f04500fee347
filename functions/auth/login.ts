import { endpoint } from '../../shared/http/endpoint.js';
import { login } from '../../shared/identity/login.js';
import { login as route } from '../../shared/routes/auth/login.js';

export const handler = endpoint(route, async ({ body }) => login(body.username, body.password));

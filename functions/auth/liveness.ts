import { endpoint } from '../../shared/http/endpoint.js';
import { gradeLiveness } from '../../shared/liveness/liveness.js';
import { liveness as route } from '../../shared/routes/auth/liveness.js';

export const handler = endpoint(route, async ({ caller, body }) => gradeLiveness(caller, body));

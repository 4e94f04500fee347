import { endpoint } from '../../shared/http/endpoint.js';
import { changePassword } from '../../shared/identity/passwords.js';
import { passwordChange as route } from '../../shared/routes/auth/password-change.js';

export const handler = endpoint(route, async ({ caller, body }) => changePassword(caller, body));

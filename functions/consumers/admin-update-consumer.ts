import { updateConsumer } from '../../shared/consumers/profiles.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { adminUserChanges } from '../../shared/identity/admin-user-changes.js';
import { adminUpdateConsumer as route } from '../../shared/routes/consumers/admin-update-consumer.js';

export const handler = endpoint(route, async ({ body, caller }) => updateConsumer(caller, body, 'admin', adminUserChanges));

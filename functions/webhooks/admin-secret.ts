import { endpoint } from '../../shared/http/endpoint.js';
import { adminWebhookSecret as route } from '../../shared/routes/webhooks/admin-secret.js';
import { webhookSecretFor } from '../../shared/webhooks/receivers.js';

export const handler = endpoint(route, async ({ body, caller }) => webhookSecretFor(caller, body ?? {}));

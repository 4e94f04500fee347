import { endpoint } from '../../shared/http/endpoint.js';
import { readMessage } from '../../shared/notifications/message-service.js';
import { adminGetMessage as route } from '../../shared/routes/notifications/admin-get-message.js';

export const handler = endpoint(route, async ({ caller, path }) => readMessage(caller, path.messageReference));

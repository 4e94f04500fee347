import { endpoint } from '../../shared/http/endpoint.js';
import { deleteMessage } from '../../shared/notifications/message-service.js';
import { adminDeleteMessage as route } from '../../shared/routes/notifications/admin-delete-message.js';

export const handler = endpoint(route, async ({ caller, path }) => deleteMessage(caller, path.messageReference));

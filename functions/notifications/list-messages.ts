import { endpoint } from '../../shared/http/endpoint.js';
import { listOwnMessages } from '../../shared/notifications/message-service.js';
import { listMessages as route } from '../../shared/routes/notifications/list-messages.js';

export const handler = endpoint(route, async ({ caller, query }) => listOwnMessages(caller, query));

import { endpoint } from '../../shared/http/endpoint.js';
import { markMessageRead } from '../../shared/notifications/message-service.js';
import { markMessageRead as route } from '../../shared/routes/notifications/mark-message-read.js';

export const handler = endpoint(route, async ({ caller, path }) => markMessageRead(caller, path.messageReference));

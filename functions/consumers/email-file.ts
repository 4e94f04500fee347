import { deliverFile } from '../../shared/consumer-files/delivery.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { emailFile as route } from '../../shared/routes/consumers/email-file.js';

export const handler = endpoint(route, async ({ caller, path, query }) => deliverFile(caller, path.fileReference, 'email', query.emailAddress));

import { deliverFile } from '../../shared/consumer-files/delivery.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { smsFile as route } from '../../shared/routes/consumers/sms-file.js';

export const handler = endpoint(route, async ({ caller, path, query }) => deliverFile(caller, path.fileReference, 'sms', query.msisdn));

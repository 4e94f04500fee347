import { readFileWithData } from '../../shared/consumer-files/files.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { adminGetFile as route } from '../../shared/routes/consumers/admin-get-file.js';

export const handler = endpoint(route, async ({ path }) => readFileWithData(path.consumerReference, path.fileReference));

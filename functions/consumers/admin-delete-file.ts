import { deleteFile } from '../../shared/consumer-files/files.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { adminDeleteFile as route } from '../../shared/routes/consumers/admin-delete-file.js';

export const handler = endpoint(route, async ({ path }) => deleteFile(path.consumerReference, path.fileReference));

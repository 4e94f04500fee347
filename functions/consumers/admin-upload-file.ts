import { uploadFileFor } from '../../shared/consumer-files/admin.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { adminUploadFile as route } from '../../shared/routes/consumers/admin-upload-file.js';

export const handler = endpoint(route, async ({ path, body }) => uploadFileFor(path.consumerReference, body));

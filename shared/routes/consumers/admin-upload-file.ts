import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { consumerFileBody } from '../../schemas/consumer-file-body.js';
import { MAX_KYC_FILE_BODY_BYTES } from '../../schemas/consumer-file-limits.js';
import { consumerFileResult } from '../../schemas/consumer-file-results.js';

export const adminUploadFile = adminRoute({
  method: 'POST', path: '/v1/consumer/admin/files/{consumerReference}', auth: 'admin', domain: 'consumers', handler: 'consumers/admin-upload-file',
  schemas: { path: uuidPath('consumerReference'), query: noQuery(), body: consumerFileBody, response: consumerFileResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', bucket: 'readwrite' }, maxBodyBytes: MAX_KYC_FILE_BODY_BYTES,
  summary: 'Stores a KYC file (at most 4 MB decoded) for a consumer; the type comes from the file name.',
});

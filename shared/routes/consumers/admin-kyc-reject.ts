import { adminRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY, uuidPath } from '../../http/schemas.js';

export const adminKycReject = adminRoute({
  method: 'PUT', path: '/v1/consumer/admin/kyc/reject/{consumerReference}', auth: 'admin', domain: 'consumers', handler: 'consumers/admin-kyc-reject',
  schemas: { path: uuidPath('consumerReference'), query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Moves the consumer\'s KYC status summary to Rejected.',
});

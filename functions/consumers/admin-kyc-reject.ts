import { decideKyc } from '../../shared/consumers/kyc.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { adminKycReject as route } from '../../shared/routes/consumers/admin-kyc-reject.js';

export const handler = endpoint(route, async ({ path }) => decideKyc(path.consumerReference, 'Rejected'));

import { decideKyc } from '../../shared/consumers/kyc.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { adminKycVerify as route } from '../../shared/routes/consumers/admin-kyc-verify.js';

export const handler = endpoint(route, async ({ path }) => decideKyc(path.consumerReference, 'Verified'));

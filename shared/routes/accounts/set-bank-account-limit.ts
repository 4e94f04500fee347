import { accessRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY, uuidPath } from '../../http/schemas.js';
import { setLimitBody } from '../../schemas/account-limit-body.js';

export const setBankAccountLimit = accessRoute({
  method: 'POST', path: '/v1/consumer/account/bank-account/{bankAccountReference}/limit', auth: 'access', domain: 'accounts',
  handler: 'accounts/set-bank-account-limit',
  schemas: { path: uuidPath('bankAccountReference'), query: noQuery(), body: setLimitBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Sets (or, with no amount, removes) one limit of a bank account per type and reset period.',
});
